// Byte budgets, as served (brotli, which npm start and Vercel both send to browsers). Bytes do
// not depend on speed, so these run unthrottled; tests/support/field-proxy.ts counts what each response
// puts on the wire and whether the page or its service worker asked for it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startFieldProxy, type FieldProxy } from '../support/field-proxy';
import { bookingCopy } from '@/content/booking';
import { expect, open, routes, test } from './fixtures';

const KiB = 1024;
const dist = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
const HTML_BUDGET = 14 * KiB;
// The entry, the worker and the analytics recorder (8 KiB, and 1 KiB more for the recorder):
// React and the app come later, from the offline copy.
const JS_BUDGET = 9 * KiB;
const FIRST_VISIT_BUDGET = 350 * 1000;

const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

let proxy: FieldProxy;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startFieldProxy(baseURL!.replace('localhost', '127.0.0.1'));
});
test.afterAll(async () => {
  await proxy?.close();
});

test('every page fits the first TCP window: HTML ≤ 14 KiB on the wire', () => {
  const rows = routes.map((route) => {
    const file = path.join(dist, `${htmlFile(route)}.br`);
    expect(existsSync(file), file).toBe(true);
    return { route, bytes: readFileSync(file).length };
  });
  console.log(`\nHTML (brotli):\n${rows.map((r) => `  ${r.route} ${(r.bytes / KiB).toFixed(1)} KiB`).join('\n')}\n`);
  expect(rows.filter((r) => r.bytes > HTML_BUDGET).map((r) => r.route)).toEqual([]);
});

test('the analytics recorder costs at most 1 KB gzip', () => {
  // (The site's own analytics in the browser: the chunk the entry loads by URL once the page has painted.)
  const assets = path.join(dist, 'assets');
  const recorder = readdirSync(assets).filter((f) => /^recorder-.*\.js$/.test(f));
  expect(recorder).toHaveLength(1);
  const gzip = gzipSync(readFileSync(path.join(assets, recorder[0]!)), { level: 9 }).length;
  console.log(`\nrecorder: ${gzip} B gzip`);
  expect(gzip).toBeLessThanOrEqual(KiB);
});

test('JavaScript before any interaction, the worker included: ≤ 9 KiB; first visit plus the offline copy ≤ 350 KB', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const rows: { route: string; js: number; total: number }[] = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    proxy.reset();
    await page.goto(proxy.url + route);
    // The offline copy stored, and the app loaded from it: no input at any point.
    await page.waitForFunction(
      () => navigator.serviceWorker.controller && document.documentElement.dataset.app === 'ready',
    );
    await page.waitForTimeout(500);
    await context.close();
    const bytes = (f: (t: { dest: string }) => boolean) => proxy.transfers.filter(f).reduce((n, t) => n + t.bytes, 0);
    const js = bytes((t) => t.dest === 'script' || t.dest === 'serviceworker');
    rows.push({ route, js, total: bytes(() => true) });
  }
  console.log(
    `\nBefore any interaction (bytes on the wire, brotli):\n${rows
      .map(
        (r) =>
          `  ${r.route} JS ${(r.js / KiB).toFixed(1)} KiB (${r.js} B), page + offline copy ${(r.total / 1000).toFixed(1)} KB`,
      )
      .join('\n')}\n`,
  );
  const overJs = rows.filter((r) => r.js > JS_BUDGET);
  expect(overJs.map((r) => `${r.route}: ${(r.js / KiB).toFixed(1)} KiB`)).toEqual([]);
  const overTotal = rows.filter((r) => r.total > FIRST_VISIT_BUDGET);
  expect(overTotal.map((r) => `${r.route}: ${(r.total / 1000).toFixed(1)} KB`)).toEqual([]);
  expect(
    rows.every((r) => r.js > 0),
    'every route loads its entry',
  ).toBe(true);
});

test('the booking picker, its form and their libraries load only when the visitor asks for the free times', async ({
  page,
}) => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const panel = path.basename(manifest['src/features/booking/components/booking-panel.tsx']!.file);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(path.basename(new URL(r.url()).pathname));
  });
  // Every page that offers the call, opened and left alone a moment.
  for (const route of ['/', '/contact', '/book']) {
    await open(page, route);
    await page.waitForTimeout(500);
  }
  expect(scripts, 'the booking panel before anyone asked for it').not.toContain(panel);
  const loaded = page.waitForRequest((r) => r.url().endsWith(`/${panel}`));
  await page.getByRole('button', { name: bookingCopy.open }).click();
  await loaded;
});
