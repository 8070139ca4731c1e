import { afterEach, describe, it, expect, vi } from 'vitest';
import { filterResources, formatResourceDate, resources, resourcesPage } from '@/content/resources';
import type { Resource } from '@/content/types';

const make = (id: string, category: Resource['category'], title: string, description: string): Resource => ({
  id,
  type: 'article',
  icon: 'book-open',
  title,
  description,
  category,
  date: '2024-11-15',
  downloadable: false,
});

const fixture: readonly Resource[] = [
  make('a', 'Contact Center', 'Amazon Connect Basics', 'Routing and queues.'),
  make('b', 'Security', 'Zero Trust Primer', 'Identity for AMAZON workloads.'),
  make('c', 'Cloud Migration', 'Moving to GovCloud', 'Waves and cutovers.'),
  make('d', 'Contact Center', 'Agent Desktop Tips', 'Screen pops for agents.'),
];

const ids = (list: Resource[]) => list.map((r) => r.id);

describe('filterResources', () => {
  it('returns everything for All and an empty search', () => {
    expect(ids(filterResources(fixture, 'All', ''))).toEqual(['a', 'b', 'c', 'd']);
    expect(filterResources(resources, 'All', '')).toHaveLength(6);
  });

  it('filters by category', () => {
    expect(ids(filterResources(fixture, 'Contact Center', ''))).toEqual(['a', 'd']);
    expect(ids(filterResources(fixture, 'Security', ''))).toEqual(['b']);
    expect(ids(filterResources(fixture, 'AI & Analytics', ''))).toEqual([]);
  });

  it('matches the search case-insensitively in title or description', () => {
    expect(ids(filterResources(fixture, 'All', 'amazon'))).toEqual(['a', 'b']);
    expect(ids(filterResources(fixture, 'All', 'AMAZON'))).toEqual(['a', 'b']);
    expect(ids(filterResources(fixture, 'All', 'cutovers'))).toEqual(['c']);
    expect(ids(filterResources(fixture, 'All', 'ZERO trust'))).toEqual(['b']);
  });

  it('requires both the category and the search to match', () => {
    expect(ids(filterResources(fixture, 'Contact Center', 'amazon'))).toEqual(['a']);
    expect(ids(filterResources(fixture, 'Security', 'agent'))).toEqual([]);
    expect(ids(filterResources(fixture, 'Contact Center', 'agent'))).toEqual(['d']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterResources(fixture, 'All', 'no such resource')).toEqual([]);
    expect(filterResources(resources, 'All', 'zzzz-no-match')).toEqual([]);
  });

  it('does not trim the search text', () => {
    expect(ids(filterResources(fixture, 'All', 'zero '))).toEqual(['b']);
    expect(ids(filterResources(fixture, 'All', ' zero'))).toEqual([]);
  });

  it('does not change the input list', () => {
    const copy = [...fixture];
    const out = filterResources(fixture, 'Security', '');
    expect(fixture).toEqual(copy);
    expect(out).not.toBe(fixture);
  });

  it('finds real resources by category and text', () => {
    const security = filterResources(resources, 'Security', '');
    expect(security.length).toBeGreaterThan(0);
    for (const r of security) expect(r.category).toBe('Security');
    expect(filterResources(resources, 'All', 'AMAZON CONNECT').length).toBeGreaterThan(0);
  });
});

describe('formatResourceDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('formats as short month, day, year in US English', () => {
    expect(formatResourceDate('2024-11-15')).toBe('Nov 15, 2024');
    expect(formatResourceDate('2024-12-01')).toBe('Dec 1, 2024');
    expect(formatResourceDate('2024-12-15')).toBe('Dec 15, 2024');
  });

  /** Loads the module afresh under a time zone, so formatters built at import time see it too. */
  async function formatUnder(tz: string) {
    process.env.TZ = tz;
    vi.resetModules();
    return (await import('@/content/resources')).formatResourceDate;
  }

  it('keeps the calendar day in a negative-offset time zone', async () => {
    const format = await formatUnder('America/Los_Angeles');
    // The switch is real: midnight UTC on Jan 1 is still Dec 31 in Los Angeles.
    expect(new Date('2024-01-01T00:00:00Z').getDate()).toBe(31);
    expect(format('2024-01-01')).toBe('Jan 1, 2024');
    expect(format('2024-11-15')).toBe('Nov 15, 2024');
    expect((await formatUnder('Pacific/Honolulu'))('2024-12-15')).toBe('Dec 15, 2024');
  });

  it('keeps the calendar day in a positive-offset time zone', async () => {
    const format = await formatUnder('Pacific/Kiritimati');
    expect(new Date('2024-12-31T23:00:00Z').getDate()).toBe(1);
    expect(format('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('returns anything that is not a real ISO date unchanged', () => {
    expect(formatResourceDate('2024-02-30')).toBe('2024-02-30');
    expect(formatResourceDate('not a date')).toBe('not a date');
    expect(formatResourceDate('')).toBe('');
  });
});

describe('resourcesPage', () => {
  it('has the spec labels', () => {
    expect(resourcesPage.searchPlaceholder).toBe('Search resources...');
    expect(resourcesPage.searchLabel).toBe('Search resources');
    expect(resourcesPage.filterLabel).toBe('Filter by category');
    expect(resourcesPage.empty).toBe('No resources found matching your criteria');
    expect(resourcesPage.download).toBe('Download');
    expect(resourcesPage.readMore).toBe('Read More');
    expect(resourcesPage.typeLabels).toEqual({ whitepaper: 'Whitepaper', article: 'Article', webinar: 'Webinar' });
    expect(resourcesPage.newsletter.emailLabel).toBe('Email address');
    expect(resourcesPage.newsletter.submit).toBe('Subscribe');
    expect(resourcesPage.newsletter.sending).toBe('Subscribing...');
    expect(resourcesPage.cta.primary.href).toBe('/#contact');
    expect(resourcesPage.cta.secondary.href).toBe('/solutions');
  });

  it('counts results in words', () => {
    expect(resourcesPage.resultCount(1)).toBe('1 resource');
    expect(resourcesPage.resultCount(6)).toBe('6 resources');
  });
});
