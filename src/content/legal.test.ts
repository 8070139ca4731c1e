import { afterEach, describe, it, expect, vi } from 'vitest';
import { site } from '@/config/site';
import { formatLegalDate, LEGAL_LAST_UPDATED, legalPages, privacy, terms } from '@/content/legal';
import type { LegalDocument } from '@/content/types';

const fullText = (doc: LegalDocument) =>
  [doc.title, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])].join('\n');

const sectionText = (doc: LegalDocument, index: number) => {
  const s = doc.sections[index]!;
  return [s.heading, ...s.paragraphs, ...(s.bullets ?? [])].join('\n');
};

describe('privacy policy', () => {
  it('has nine sections ending with Contact Us', () => {
    expect(privacy.sections).toHaveLength(9);
    expect(privacy.sections[8]!.heading).toBe('Contact Us');
  });

  it('says the services are not directed to individuals under 18', () => {
    expect(fullText(privacy)).toMatch(/not directed to individuals under 18/);
  });

  it('describes the contact form data, storage and delivery', () => {
    const text = fullText(privacy);
    for (const term of [
      'name',
      'email address',
      'phone number',
      'company',
      'interest',
      'message',
      'user agent',
      'URL',
    ]) {
      expect(text).toContain(term);
    }
    expect(text).toMatch(/browser's local storage/);
    expect(text).toMatch(/stored on our servers/);
    expect(text).toMatch(/e-mailed to our team/);
  });

  it('covers the newsletter, cookies and the OpenStreetMap embed', () => {
    const text = fullText(privacy);
    expect(text).toMatch(/newsletter/i);
    expect(text).toMatch(/do not use third-party analytics/);
    expect(text).toContain('OpenStreetMap');
  });
});

describe('terms of service', () => {
  it('has twelve sections ending with Contact Us', () => {
    expect(terms.sections).toHaveLength(12);
    expect(terms.sections[11]!.heading).toBe('Contact Us');
  });

  it('states Georgia law, Fulton County courts, 30-day invoices and U.S. dollars', () => {
    const text = fullText(terms);
    expect(text).toContain('laws of the State of Georgia');
    expect(text).toContain('Fulton County, Georgia');
    expect(text).toContain('within 30 days');
    expect(text).toContain('U.S. dollars');
  });
});

describe.each([
  ['privacy', privacy, 9],
  ['terms', terms, 12],
] as const)('%s document', (_name, doc, count) => {
  it('has a title, an intro and unique, unnumbered headings with text', () => {
    expect(doc.title.length).toBeGreaterThan(0);
    expect(doc.intro).toContain(site.legalName);
    expect(new Set(doc.sections.map((s) => s.heading)).size).toBe(count);
    for (const s of doc.sections) {
      expect(s.heading).not.toMatch(/^\d/);
      expect(s.paragraphs.length).toBeGreaterThan(0);
      for (const p of [...s.paragraphs, ...(s.bullets ?? [])]) expect(p.trim().length).toBeGreaterThan(0);
    }
  });

  it('gives the company name, Alpharetta address and general email in Contact Us', () => {
    const text = sectionText(doc, count - 1);
    expect(text).toContain(site.legalName);
    expect(text).toContain('Alpharetta, GA 30022');
    expect(text).toContain(site.emails.general);
  });
});

describe('legal dates', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('LEGAL_LAST_UPDATED is a real ISO date that is not in the future', () => {
    expect(LEGAL_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const parsed = new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`);
    expect(parsed.toISOString().slice(0, 10)).toBe(LEGAL_LAST_UPDATED);
    expect(parsed.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('formats as a long US date', () => {
    expect(formatLegalDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLegalDate('2025-03-05')).toBe('March 5, 2025');
  });

  it('keeps the calendar day in a negative-offset time zone', async () => {
    process.env.TZ = 'America/New_York';
    // Re-import so formatters built at import time see the time zone too.
    vi.resetModules();
    const { formatLegalDate: format } = await import('@/content/legal');
    expect(new Date('2026-01-01T00:00:00Z').getDate()).toBe(31);
    expect(format('2026-01-01')).toBe('January 1, 2026');
    expect(format(LEGAL_LAST_UPDATED)).toBe(formatLegalDate(LEGAL_LAST_UPDATED));
  });

  it('returns anything that is not a real ISO date unchanged', () => {
    expect(formatLegalDate('2026-13-01')).toBe('2026-13-01');
    expect(formatLegalDate('yesterday')).toBe('yesterday');
  });

  it('labels the date', () => {
    expect(legalPages.lastUpdated).toBe('Last updated');
  });
});
