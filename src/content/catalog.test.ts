import { describe, it, expect } from 'vitest';
import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { industries, industriesPage } from '@/content/industries';
import { formatResourceDate, resources } from '@/content/resources';
import { CONTENT_DATE } from '@/config/constants';
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

  it('reports only measurable results (every value has a figure)', () => {
    for (const c of caseStudies) for (const r of c.results) expect(r.value, `${c.id}: ${r.label}`).toMatch(/\d/);
  });

  it('gives the healthcare study results that fit its story', () => {
    const health = caseStudies.find((c) => c.id === 'healthcare-analytics')!;
    expect(health.results.map((r) => r.value)).toEqual(['60%', '15 min', '94%']);
    expect(health.solution).toMatch(/refresh every 15 minutes/);
    expect(health.challenge).toMatch(/three days/);
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
  it('has six resources dated in 2026, oldest first, none after the content date', () => {
    expect(resources).toHaveLength(6);
    const dates = resources.map((r) => r.date);
    for (const d of dates) {
      expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(formatResourceDate(d), d).not.toBe(d); // a real calendar date
      expect(d >= '2026-01-01' && d <= CONTENT_DATE, d).toBe(true);
    }
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(6);
    expect(new Set(resources.map((r) => r.id)).size).toBe(6);
  });

  it('looks current: the newest resource is at most 30 days old, the oldest at most about 6 months', () => {
    const day = 86_400_000;
    const age = (d: string) => (Date.parse(`${CONTENT_DATE}T00:00:00Z`) - Date.parse(`${d}T00:00:00Z`)) / day;
    expect(age(resources[5]!.date)).toBeLessThanOrEqual(30);
    expect(age(resources[0]!.date)).toBeLessThanOrEqual(183);
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
