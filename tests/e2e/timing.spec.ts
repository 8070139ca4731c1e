// Timings, measured alone once every other test has run (a project of its own in
// playwright.config.ts), so a busy 2-core machine does not blur them.
import { SLOW_4G, startFieldProxy, type FieldProxy } from '../support/field-proxy';
import { offlineStatus } from '@/content/offline-status';
import { phone } from './slow-phone-helpers';
import { browserMedia, tapControls, tapToEffect, watchEffect, watchRestores } from '../support/tap-effect';
import { chromium } from '@playwright/test';
import { visitorChromiumLaunchOptions } from '../../playwright.config';
import { statSync } from 'node:fs';
import path from 'node:path';
import { budgets, launchChrome, runLighthouse } from '../../scripts/bench/audit';
import { expect, routes, test } from './fixtures';

const dist = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');

// One after another in one worker: two timings side by side would blur each other.
test.describe.configure({ mode: 'default' });

let proxy: FieldProxy;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startFieldProxy(baseURL!.replace('localhost', '127.0.0.1'), SLOW_4G);
});
test.afterAll(async () => {
  await proxy?.close();
});

test('a first visit on slow 4G stores the offline copy within 4 s (median of 3); the footer then says so, once aloud', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const page = await phone(context, 1280);
    await page.goto(`${proxy.url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__ready, undefined, { timeout: 30_000 });
    times.push(await page.evaluate(() => window.__ready!));
    if (i < 2) {
      await context.close();
      continue;
    }
    const label = page.getByText(offlineStatus.label);
    await expect(label).toBeVisible();
    await expect(page.locator('#announcer')).toHaveText(offlineStatus.announcement);
    // The next visit shows the label quietly: nothing is announced again.
    await page.reload();
    await expect(label).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('#announcer')).toHaveText('');
    await context.close();
  }
  times.sort((a, b) => a - b);
  console.log(`offline-ready after ${times.map(Math.round).join(', ')} ms (slow 4G, 4x CPU)`);
  expect(times[1]!, 'navigation start to the offline copy stored (median)').toBeLessThanOrEqual(4000);
});

/** The bound in npm test (the goal, 100 ms, is what bench:phone reports against). */
const TAP_BUDGET_MS = 300;

// Every control a visitor may use at first paint (tests/support/tap-effect.ts), as bench:phone measures them.
test(`a tap at first paint shows its effect within ${TAP_BUDGET_MS} ms on the slow phone (median of 3), per control`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  expect(tapControls.length, 'controls measured').toBeGreaterThanOrEqual(9);
  const lines: string[] = [];
  const over: string[] = [];
  for (const control of tapControls) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      // A control that leaves the page ("Go Back") runs in a visitor's Chromium, whose back/forward
      // cache Playwright's browser turns off.
      const visitor = control.from ? await chromium.launch(visitorChromiumLaunchOptions) : undefined;
      const context = await (visitor ?? browser).newContext(browserMedia);
      const page = await phone(context, control.width);
      await watchRestores(page);
      for (const route of [control.from, control.route]) {
        if (!route) continue;
        await page.goto(proxy.url + route, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.__fcp, undefined, { timeout: 30_000 });
      }
      expect(
        await page.evaluate(() => document.documentElement.dataset.app),
        'the app has not loaded yet',
      ).toBeUndefined();
      await watchEffect(page, control.effect);
      await control.act(page);
      const { ms, restored } = await tapToEffect(page, control.effect);
      if (control.from) expect(restored, `${control.name}: shown again from the back/forward cache`).toBe(true);
      times.push(ms);
      await context.close();
      await visitor?.close();
    }
    times.sort((a, b) => a - b);
    lines.push(`  ${control.name} (${control.route}): ${times.map(Math.round).join(', ')} ms`);
    if (times[1]! > TAP_BUDGET_MS) over.push(`${control.name}: median ${Math.round(times[1]!)} ms`);
  }
  console.log(`tap to effect at first paint (slow 4G, 4x CPU):\n${lines.join('\n')}`);
  expect(over, `controls over ${TAP_BUDGET_MS} ms`).toEqual([]);
});

// Lighthouse's LCP (mobile: simulated slow 4G, 4× CPU), median of 3, on the page that inlines its
// first screen's CSS only (the home page) and on the largest page that inlines all of its own.
test(`LCP ≤ ${budgets.lcpSeconds} s (Lighthouse mobile, median of 3) on the heaviest pages`, async ({ baseURL }) => {
  test.setTimeout(240_000);
  const largest = routes
    .filter((r) => r !== '/')
    .map((route) => ({ route, bytes: statSync(`${dist}/${route.slice(1)}/index.html.br`).size }))
    .sort((a, b) => b.bytes - a.bytes)[0]!.route;
  const lines: string[] = [];
  const misses: string[] = [];
  for (const route of ['/', largest]) {
    const chrome = await launchChrome();
    try {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const lhr = await runLighthouse(chrome.port, new URL(route, baseURL).href);
        runs.push(lhr.audits['largest-contentful-paint']!.numericValue! / 1000);
      }
      const median = [...runs].sort((a, b) => a - b)[1]!;
      lines.push(`  ${route}: ${runs.map((s) => s.toFixed(2)).join(', ')} s (median ${median.toFixed(2)})`);
      if (median > budgets.lcpSeconds) misses.push(`${route}: ${median.toFixed(2)} s`);
    } finally {
      await chrome.kill();
    }
  }
  console.log(`LCP (Lighthouse mobile):\n${lines.join('\n')}`);
  expect(misses).toEqual([]);
});
