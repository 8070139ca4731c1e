import { describe, it, expect } from 'vitest';
import { getSolution, solutions, solutionSlugs, solutionsPage } from '@/content/solutions';
import { iconNames } from '@/content/types';

const EXPECTED_SLUGS = [
  'contact-center-modernization',
  'amazon-connect-ai',
  'cloud-migration',
  'ai-data-analytics',
  'custom-development',
  'it-staffing',
];

/** Every figure the spec allows on the site; metric values must come from this list. */
const SPEC_FIGURES = [
  '28%',
  '35%',
  '42%',
  '31%',
  '99.99%',
  '10 days',
  '95%',
  '4.9/5',
  '241%',
  '24%',
  '15%',
  '60%',
  '40+',
  '52%',
  '92%',
  '24/7',
  '100+',
  '50+',
  '15+',
];
const SPEC_PERCENTS = SPEC_FIGURES.filter((f) => f.endsWith('%'));

/** All strings in a value, recursively. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('solutions', () => {
  it('has exactly six solutions with ids 1..6 and the spec slugs in order', () => {
    expect(solutions).toHaveLength(6);
    expect(solutions.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(solutions.map((s) => s.slug)).toEqual(EXPECTED_SLUGS);
    expect(solutionSlugs).toEqual(EXPECTED_SLUGS);
    expect(new Set(solutions.map((s) => s.slug)).size).toBe(6);
  });

  it.each(EXPECTED_SLUGS)('%s has 5 pain points, 5 steps, 4 metrics and 6 tools', (slug) => {
    const s = getSolution(slug);
    expect(s).toBeDefined();
    const d = s!.detail;
    expect(d.problem.pain_points).toHaveLength(5);
    expect(d.approach.steps).toHaveLength(5);
    expect(d.outcomes.metrics).toHaveLength(4);
    expect(d.stack.tools).toHaveLength(6);
  });

  it.each(EXPECTED_SLUGS)('%s steps are in "Name: detail" form', (slug) => {
    for (const step of getSolution(slug)!.detail.approach.steps) expect(step).toMatch(/^[^:]+: .+/);
  });

  it('has at least 4 benefits per solution (cards show the first 3) and a tools list', () => {
    for (const s of solutions) {
      expect(s.benefits.length).toBeGreaterThanOrEqual(4);
      expect(s.tools.length).toBeGreaterThan(0);
    }
  });

  it('fills every summary and detail text', () => {
    for (const s of solutions) {
      for (const text of [s.title, s.description, s.problem, s.approach, s.detail.title, s.detail.tagline]) {
        expect(text.trim().length).toBeGreaterThan(0);
      }
      for (const text of strings(s.detail)) expect(text.trim().length).toBeGreaterThan(0);
    }
  });

  it('titles the IT staffing stack "Core Competencies" and only that one', () => {
    expect(getSolution('it-staffing')!.detail.stack.title).toBe('Core Competencies');
    const others = solutions.filter((s) => s.slug !== 'it-staffing');
    for (const s of others) expect(s.detail.stack.title).not.toBe('Core Competencies');
  });

  it('uses only valid icon names', () => {
    const valid: readonly string[] = iconNames;
    for (const s of solutions) {
      expect(valid).toContain(s.icon);
      for (const m of s.detail.outcomes.metrics) expect(valid).toContain(m.icon);
    }
  });

  it('shows only the spec figures as metric values', () => {
    for (const s of solutions) {
      for (const m of s.detail.outcomes.metrics) expect(SPEC_FIGURES).toContain(m.value);
    }
    const all = solutions.flatMap((s) => s.detail.outcomes.metrics.map((m) => m.value));
    for (const figure of ['28%', '35%', '42%', '31%', '99.99%', '10 days', '95%', '4.9/5'])
      expect(all).toContain(figure);
  });

  it('mentions no percentage outside the spec claims', () => {
    for (const text of strings(solutions)) {
      for (const pct of text.match(/\d+(?:\.\d+)?%/g) ?? []) expect(SPEC_PERCENTS).toContain(pct);
    }
  });

  it('looks up by exact slug only', () => {
    expect(getSolution('cloud-migration')?.id).toBe(3);
    expect(getSolution('it-staffing')?.id).toBe(6);
    expect(getSolution('amazon-connect')).toBeUndefined();
    expect(getSolution('custom-dev')).toBeUndefined();
    expect(getSolution('')).toBeUndefined();
    expect(getSolution('Cloud-Migration')).toBeUndefined();
  });
});

describe('solutionsPage', () => {
  it('has the spec hero, card link and calls to action', () => {
    expect(solutionsPage.hero.title).toBe('Solutions That Transform');
    expect(solutionsPage.cardCta).toBe('Learn More');
    expect(solutionsPage.cta.primary).toEqual({ text: 'Schedule Consultation', href: '/#contact' });
    expect(solutionsPage.cta.secondary).toEqual({ text: 'View Case Studies', href: '/case-studies' });
    expect(solutionsPage.detailCta.title).toBe('Ready to Get Started?');
    expect(solutionsPage.detailCta.primary).toEqual({ text: 'Schedule Consultation', href: '/#contact' });
    expect(solutionsPage.detailCta.secondary).toEqual({ text: 'View All Solutions', href: '/solutions' });
  });

  it('has the not-found copy linking back to /solutions', () => {
    expect(solutionsPage.notFound.title).toBe('Solution Not Found');
    expect(solutionsPage.notFound.description.length).toBeGreaterThan(0);
    expect(solutionsPage.notFound.back.href).toBe('/solutions');
    expect(solutionsPage.notFound.back.text.length).toBeGreaterThan(0);
    expect(solutionsPage.labels.painPoints.length).toBeGreaterThan(0);
    expect(solutionsPage.labels.steps.length).toBeGreaterThan(0);
  });
});
