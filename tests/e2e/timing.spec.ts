// Timings, measured alone once every other test has run (a project of its own in
// playwright.config.ts), so a busy 2-core machine does not blur them.
import { SLOW_4G, startFieldProxy, type FieldProxy } from '../support/field-proxy';
import { belowFirstScreenAfterPaint } from '../support/below-first-screen';
import { aboutPage } from '@/content/about';
import { footer } from '@/content/navigation';
import { offlineAnnouncement } from '@/content/offline-status';
import { phone } from './slow-phone-helpers';
import {
  browserMedia,
  contextFor,
  notKeptByTheMachine,
  openControl,
  PAGE_CHANGE_BOUND_MS,
  pageChangeAfterIntent,
  tapControls,
  tapToEffect,
  watchEffect,
  watchNotKept,
  watchRestores,
  type TapControl,
} from '../support/tap-effect';
import { chromium } from '@playwright/test';
import { visitorChromiumLaunchOptions } from '../../playwright.config';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  budgets,
  floors,
  largestOtherRoute as largestOtherPage,
  launchChrome,
  median,
  NO_STYLESHEET_FLOOR,
  ownFloorOf,
  runLighthouse,
  startAuditServer,
} from '../../scripts/bench/audit';
import { expect, failedLoad, routes, test } from './fixtures';

const dist = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');

// One after another in one worker: two timings side by side would blur each other.
test.describe.configure({ mode: 'default' });

const largestOtherRoute = () => largestOtherPage(dist, routes);

let proxy: FieldProxy;
/**
 * A copy of the site with the floors beside its pages (`scripts/bench/audit.ts`: the 350-byte page,
 * and the own floors of the two pages the LCP test measures), started once, for the tests that
 * measure against them, and its slow-4G link.
 */
let floorSite: Promise<{ server: Awaited<ReturnType<typeof startAuditServer>>; proxy: FieldProxy }> | undefined;
const floorSiteOnce = () =>
  (floorSite ??= (async () => {
    const server = await startAuditServer(dist, ['/', largestOtherRoute()]);
    return { server, proxy: await startFieldProxy(server.url.replace('localhost', '127.0.0.1'), SLOW_4G) };
  })());
test.beforeAll(async ({ baseURL }) => {
  proxy = await startFieldProxy(baseURL!.replace('localhost', '127.0.0.1'), SLOW_4G);
});
test.afterAll(async () => {
  await proxy?.close();
  const site = await floorSite;
  await site?.proxy.close();
  await site?.server.close();
});

/** The offline copy's budget from the navigation, and from the first paint where that paint comes late. */
const OFFLINE_READY_MS = 4000;
const OFFLINE_READY_AFTER_PAINT_MS = 3500;
const OFFLINE_READY_VISITS = 5;

// After its first paint the install is the link's work (the whole copy on slow 4G); before it, the
// machine's own rendering at 4× CPU (held by the LCP test against the page's own HTML). On a
// machine slow to render, the copy is held from the first paint.
test(`a first visit on slow 4G stores the offline copy within ${OFFLINE_READY_MS / 1000} s (median of ${OFFLINE_READY_VISITS}), or ${OFFLINE_READY_AFTER_PAINT_MS / 1000} s after a late first paint; the footer then says so, once aloud`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const times: number[] = [];
  const paints: number[] = [];
  for (let i = 0; i < OFFLINE_READY_VISITS; i++) {
    const context = await browser.newContext();
    const page = await phone(context, 1280);
    await page.goto(`${proxy.url}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__ready, undefined, { timeout: 30_000 });
    times.push(await page.evaluate(() => window.__ready!));
    paints.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime));
    if (i < OFFLINE_READY_VISITS - 1) {
      await context.close();
      continue;
    }
    const label = page.getByText(footer.offline);
    await expect(label).toBeVisible();
    await expect(page.locator('#announcer')).toHaveText(offlineAnnouncement);
    // The next visit shows the label quietly: nothing is announced again.
    await page.reload();
    await expect(label).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('#announcer')).toHaveText('');
    await context.close();
  }
  // Each visit's own time from its first paint: a visit that painted late stored its copy late too.
  const afterPaint = times.map((t, i) => t - paints[i]!);
  console.log(
    `offline-ready after ${times.map(Math.round).join(', ')} ms, first paint at ${paints.map(Math.round).join(', ')} ms, so ${afterPaint.map(Math.round).join(', ')} ms after it (slow 4G, 4x CPU)`,
  );
  const [fromStart, fromPaint] = [median(times), median(afterPaint)].map(Math.round);
  expect(
    fromStart! <= OFFLINE_READY_MS || fromPaint! <= OFFLINE_READY_AFTER_PAINT_MS,
    `offline copy stored (medians): ${fromStart} ms from the navigation (budget ${OFFLINE_READY_MS}), ${fromPaint} ms from the first paint (${OFFLINE_READY_AFTER_PAINT_MS})`,
  ).toBe(true);
});

/** The bound in npm test (the goal, 100 ms, is what bench:phone reports against). */
const TAP_BUDGET_MS = 300;
/**
 * Going back is the browser's own work: it shows the page it kept. On a machine where that alone takes
 * longer than the budget, "Go Back" may take at most this much longer than the same return to a
 * 350-byte page, measured beside it.
 */
const GO_BACK_OVER_FLOOR_MS = 100;
/**
 * Runs per control, round by round, each control once a round: on a shared 2-core machine a slow
 * spell of half a minute took two of one control's three runs in a row (a carousel dot: 65, 308,
 * 329 ms, against 93-115 ms in the run before).
 */
const TAP_RUNS = 5;

// Every control a visitor may use at first paint (tests/support/tap-effect.ts), as bench:phone measures them.
test(`a tap at first paint shows its effect within ${TAP_BUDGET_MS} ms on the slow phone (median of ${TAP_RUNS}, in rounds; a return beside its floor), per control`, async ({
  browser,
  consoleGuard,
}) => {
  test.setTimeout(720_000);
  // "Go Back" leaves the 404 page, whose own status the browser logs. Its floor, the 350-byte page,
  // names no icon, so the visitor's Chromium asks for /favicon.ico, which the site does not serve.
  consoleGuard.allow(failedLoad('/no-such-page'));
  consoleGuard.allow(failedLoad('/favicon.ico'));
  expect(tapControls.length, 'controls measured').toBeGreaterThanOrEqual(9);
  const lines: string[] = [];
  const over: string[] = [];
  // Each run taps before the app has loaded. The 404 page's app ("Go Back", no worker allowed)
  // starts at the page's first paint, from the cache the visit before left: on a slow moment of
  // the machine it was there before the check once (CI). A return's page may not be kept for the
  // machine's reasons alone (a renderer too slow to be put away, memory: `notKeptByTheMachine`).
  // Either is measured again, at most twice in a row; a third fails, as does any other control's
  // run with the app there, and a page not kept for any other reason.
  const measure = async (control: TapControl, base: string): Promise<number> => {
    for (let attempt = 1; ; attempt++) {
      // A control that leaves the page ("Go Back") runs in a visitor's Chromium, whose back/forward
      // cache Playwright's browser turns off.
      const visitor = control.from ? await chromium.launch(visitorChromiumLaunchOptions) : undefined;
      try {
        const context = await (visitor ?? browser).newContext(contextFor(control));
        // (The visitor's browser is the test's own; the guard already holds the fixture browser's.)
        await consoleGuard.watch(context);
        const page = await phone(context, control.width);
        const notKept = control.from ? await watchNotKept(page) : [];
        await watchRestores(page);
        await openControl(page, control, base);
        const app = await page.evaluate(() => document.documentElement.dataset.app);
        if (app !== undefined && control.from && attempt < 3) {
          console.warn(`${control.name}: the app was already there at the first paint; measured again`);
          await context.close();
          continue;
        }
        expect(
          app,
          `${control.name}: the app was already there at the first paint (run ${attempt} in a row)`,
        ).toBeUndefined();
        await control.prepare?.(page);
        await watchEffect(page, control.effect);
        await control.act(page);
        const { ms, restored } = await tapToEffect(page, control.effect);
        if (control.from && !restored) {
          // (Chromium says why as the next document commits, before its paint ends the wait above.)
          await expect
            .poll(() => notKept.length, { message: `${control.name}: Chromium saying why it was not kept` })
            .toBeGreaterThan(0);
          const reasons = notKept.flat();
          if (notKeptByTheMachine(reasons) && attempt < 3) {
            console.warn(
              `${control.name}: not kept, for the machine's reasons (${JSON.stringify(reasons)}); measured again`,
            );
            await context.close();
            continue;
          }
          throw new Error(`${control.name}: not kept (run ${attempt} in a row), because: ${JSON.stringify(reasons)}`);
        }
        await context.close();
        return ms;
      } finally {
        await visitor?.close();
      }
    }
  };
  const ms = (xs: number[]) =>
    [...xs]
      .sort((a, b) => a - b)
      .map(Math.round)
      .join(', ');
  const floorPage = floors[1].route;
  // The returns ("Go Back") and their floor come from the copy with the floor page beside the site's.
  const site = await floorSiteOnce();
  const runs = tapControls.map((control) => ({ control, times: [] as number[], floorTimes: [] as number[] }));
  for (let i = 0; i < TAP_RUNS; i++)
    for (const { control, times, floorTimes } of runs) {
      if (!control.from) {
        times.push(await measure(control, proxy.url));
        continue;
      }
      // A return is the browser's work twice over, its own and its floor's: each run beside its floor.
      times.push(await measure(control, site.proxy.url));
      floorTimes.push(
        await measure({ ...control, from: floorPage, effect: { kind: 'back-to', path: floorPage } }, site.proxy.url),
      );
    }
  for (const { control, times, floorTimes } of runs) {
    const bound = floorTimes.length
      ? Math.max(TAP_BUDGET_MS, median(floorTimes) + GO_BACK_OVER_FLOOR_MS)
      : TAP_BUDGET_MS;
    lines.push(
      `  ${control.name} (${control.route}): ${ms(times)} ms` +
        (floorTimes.length ? `; back to a 350-byte page ${ms(floorTimes)} ms; bound ${Math.round(bound)} ms` : ''),
    );
    if (median(times) > bound)
      over.push(`${control.name}: median ${Math.round(median(times))} ms > ${Math.round(bound)} ms`);
  }
  console.log(`tap to effect at first paint (slow 4G, 4x CPU):\n${lines.join('\n')}`);
  expect(over, `controls over ${TAP_BUDGET_MS} ms`).toEqual([]);
});

// Lighthouse's LCP (mobile: simulated slow 4G, 4× CPU), median of 5, on the page that inlines its
// first screen's CSS only (the home page) and on the largest page that inlines all of its own.
// Lighthouse simulates the network but scales the CPU time it saw, so a machine slow to render
// (one whose memory is slow to map: a renderer's first touch of each page) moves every LCP. Each
// page is measured beside its own floor, its HTML with nothing it adds once painted, in the same
// browser and server: within the budget, or at most lcpOverOwnFloorSeconds past that floor where
// the machine cannot render the HTML alone within the budget.
const LCP_RUNS = 5;

test(`LCP ≤ ${budgets.lcpSeconds} s (Lighthouse mobile, median of ${LCP_RUNS}) on the heaviest pages, or ≤ ${budgets.lcpOverOwnFloorSeconds} s past their own HTML's`, async () => {
  test.setTimeout(600_000);
  const { server } = await floorSiteOnce();
  const lines: string[] = [];
  const misses: string[] = [];
  const seconds = (xs: number[]) => xs.map((s) => s.toFixed(2)).join(', ');
  for (const route of ['/', largestOtherRoute()]) {
    const chrome = await launchChrome();
    try {
      const page: number[] = [];
      const floor: number[] = [];
      // Interleaved, so a moment of load on the machine falls on both.
      for (let i = 0; i < LCP_RUNS; i++) {
        for (const [url, runs] of [
          [route, page],
          [ownFloorOf(route), floor],
        ] as const) {
          const lhr = await runLighthouse(chrome.port, new URL(url, server.url).href);
          runs.push(lhr.audits['largest-contentful-paint']!.numericValue! / 1000);
        }
      }
      const bound = Math.max(budgets.lcpSeconds, median(floor) + budgets.lcpOverOwnFloorSeconds);
      lines.push(
        `  ${route}: ${seconds(page)} s (median ${median(page).toFixed(2)}); its own HTML ${seconds(floor)} s (median ${median(floor).toFixed(2)}); bound ${bound.toFixed(2)} s`,
      );
      if (median(page) > bound) misses.push(`${route}: ${median(page).toFixed(2)} s > ${bound.toFixed(2)} s`);
    } finally {
      await chrome.kill();
    }
  }
  console.log(`LCP (Lighthouse mobile):\n${lines.join('\n')}`);
  expect(misses).toEqual([]);
});

// The home page inlines its first screen's CSS only, and what lies below stays hidden until the full
// stylesheet applies (build/prerender-plugin.ts): a visitor who scrolls at once, or a screen reader,
// must find it there soon after the first paint. The goal is a round trip (300 ms), not met yet: this
// guards what is from a return to waiting on the stylesheet's 3 s fallback. A machine slow to parse
// and draw the page moves the whole figure: an unchanged main measured medians of 580-680 ms here
// one day, 1,042-1,200 ms here and on a slower CI machine another, and single runs of 0.85-3.4 s on
// one busy afternoon. There the page is held against itself with no stylesheet to add
// (NO_STYLESHEET_FLOOR, measured in turn with it on the same server and link), whose script shows
// what it holds below as soon as it would have asked for the stylesheet, plus what the stylesheet
// costs the page beyond that (docs/performance.md, "First paint").
const BELOW_FIRST_SCREEN_MS = 800;
const BELOW_FIRST_SCREEN_RUNS = 7;
/**
 * Beyond the stylesheet's round trip and bytes on slow 4G: its frame, which comes once the page is
 * parsed and restyles all of it (a trace at 4x CPU: 256-314 ms), and the link it shares with the
 * app's modules. Medians of 0.73-0.9 s more than the page with no stylesheet to add, all of that
 * included, on the busy development machine.
 */
const BELOW_FIRST_SCREEN_ROOM_MS = 800;

test(`below the home page's first screen is shown within ${BELOW_FIRST_SCREEN_MS} ms of its first paint on the slow phone (median of ${BELOW_FIRST_SCREEN_RUNS}), or within the stylesheet's cost of the page with none to add`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { proxy: floorProxy } = await floorSiteOnce();
  const css = readdirSync(path.join(dist, 'assets')).find((f) => /^style-[^.]+\.css\.br$/.test(f))!;
  const cost =
    SLOW_4G.rttMs +
    (statSync(path.join(dist, 'assets', css)).size * 8 * 1000) / SLOW_4G.downBitsPerSecond +
    BELOW_FIRST_SCREEN_ROOM_MS;
  const times: number[] = [];
  const floor: number[] = [];
  // Interleaved, so a moment of load on the machine falls on both.
  for (let i = 0; i < BELOW_FIRST_SCREEN_RUNS; i++) {
    for (const [url, runs] of [
      [`${floorProxy.url}/`, times],
      [`${floorProxy.url}${NO_STYLESHEET_FLOOR}`, floor],
    ] as const) {
      const context = await browser.newContext();
      const page = await phone(context, 390);
      runs.push(await belowFirstScreenAfterPaint(page, url));
      await context.close();
    }
  }
  const bound = Math.max(BELOW_FIRST_SCREEN_MS, median(floor) + cost);
  console.log(
    `below the first screen shown after the first paint (slow 4G, 4x CPU): ${times.map(Math.round).join(', ')} ms; with no stylesheet to add ${floor.map(Math.round).join(', ')} ms; bound ${Math.round(bound)} ms`,
  );
  expect(median(times)).toBeLessThanOrEqual(bound);
});

const PAGE_CHANGE_RUNS = 5;

// After one visit the worker holds every page's code; a hover or focus on a link shows intent, and the
// page it leads to is prepared then (src/app/preload-on-intent.ts), so the tap only renders it. The
// two intents are measured in turn, so that a slow spell of the shared machine (once all five focus
// runs at 222-341 ms, the hover runs just before at a median of 91) falls on both.
test(`after one visit, a hover or a focus on a header link prepares its page: the tap requests no code or data and shows the heading within ${PAGE_CHANGE_BOUND_MS} ms (median of ${PAGE_CHANGE_RUNS} each, in turn)`, async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const intents = ['hover', 'focus'] as const;
  const times = { hover: [] as number[], focus: [] as number[] };
  for (let i = 0; i < PAGE_CHANGE_RUNS; i++)
    for (const intent of intents) {
      const context = await browser.newContext(browserMedia);
      const page = await phone(context, 1280);
      const { ms, requested } = await pageChangeAfterIntent(page, proxy.url, intent, aboutPage.hero.title);
      expect(requested, `code or data requested after the tap (${intent})`).toEqual([]);
      times[intent].push(ms);
      await context.close();
    }
  for (const intent of intents)
    console.log(`page change after a ${intent} (slow 4G, 4x CPU): ${times[intent].map(Math.round).join(', ')} ms`);
  for (const intent of intents)
    expect(median(times[intent]), `median after a ${intent}`).toBeLessThanOrEqual(PAGE_CHANGE_BOUND_MS);
});
