// JavaScript weight per route on first load (no interaction), gzip level 9 computed here.
import { gzipSync } from 'node:zlib';
import { expect, routes, test, waitForHydration } from './fixtures';

const KB = 1024;
const HOME_BUDGET = 120 * KB;
const ROUTE_BUDGET = 110 * KB;

test('first-load JavaScript stays within budget on every route', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const rows: { route: string; files: number; bytes: number; budget: number }[] = [];
  for (const route of routes) {
    // A fresh context per route: nothing cached from the previous route, no service worker.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const jsUrls = new Set<string>();
    const onResponse = (res: import('@playwright/test').Response) => {
      const type = res.request().resourceType();
      const ct = res.headers()['content-type'] ?? '';
      if (type === 'script' || /javascript/.test(ct) || /\.m?js(\?|$)/.test(new URL(res.url()).pathname))
        jsUrls.add(res.url());
    };
    page.on('response', onResponse);
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await context.close();

    let bytes = 0;
    for (const url of jsUrls) {
      const res = await request.get(url);
      expect(res.ok(), url).toBe(true);
      bytes += gzipSync(await res.body(), { level: 9 }).length;
    }
    rows.push({ route, files: jsUrls.size, bytes, budget: route === '/' ? HOME_BUDGET : ROUTE_BUDGET });
  }

  const table = [
    '| route | JS files | gzip KB | budget KB |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.route} | ${r.files} | ${(r.bytes / KB).toFixed(1)} | ${r.budget / KB} |`),
  ].join('\n');
  console.log(`\nFirst-load JavaScript (gzip -9):\n${table}\n`);

  const over = rows.filter((r) => r.bytes > r.budget);
  expect(
    over.map((r) => `${r.route}: ${(r.bytes / KB).toFixed(1)} KB > ${r.budget / KB} KB`),
    table,
  ).toEqual([]);
  expect(
    rows.every((r) => r.files > 0),
    'every route loads some JavaScript',
  ).toBe(true);
});
