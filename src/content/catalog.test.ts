import { describe, it, expect } from 'vitest';
import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { industries, industriesPage } from '@/content/industries';
import { resources } from '@/content/resources';
import { iconNames } from '@/content/types';

const validIcons: readonly string[] = iconNames;
const CATEGORIES = ['Contact Center', 'AI & Analytics', 'Cloud Migration', 'Security'];
const TYPES = ['whitepaper', 'article', 'webinar'];

describe('case studies', () => {
  it('has the four spec projects with their durations', () => {
    expect(caseStudies).toHaveLength(4);
    expect(caseStudies.map((c) => c.duration)).toEqual(['8 weeks', '6 months', '12 weeks', '6 weeks']);
    expect(new Set(caseStudies.map((c) => c.id)).size).toBe(4);
    expect(caseStudies[0]!.title).toMatch(/state licensing agency/i);
    expect(caseStudies[1]!.title).toMatch(/federal/i);
    expect(caseStudies[2]!.title).toMatch(/healthcare/i);
    expect(caseStudies[3]!.title).toMatch(/CRM/);
  });

  it('gives each project 3 results and 4-6 technologies', () => {
    for (const c of caseStudies) {
      expect(c.results).toHaveLength(3);
      expect(c.technologies.length).toBeGreaterThanOrEqual(4);
      expect(c.technologies.length).toBeLessThanOrEqual(6);
      for (const r of c.results) expect(validIcons).toContain(r.icon);
      for (const text of [c.title, c.industry, c.challenge, c.solution]) expect(text.trim().length).toBeGreaterThan(0);
    }
  });

  it('includes the spec figures', () => {
    const values = caseStudies.flatMap((c) => c.results.map((r) => r.value));
    for (const figure of ['52%', '31%', '40+']) expect(values).toContain(figure);
  });

  it('has the page hero, labels and call to action', () => {
    expect(caseStudiesPage.hero.title).toBe('Project Capabilities');
    expect(caseStudiesPage.labels).toEqual({
      challenge: 'Challenge',
      solution: 'Solution',
      results: 'Results',
      technologies: 'Technologies',
      duration: 'Duration',
    });
    expect(caseStudiesPage.cta.title).toBe("Let's Build Your Success Story");
    expect(caseStudiesPage.cta.primary.href).toBe('/#contact');
    expect(caseStudiesPage.cta.secondary.href).toBe('/solutions');
  });
});

describe('industries', () => {
  it('has the three spec industries in order', () => {
    expect(industries.map((i) => i.id)).toEqual(['state-local', 'federal', 'commercial']);
    expect(industries.map((i) => i.title)).toEqual([
      'State & Local Government',
      'Federal Government',
      'Commercial Enterprise',
    ]);
  });

  it('gives each industry 4-5 challenges, solutions and benefits', () => {
    for (const i of industries) {
      expect(validIcons).toContain(i.icon);
      for (const list of [i.challenges, i.solutions, i.benefits]) {
        expect(list.length).toBeGreaterThanOrEqual(4);
        expect(list.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('has the page hero, labels and call to action', () => {
    expect(industriesPage.hero.title).toBe('Industries We Serve');
    expect(industriesPage.labels).toEqual({
      challenges: 'Challenges',
      solutions: 'Our Solutions',
      benefits: 'Benefits',
    });
    expect(industriesPage.cta.primary.href).toBe('/#contact');
    expect(industriesPage.cta.secondary.href).toBe('/case-studies');
  });
});

describe('resources', () => {
  it('has six resources dated 2024-11-15 to 2024-12-15, oldest first', () => {
    expect(resources).toHaveLength(6);
    expect(resources[0]!.date).toBe('2024-11-15');
    expect(resources[5]!.date).toBe('2024-12-15');
    const dates = resources.map((r) => r.date);
    for (const d of dates) {
      expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(`${d}T00:00:00Z`))).toBe(false);
      expect(d >= '2024-11-15' && d <= '2024-12-15').toBe(true);
    }
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(resources.map((r) => r.id)).size).toBe(6);
  });

  it('uses only valid categories and types, each at least once', () => {
    for (const r of resources) {
      expect(CATEGORIES).toContain(r.category);
      expect(TYPES).toContain(r.type);
      expect(validIcons).toContain(r.icon);
    }
    for (const c of CATEGORIES) expect(resources.some((r) => r.category === c)).toBe(true);
    for (const t of TYPES) expect(resources.some((r) => r.type === t)).toBe(true);
  });

  it('has some downloadable resources and some that are not', () => {
    expect(resources.some((r) => r.downloadable)).toBe(true);
    expect(resources.some((r) => !r.downloadable)).toBe(true);
  });
});
