// The prerendered page is the page: it paints and works before any app code loads
// (src/app/entry-client.tsx). The app loads at the first interaction, or from the offline copy
// once that is stored; never from the network before either.
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

const APP_CHUNK = /\/assets\/(react|app|hydrate)-[^/]*\.js$/;

test('the HTML carries one small entry script, its critical CSS inline and the full stylesheet last, never render-blocking', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts, 'one external script: the entry').toHaveLength(1);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  expect(
    preloads.filter((p) => APP_CHUNK.test(p)),
    'no preload of app code in the HTML',
  ).toEqual([]);
  expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/);
  // Lighthouse counts a stylesheet at the end of the body as render-blocking too: `media="print"`
  // never blocks, and the entry applies it once loaded; a <noscript> copy does without JavaScript.
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  expect(links, 'one stylesheet link, and its no-JS copy').toHaveLength(2);
  expect(links[0]).toMatch(/href="\/assets\/[^"]+\.css" media="print" data-full-css/);
  expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/noscript>\s*<\/body>/);
  // The entry and the chunk it imports (preloaded beside it).
  let bytes = 0;
  for (const file of [scripts[0]!, ...preloads])
    bytes += gzipSync(await (await request.get(file)).body(), { level: 9 }).length;
  expect(bytes, 'entry gzip bytes').toBeLessThan(3 * 1024);
});

test('the full stylesheet applies once loaded, without blocking the first paint', async ({ page }) => {
  await page.goto('/about');
  const link = page.locator('link[data-full-css]');
  await expect(link).toHaveAttribute('media', 'all');
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].filter((s) => s.href?.includes('/assets/') && !s.disabled).map((s) => s.media.mediaText),
  );
  expect(sheets).toEqual(['all']);
});

test('with no interaction, the app loads only once the offline copy is stored, and from it', async ({ page }) => {
  const app: Response[] = [];
  page.on('response', (r) => APP_CHUNK.test(r.url()) && app.push(r));
  await page.addInitScript(() =>
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      (window as unknown as { __controlledAt: number }).__controlledAt = performance.now();
    }),
  );
  await page.goto('/about');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  expect(app.length, 'the app chunks were loaded').toBeGreaterThanOrEqual(3);
  for (const r of app) expect(r.fromServiceWorker(), `${r.url()} came from the offline copy`).toBe(true);
  const t = await page.evaluate(() => ({
    controlled: (window as unknown as { __controlledAt: number }).__controlledAt,
    starts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/(react|app|hydrate)-/.test(e.name))
      .map((e) => e.startTime),
  }));
  for (const start of t.starts) expect(start).toBeGreaterThanOrEqual(t.controlled);
});

test('the first interaction loads the app at once, even before the offline copy exists', async ({ page, context }) => {
  // The worker script arrives late: only the interaction can start the app.
  await context.route('**/sw.js', async (route) => {
    await new Promise((r) => setTimeout(r, 15_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/contact');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await page.getByRole('textbox').first().focus();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 10_000 });
});
