import { describe, expect, it } from 'vitest';
import { vercelConfig } from '../../build/vercel-config.ts';
import { pdfDocuments } from '../../build/pdf/documents.ts';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-rules.ts';

/** Vercel's `source` pattern ("/assets/(.*)") as a regular expression over the whole path. */
const sourceRegExp = (source: string) => new RegExp(`^${source.replace(/\//g, '\\/')}$`);

/** The Cache-Control Vercel sends for a path: the last matching rule that sets one wins. */
const vercelCacheControl = (pathname: string) =>
  vercelConfig([])
    .headers.filter((rule) => sourceRegExp(rule.source).test(pathname))
    .flatMap((rule) => rule.headers.filter((h) => h.key === 'Cache-Control'))
    .at(-1)?.value;

describe('cache rules', () => {
  it('hashed build assets are immutable, everything else revalidates', () => {
    expect(cacheControlFor('/assets/app-Cwx.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/capabilities')).toBe(REVALIDATE);
    expect(vercelCacheControl('/assets/app-Cwx.js')).toBe(IMMUTABLE);
  });

  it('the PDFs keep one name while their bytes follow the content: they revalidate, locally and on Vercel', () => {
    const urls = pdfDocuments().map((d) => d.url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(cacheControlFor(url), url).toBe(REVALIDATE);
      expect(vercelCacheControl(url), url).toBe(REVALIDATE);
    }
  });
});
