// `npm run bench:phone` (not in `npm test`): the site as a visitor on a slow phone gets it, on
// the production build (dist/) served by the production server. Network: slow 4G through
// scripts/field-proxy.ts (150 ms round trip, 1.6 Mbps down, 750 kbps up, shared by the page and
// its service worker); CPU: 4× slower (Chromium's throttling). Median of RUNS runs. Prints one table:
//   - time from navigation start to the offline copy stored (the worker controls the page), first visit to /;
//   - first-visit bytes on the wire: the page, and the offline copy;
//   - per route: JavaScript and HTML bytes before any interaction (worker script included);
//   - per route: Lighthouse mobile LCP and TBT (Lighthouse's own simulated throttling);
//   - Event Timing durations of the menu, a carousel dot, a resource chip, an ROI keystroke and
//     the contact form's first keystroke, each made at first paint.
// Goals: offline-ready ≤ 4 s, LCP ≤ 0.95 s, every interaction ≤ 50 ms.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { pageRoutes } from '../src/app/route-list.ts';
import { a11yLabels } from '../src/content/navigation.ts';
import { heroCopy, roiCopy } from '../src/content/home.ts';
import { contactFormCopy } from '../src/content/forms.ts';
import { launchChrome, runLighthouse } from './audit.ts';
import { SLOW_4G, startFieldProxy, type FieldProxy } from './field-proxy.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)}`;

/** Runs in every page before anything else: the paint and interaction timings the bench reads. */
function instrument() {
  const w = window as unknown as {
    __events: { name: string; duration: number; id: number }[];
    __ready?: number;
    __fcp?: number;
  };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId) w.__events.push({ name: e.name, duration: e.duration, id: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) w.__fcp = performance.now();
  }).observe({ type: 'paint', buffered: true });
  navigator.serviceWorker?.addEventListener('controllerchange', () => (w.__ready = performance.now()));
}

async function phone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(instrument);
}

const waitForPaint = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __fcp?: number }).__fcp, undefined, { timeout: 60_000 });

/** The slowest event of the interaction the action caused (Event Timing). */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events.length = 0));
  await act();
  await page.waitForTimeout(1000);
  const events = await page.evaluate(() => (window as unknown as { __events: { duration: number }[] }).__events);
  // An event under the 16 ms threshold is not reported: it was that fast.
  return events.length ? Math.max(...events.map((e) => e.duration)) : 16;
}

interface FirstVisit {
  readyMs: number;
  pageBytes: number;
  offlineBytes: number;
}

async function firstVisit(proxy: FieldProxy, browser: import('@playwright/test').Browser): Promise<FirstVisit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await phone(context, page);
  proxy.reset();
  await page.goto(`${proxy.url}/`);
  await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready, undefined, { timeout: 60_000 });
  const readyMs = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
  await page.waitForTimeout(1000);
  const offline = (t: { dest: string }) => t.dest === 'empty';
  const sum = (f: (t: { dest: string }) => boolean) => proxy.transfers.filter(f).reduce((n, t) => n + t.bytes, 0);
  await context.close();
  return { readyMs, pageBytes: sum((t) => !offline(t)), offlineBytes: sum(offline) };
}

/** JavaScript and HTML the page itself moves before any interaction (fresh visit, worker included). */
async function routeBytes(proxy: FieldProxy, browser: import('@playwright/test').Browser, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  proxy.reset();
  await page.goto(proxy.url + route);
  await page.waitForTimeout(1500);
  await context.close();
  const of = (dest: string) => proxy.transfers.filter((t) => t.dest === dest).reduce((n, t) => n + t.bytes, 0);
  return { js: of('script') + of('serviceworker'), html: of('document') };
}

async function main() {
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bench-phone-'));
  const { startServer } = await import('../server/local/serve.ts');
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1' });
  const origin = url.replace('localhost', '127.0.0.1');
  const slow = await startFieldProxy(origin, SLOW_4G);
  const fast = await startFieldProxy(origin);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const lines: string[] = [];
  try {
    const visits: FirstVisit[] = [];
    for (let i = 0; i < RUNS; i++) visits.push(await firstVisit(slow, browser));
    lines.push(
      `First visit to / on slow 4G, 4× CPU (median of ${RUNS}):`,
      `  offline copy stored after ${(median(visits.map((v) => v.readyMs)) / 1000).toFixed(2)} s (goal ≤ 4 s)`,
      `  bytes on the wire: page ${kb(median(visits.map((v) => v.pageBytes)))} KiB + offline copy ${kb(median(visits.map((v) => v.offlineBytes)))} KiB = ${kb(median(visits.map((v) => v.pageBytes + v.offlineBytes)))} KiB`,
      '',
    );

    // A new browser per route, as in the audit (a long-lived one stops recording traces).
    let chrome: Awaited<ReturnType<typeof launchChrome>> | null = null;
    lines.push('| route | JS KiB | HTML KiB | LCP s | TBT ms |', '|---|---:|---:|---:|---:|');
    try {
      for (const route of pageRoutes) {
        await chrome?.kill();
        chrome = await launchChrome();
        const bytes = await routeBytes(fast, browser, route);
        const lcp: number[] = [];
        const tbt: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const lhr = await runLighthouse(chrome.port, `${origin}${route}`);
          lcp.push((lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000);
          tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        }
        lines.push(
          `| ${route} | ${kb(bytes.js)} | ${kb(bytes.html)} | ${median(lcp).toFixed(2)} | ${Math.round(median(tbt))} |`,
        );
        process.stderr.write(`bench:phone ${route} done\n`);
      }
    } finally {
      await chrome?.kill();
    }

    const narrow = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const cases: [string, string, boolean, (p: Page) => Promise<void>][] = [
      ['menu', '/about', true, (p) => p.getByRole('button', { name: a11yLabels.menuToggle }).click()],
      ['carousel dot', '/', false, (p) => p.getByRole('button', { name: heroCopy.goTo(2) }).click()],
      ['resource chip', '/resources', false, (p) => p.getByRole('radio', { name: 'Security' }).click()],
      [
        'ROI keystroke',
        '/',
        false,
        async (p) => {
          const input = p.getByLabel(roiCopy.inputs.volume);
          await input.focus();
          await p.keyboard.press('End');
          await p.keyboard.type('0');
        },
      ],
      [
        'form first keystroke',
        '/contact',
        false,
        async (p) => {
          await p.getByLabel(contactFormCopy.labels.name).focus();
          await p.keyboard.type('J');
        },
      ],
    ];
    lines.push('', `Interactions at first paint, slow 4G and 4× CPU (Event Timing, median of ${RUNS}; goal ≤ 50 ms):`);
    for (const [name, route, small, act] of cases) {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext(small ? narrow : {});
        const page = await context.newPage();
        await phone(context, page);
        await page.goto(slow.url + route, { waitUntil: 'commit' });
        await waitForPaint(page);
        samples.push(await interaction(page, () => act(page)));
        await context.close();
      }
      lines.push(
        `  ${name.padEnd(22)} ${Math.round(median(samples))} ms (runs: ${samples.map(Math.round).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await slow.close();
    await fast.close();
    server.close();
  }
  console.log(lines.join('\n'));
}

await main();
process.exit(0);
