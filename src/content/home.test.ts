import { describe, it, expect } from 'vitest';
import {
  aboutCards,
  closingBanner,
  contactCopy,
  demoCopy,
  heroCopy,
  roiCopy,
  services,
  slides,
  stats,
  technologies,
  testimonial,
  whyChoose,
} from '@/content/home';

describe('home hero slides', () => {
  it('has the five spec titles in order', () => {
    expect(slides.map((s) => s.title)).toEqual([
      'Modernizing Customer Experience with Amazon Connect',
      'AI & Data Analytics that Drive Decisions',
      'Cloud Migration & Modernization',
      'Custom Development & Integration',
      'IT Staffing You Can Trust',
    ]);
  });

  it('links Learn More to the spec hrefs and Get Started to #contact', () => {
    expect(slides.map((s) => s.secondaryCta)).toEqual([
      { text: 'Learn More', href: '/solutions/amazon-connect' },
      { text: 'Learn More', href: '/solutions/ai-data-analytics' },
      { text: 'Learn More', href: '/solutions/cloud-migration' },
      { text: 'Learn More', href: '/solutions/custom-dev' },
      { text: 'Learn More', href: '/solutions/it-staffing' },
    ]);
    for (const s of slides) expect(s.primaryCta).toEqual({ text: 'Get Started', href: '#contact' });
  });

  it('assigns animations and backdrops per slide', () => {
    expect(slides.map((s) => s.animation)).toEqual(['network', 'binary', 'particles', 'starfield', 'pipeline']);
    expect(slides.map((s) => s.backgroundImage)).toEqual(['contact-center', 'analytics', 'cloud', 'code', 'talent']);
    expect(slides.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('highlights a phrase that appears in each title', () => {
    for (const s of slides) expect(s.title).toContain(s.highlight);
  });

  it('labels the dot buttons "Go to slide N"', () => {
    expect(heroCopy.goTo(3)).toBe('Go to slide 3');
  });
});

describe('home sections', () => {
  it('has the four spec stats', () => {
    expect(stats.map((s) => [s.value, s.suffix, s.label])).toEqual([
      [241, '%', 'ROI'],
      [31, '%', 'Cost Reduction'],
      [24, '%', 'Call Deflection'],
      [15, '%', 'Faster Resolution'],
    ]);
  });

  it('has six services with the exact detail hrefs', () => {
    expect(services.map((s) => s.href)).toEqual([
      '/solutions/contact-center-modernization',
      '/solutions/amazon-connect-ai',
      '/solutions/cloud-migration',
      '/solutions/ai-data-analytics',
      '/solutions/custom-development',
      '/solutions/it-staffing',
    ]);
    expect(new Set(services.map((s) => s.color)).size).toBe(6);
  });

  it('has the six technologies, security naming FedRAMP, HIPAA and SOC 2', () => {
    expect(technologies.map((t) => t.name)).toEqual([
      'AWS Cloud',
      'AI & ML',
      'Salesforce',
      'DevOps',
      'Security',
      'Development',
    ]);
    const security = technologies.find((t) => t.name === 'Security')!;
    for (const term of ['FedRAMP', 'HIPAA', 'SOC 2']) expect(security.description).toContain(term);
  });

  it('has the fixed testimonial attribution', () => {
    expect(testimonial.title).toBe('Director of Operations');
    expect(testimonial.organization).toBe('Leading Logistics Firm');
    expect(testimonial.quote.length).toBeGreaterThan(20);
  });

  it('has the four about cards and the why-choose claims', () => {
    expect(aboutCards.map((c) => c.title)).toEqual([
      'Our Mission',
      'Expert Team',
      'Proven Track Record',
      'Innovation Focus',
    ]);
    const text = whyChoose.paragraphs.join(' ');
    expect(whyChoose.title).toMatch(/^Why Choose .+\?$/);
    for (const claim of ['60% faster resolution', '31% lower operating costs', '2021', '15+ years']) {
      expect(text).toContain(claim);
    }
  });

  it('labels the ROI calculator', () => {
    expect(roiCopy.inputs).toEqual({
      volume: 'Monthly call volume',
      handleMinutes: 'Average handle time (minutes)',
      deflection: 'Target deflection rate (%)',
      hourlyCost: 'Agent cost per hour ($)',
    });
    expect(roiCopy.cta).toEqual({ text: 'Discuss Your Results', href: '#contact' });
  });

  it('has the three demo highlights and a 30-minute walkthrough', () => {
    expect(demoCopy.highlights.map((h) => h.value)).toEqual(['35%', '28%', '92%']);
    expect(demoCopy.highlights[1]!.label.toLowerCase()).toContain('handle time');
    expect(demoCopy.highlights[2]!.label.toLowerCase()).toContain('satisfaction');
    expect(demoCopy.walkthrough).toContain('30-minute');
    expect(demoCopy.submit).toBe('Request Demo');
    expect(demoCopy.sending).toBe('Sending...');
  });

  it('has the three closing banner buttons', () => {
    expect(closingBanner.buttons).toEqual([
      { text: 'Book a Call', href: '#contact' },
      { text: 'Schedule Consultation', href: '#contact' },
      { text: 'View Case Studies', href: '/case-studies' },
    ]);
  });

  it('promises a reply within 24 hours and titles the map "Find Us"', () => {
    expect(contactCopy.intro.description).toContain('24 hours');
    expect(contactCopy.mapTitle).toBe('Find Us');
  });
});
