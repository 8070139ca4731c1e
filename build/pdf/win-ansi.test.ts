import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { capabilityStatement } from '../../src/content/capabilities.ts';
import { caseStudies } from '../../src/content/case-studies.ts';
import { resourceDetails, resourceDetailPage } from '../../src/content/resource-details.ts';
import { resources, resourcesPage } from '../../src/content/resources.ts';
import { isWinAnsi, toWinAnsi } from './win-ansi.ts';

/** Every string in a value, however deeply nested. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : [];

describe('WinAnsi text for the standard fonts', () => {
  it('keeps ASCII, Latin-1 and the typographic characters WinAnsi holds', () => {
    const kept = 'Plain ASCII ~ é ü ñ © ® ° · ‘ ’ “ ” – — • … € ™';
    expect(toWinAnsi(kept)).toBe(kept);
  });

  it('collapses line breaks and tabs to a space', () => {
    expect(toWinAnsi('one\ntwo\t\tthree\r\nfour')).toBe('one two three four');
  });

  it('maps characters outside WinAnsi that have a plain stand-in', () => {
    expect(toWinAnsi('a\u2011b \u2212 5 \u2192 x \u2264 y \u2265 z')).toBe('a-b - 5 -> x <= y >= z');
  });

  it('rejects anything else, naming the character and the text', () => {
    expect(() => toWinAnsi('Done ✓')).toThrow(/U\+2713.*Done ✓/);
    expect(() => toWinAnsi('東京')).toThrow(/U\+6771/);
    expect(() => toWinAnsi('launch 🚀')).toThrow(/U\+1F680/);
    expect(isWinAnsi('\u0080')).toBe(false);
    expect(isWinAnsi('\u00a0')).toBe(true);
  });

  it('every content string that goes into a PDF encodes', () => {
    const whitepapers = resources.filter((r) => r.downloadable);
    const sources = [
      site,
      capabilityStatement,
      caseStudies,
      resourceDetailPage,
      resourcesPage.typeLabels,
      whitepapers,
      whitepapers.map((r) => resourceDetails[r.id]),
    ];
    const all = sources.flatMap(strings);
    expect(all.length).toBeGreaterThan(100);
    for (const s of all) expect(() => toWinAnsi(s), s).not.toThrow();
  });
});
