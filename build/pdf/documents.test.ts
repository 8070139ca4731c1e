import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/config/paths.ts';
import { capabilityStatement } from '../../src/content/capabilities.ts';
import { resourcePdfFileName, resources } from '../../src/content/resources.ts';
import type { PdfReport } from './cli.ts';
import { outputFileOf, pdfDocuments } from './documents.ts';
import { resolveSiteUrl } from './site-links.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_URL = 'https://www.northpoint.test';

describe('the published PDFs', () => {
  it('are the capability statement and one per downloadable resource, at the URLs the pages link', () => {
    const expected = [
      paths.download(capabilityStatement.pdfFileName),
      ...resources.filter((r) => r.downloadable).map((r) => paths.download(resourcePdfFileName(r.id))),
    ];
    expect(pdfDocuments().map((d) => d.url)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
    for (const url of expected) expect(outputFileOf(url)).toMatch(/^downloads\/[a-z0-9-]+\.pdf$/);
  });

  it('take the site address from VITE_SITE_URL, else the config default', () => {
    expect(resolveSiteUrl({ VITE_SITE_URL: ' https://www.northpoint.test ' }, 'https://d.example')).toBe(SITE_URL);
    expect(resolveSiteUrl({ VITE_SITE_URL: '' }, 'https://d.example')).toBe('https://d.example');
    expect(resolveSiteUrl({}, 'https://d.example')).toBe('https://d.example');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('do not read the clock: the same bytes on another day', async () => {
    const today = await Promise.all(pdfDocuments().map((d) => d.render(SITE_URL)));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-04T12:34:56Z'));
    const later = await Promise.all(pdfDocuments().map((d) => d.render(SITE_URL)));
    later.forEach((bytes, i) => expect(Buffer.from(bytes).equals(Buffer.from(today[i]!))).toBe(true));
  });

  it('are byte-stable across processes and time zones: a new process makes the same bytes', async () => {
    const here = await Promise.all(
      pdfDocuments().map(async (d) => ({
        url: d.url,
        sha256: createHash('sha256')
          .update(await d.render(SITE_URL))
          .digest('hex'),
      })),
    );
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'build/pdf/cli.ts'), '--json', `--site-url=${SITE_URL}`],
      { cwd: root, encoding: 'utf8', env: { ...process.env, TZ: 'Pacific/Kiritimati', LANG: 'de_DE.UTF-8' } },
    );
    const there = (JSON.parse(out) as PdfReport[]).map(({ url, sha256 }) => ({ url, sha256 }));
    expect(there).toEqual(here);
  }, 30_000);
});
