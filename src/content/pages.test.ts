import { describe, it, expect } from 'vitest';
import { aboutPage } from '@/content/about';
import { careersPage } from '@/content/careers';
import { notFoundPage, organizationJsonLd, pageMeta, thankYouPage } from '@/content/pages';
import { errorPage } from '@/content/navigation';

describe('about page', () => {
  it('has the four spec stats', () => {
    expect(aboutPage.stats).toEqual([
      { value: '15+', label: 'Years Experience' },
      { value: '100+', label: 'Projects Delivered' },
      { value: '50+', label: 'Government Clients' },
      { value: '95%', label: 'Client Retention' },
    ]);
  });

  it('has the four core values and four expertise items', () => {
    expect(aboutPage.values.map((v) => v.title)).toEqual([
      'Results-Driven',
      'Security First',
      'Client Partnership',
      'Continuous Innovation',
    ]);
    expect(aboutPage.expertise).toHaveLength(4);
    const text = aboutPage.expertise.map((e) => `${e.title} ${e.description}`).join(' ');
    for (const term of ['AWS', 'Amazon Connect', 'FedRAMP', 'Salesforce']) expect(text).toContain(term);
  });

  it('sends the call to action to /#contact and /case-studies', () => {
    expect(aboutPage.cta.primary.href).toBe('/#contact');
    expect(aboutPage.cta.secondary.href).toBe('/case-studies');
  });
});

describe('careers page', () => {
  it('has the four benefits, six expertise areas and four hiring steps', () => {
    expect(careersPage.benefits.map((b) => b.title)).toEqual([
      'Comprehensive Benefits',
      'Career Growth',
      'Collaborative Culture',
      'Work-Life Balance',
    ]);
    expect(careersPage.expertise).toHaveLength(6);
    expect(careersPage.steps.map((s) => [s.step, s.title])).toEqual([
      [1, 'Apply'],
      [2, 'Initial Chat'],
      [3, 'Technical Interview'],
      [4, 'Offer & Onboarding'],
    ]);
  });

  it('has the Get in Touch and Email Resume buttons; Get in Touch leads to the application form', () => {
    expect(careersPage.cta.getInTouch).toEqual({ text: 'Get in Touch', href: '#apply' });
    expect(careersPage.cta.emailResume.text).toBe('Email Resume');
    expect(careersPage.cta.emailResume.href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  });
});

describe('page metadata', () => {
  const routes = [
    '/',
    '/solutions',
    '/case-studies',
    '/industries',
    '/about',
    '/resources',
    '/careers',
    '/contact',
    '/book',
    '/book/manage',
    '/privacy',
    '/terms',
    '/thank-you',
    '/404',
  ];

  it('covers every page', () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...routes].sort());
  });

  it('keeps titles within 60 and descriptions within 50-160 characters', () => {
    for (const path of routes) {
      const meta = (pageMeta as Record<string, { title: string; description: string }>)[path]!;
      expect(meta.title.length, path).toBeGreaterThan(0);
      expect(meta.title.length, path).toBeLessThanOrEqual(60);
      expect(meta.description.length, path).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it('uses unique titles and descriptions', () => {
    const metas = Object.values(pageMeta);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });
});

describe('standalone pages', () => {
  it('uses the spec texts', () => {
    expect(thankYouPage.title).toBe('Thank You!');
    expect(thankYouPage.message).toBe("We've received your message and will get back to you within 24 hours.");
    expect(thankYouPage.home.href).toBe('/');
    expect(thankYouPage.resources.href).toBe('/resources');
    expect(notFoundPage.title).toBe('Page Not Found');
    expect(notFoundPage.message).toBe("Sorry, the page you're looking for doesn't exist or has been moved.");
    expect(notFoundPage.home).toBe('Back to Home');
    expect(notFoundPage.back).toBe('Go Back');
    expect(errorPage.title).toBe('Unexpected Application Error!');
  });
});

describe('organization JSON-LD', () => {
  const data = organizationJsonLd();

  it('is a schema.org organization founded in 2021', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(['Organization', 'ProfessionalService']).toContain(data['@type']);
    expect(data.foundingDate).toBe('2021');
    expect(data.name.length).toBeGreaterThan(0);
  });

  it('has the Alpharetta address and serves the US', () => {
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Alpharetta',
      addressRegion: 'GA',
      postalCode: '30022',
      addressCountry: 'US',
    });
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'US' });
  });

  it('has a sales contact point and the service types', () => {
    expect(data.contactPoint.contactType).toBe('sales');
    expect(data.contactPoint.email).toMatch(/@/);
    expect(data.knowsAbout).toHaveLength(5);
    expect(data.knowsAbout.join(' ').toLowerCase()).toContain('contact center');
    expect(data.knowsAbout.join(' ').toLowerCase()).toContain('staffing');
  });

  it('serializes to valid JSON', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
