// The generated PDFs (build/pdf/) in the build output: present in dist/ with the bytes the
// generator makes, served as application/pdf, linked from the pages, and downloaded by a click.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputFileOf, pdfDocuments } from '../../build/pdf/documents.ts';
import { paths } from '../../src/config/paths.ts';
import { capabilityStatement } from '../../src/content/capabilities.ts';
import { resourcePdfFileName, resources } from '../../src/content/resources.ts';
import { FULL_CHROMIUM } from '../../playwright.config';
import { documentNotFoundLog, expect, test } from './fixtures';

const dist = path.resolve(
  process.env.E2E_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist'),
);
const docs = pdfDocuments();
const fileOf = (url: string) => path.join(dist, outputFileOf(url));

/** The origin the build was made for, as its sitemap names it (VITE_SITE_URL at build time). */
const builtSiteUrl = () => {
  const loc = /<loc>([^<]+)<\/loc>/.exec(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'))?.[1];
  if (!loc) throw new Error('dist/sitemap.xml names no page');
  return new URL(loc).origin;
};

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
  );

test.describe('PDF downloads', () => {
  test.beforeAll(() => {
    expect(existsSync(dist), 'dist/ exists: run `npx vite build` first').toBe(true);
  });

  test('dist/ holds every PDF, whole, with the bytes the generator makes', async () => {
    expect(docs.length).toBeGreaterThan(1);
    const siteUrl = builtSiteUrl();
    for (const doc of docs) {
      const file = fileOf(doc.url);
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1').trim(), file).toBe('%%EOF');
      expect(bytes.equals(Buffer.from(await doc.render(siteUrl))), `${file} matches in-memory generation`).toBe(true);
    }
  });

  test('every PDF a page links to exists, and every PDF is linked from a page', () => {
    const linked = new Set<string>();
    for (const file of htmlFiles(dist)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/href="([^"]+\.pdf)"/g)) linked.add(m[1]!);
    }
    for (const url of linked) expect(existsSync(fileOf(url)), `${url} (linked) exists in dist/`).toBe(true);
    for (const doc of docs) expect(linked, `${doc.url} is linked from a page`).toContain(doc.url);
  });

  test('the server sends each PDF as application/pdf that revalidates', async ({ request }) => {
    for (const doc of docs) {
      const res = await request.get(doc.url);
      expect(res.status(), doc.url).toBe(200);
      const headers = res.headers();
      expect(headers['content-type'], doc.url).toBe('application/pdf');
      // A stable name whose bytes change with the content: cached, but checked with the server.
      expect(headers['cache-control'], doc.url).toBe('no-cache');
      expect(headers['x-content-type-options'], doc.url).toBe('nosniff');
      expect(Buffer.from(await res.body()).equals(readFileSync(fileOf(doc.url))), doc.url).toBe(true);
    }
  });

  const clickable = [
    { page: paths.capabilities, pdf: paths.download(capabilityStatement.pdfFileName) },
    ...resources
      .filter((r) => r.downloadable)
      .map((r) => ({ page: paths.resource(r.id), pdf: paths.download(resourcePdfFileName(r.id)) })),
  ];
  for (const { page: route, pdf } of clickable) {
    test(`${route}: "Download" saves ${pdf}`, async ({ page }) => {
      await page.goto(route);
      const link = page.locator(`a[href="${pdf}"][download]`).first();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(path.basename(pdf));
      const saved = readFileSync((await download.path())!);
      expect(saved.equals(readFileSync(fileOf(pdf)))).toBe(true);
    });
  }

  // The viewer is part of the full browser (the headless shell downloads the file instead).
  test(
    "opened rather than saved, a PDF shows in the browser's viewer despite the site's CSP",
    { tag: FULL_CHROMIUM },
    async ({ page, consoleGuard }) => {
      // The viewer asks for /favicon.ico, which the site does not have.
      consoleGuard.allow(documentNotFoundLog);
      const doc = docs[0]!;
      const res = await page.goto(doc.url);
      expect(res?.headers()['content-type']).toBe('application/pdf');
      // Chromium's viewer is an extension frame inside the document; a CSP that blocked it would leave none.
      await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true);
    },
  );
});
