// Lighthouse audit of the production build: `npm run audit` (expects dist/ from `npx vite build`).
//
//   npm run audit                         every route, 3 rounds (median per metric)
//   npm run audit -- --routes /,/about --runs 1
//
// Prints a markdown table, writes it to reports/audit.md and exits 1 when a route misses a budget.
// Beside the routes, in the same rounds and browser settings, two floors: the home page's own HTML
// with no stylesheet or script links (what its HTML alone costs), and a 350-byte page (what the
// network and the machine alone cost). A route's LCP and TBT can only approach them.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pageRoutes } from '../../src/app/route-list.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../../server/local/serve.ts';
import { root } from './kit.ts';

export const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpSeconds: 0.85,
  /**
   * On a machine too slow to render the page's own HTML within lcpSeconds (its own floor), how
   * much later than that floor its LCP may come: at most one round trip of Lighthouse's mobile link
   * (150 ms), which a render-blocking file always exceeds (its round trip plus its bytes).
   */
  lcpOverOwnFloorSeconds: 0.15,
  /** The goal on every route (median of the audit's rounds). */
  tbtMs: 20,
  cls: 0.02,
} as const;

/** Headless Debian Chromium for Lighthouse. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Trace failures Lighthouse itself says to retry ("Please run Lighthouse again"). */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'PROTOCOL_TIMEOUT']);

/** One Lighthouse run with the default (mobile) config, on the categories the table reports. */
export async function runLighthouse(port: number, url: string, attempt = 1): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError && RETRYABLE.has(lhr.runtimeError.code) && attempt < 3) {
    process.stderr.write(`lighthouse ${url}: ${lhr.runtimeError.code}, running again\n`);
    return runLighthouse(port, url, attempt + 1);
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** The floors, served from a copy of dist/ beside the pages (same server, headers and compression). */
export const floors = [
  { route: '/__floor/home-html', label: 'floor: the home HTML, no CSS or JS links' },
  { route: '/__floor/350-bytes', label: 'floor: a 350-byte page' },
] as const;

/** Where a route's own floor is served: its HTML with nothing it adds after painting (withoutLinks). */
export const ownFloorOf = (route: string): string => `/__floor/own${route === '/' ? '' : route}`;

/**
 * A page's HTML without its stylesheet (and its no-JS copy), scripts and module preloads, and
 * without the files its inline script would add once it has painted (its `data-` names): what its
 * HTML alone costs (a floor).
 */
export function withoutLinks(html: string): string {
  return html
    .replace(/\s+data-(css|entry|preload|manifest)="[^"]*"/gi, '')
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi, '')
    .replace(/<noscript>\s*<link\b[^>]*\brel="stylesheet"[^>]*>\s*<\/noscript>/gi, '')
    .replace(/<link\b[^>]*\brel="(stylesheet|modulepreload|preload)"[^>]*>/gi, '');
}

/**
 * The home page with no stylesheet to add after its paint: all else as it is (its script, entry,
 * modules and offline copy), so its script shows what it holds below the first screen as soon as it
 * would have asked for the stylesheet (tests/e2e/timing.spec.ts measures the page against it).
 */
export const NO_STYLESHEET_FLOOR = '/__floor/home-without-stylesheet';

/** A page's HTML without the stylesheet its script adds after the paint (its no-JS copy stays). */
export const withoutStylesheet = (html: string): string => html.replace(/\s+data-css="[^"]*"/, '');

/** A page of exactly 350 bytes with one heading, the smallest sensible LCP element. */
export function tinyPage(): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title><meta name="description" content="The network floor.">';
  const body = '</head><body><main><h1>IT consulting for government and enterprise</h1><p>';
  const end = '</p></main></body></html>';
  const page = head + body + 'x'.repeat(Math.max(0, 350 - head.length - body.length - end.length)) + end;
  return page;
}

/**
 * A page of one heading and one toggle button, under 500 bytes, with no stylesheet or script file:
 * what a tap at first paint costs the machine alone (its Event Timing and tap to effect), beside
 * which the slow-phone bench prints the site's controls. A tap sets `aria-pressed` to "true".
 */
export function tapFloorPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>Tap floor</title></head><body><main><h1>IT consulting for government and enterprise</h1>' +
    '<button type="button" aria-pressed="false" onclick="this.ariaPressed=this.ariaPressed==\'true\'?\'false\':\'true\'" style="padding:12px 20px">Pause</button>' +
    '</main></body></html>'
  );
}

/** The largest page but the home page (its brotli HTML in `dist`): with `/`, the heaviest of the site to paint. */
export const largestOtherRoute = (dist: string, routes: readonly string[]): string =>
  routes
    .filter((r) => r !== '/')
    .map((route) => ({ route, bytes: statSync(path.join(dist, route.slice(1), 'index.html.br')).size }))
    .sort((a, b) => b.bytes - a.bytes)[0]!.route;

const pageFile = (dist: string, route: string) => path.join(dist, route.slice(1), 'index.html');

/**
 * A copy of dist/ with the two floor pages added, and each of `ownFloors`' own floor (with their
 * compressed forms, as the build writes).
 */
function distWithFloors(dist: string, ownFloors: readonly string[] = []): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'site-audit-dist-'));
  cpSync(dist, copy, { recursive: true });
  const home = readFileSync(pageFile(dist, '/'), 'utf8');
  const pages: Record<string, string> = {
    [floors[0].route]: withoutLinks(home),
    [floors[1].route]: tinyPage(),
    [NO_STYLESHEET_FLOOR]: withoutStylesheet(home),
  };
  for (const route of ownFloors) pages[ownFloorOf(route)] = withoutLinks(readFileSync(pageFile(dist, route), 'utf8'));
  for (const [route, html] of Object.entries(pages)) {
    const dir = path.join(copy, route);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
    writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));
  }
  return copy;
}

/**
 * The site's server on a copy of `dist` with the floors beside its pages (and the own floors of
 * `ownFloors`), on its own database: what the audit, and the LCP test, measure against.
 */
export async function startAuditServer(dist: string, ownFloors: readonly string[] = []) {
  // Never the data directory of a server already running (embedded PostgreSQL allows one process).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-audit-data-'));
  process.env.DATA_DIR = dataDir;
  const copy = distWithFloors(dist, ownFloors);
  const { server, url } = await startServer({ port: 0, distDir: copy });
  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(copy, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
}

function parseArgs(argv: string[]): { routes: string[]; runs: number } {
  const value = (name: string): string | undefined => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i === -1) return undefined;
    const arg = argv[i]!;
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  };
  const routesArg = value('routes');
  const runsArg = value('runs');
  const routes = routesArg
    ? routesArg
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
        .map((r) => (r.startsWith('/') ? r : `/${r}`))
    : [...pageRoutes];
  const runs = runsArg ? Number(runsArg) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${runsArg}`);
  return { routes, runs };
}

/** The median of the samples (the mean of the middle two for an even count). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export function failures(r: Row): string[] {
  const out: string[] = [];
  if (r.performance < budgets.performance) out.push(`performance ${r.performance} < ${budgets.performance}`);
  if (r.accessibility < budgets.accessibility) out.push(`accessibility ${r.accessibility} < ${budgets.accessibility}`);
  if (r.bestPractices < budgets.bestPractices) out.push(`best-practices ${r.bestPractices} < ${budgets.bestPractices}`);
  if (r.seo < budgets.seo) out.push(`SEO ${r.seo} < ${budgets.seo}`);
  if (r.lcpSeconds > budgets.lcpSeconds) out.push(`LCP ${r.lcpSeconds.toFixed(2)} s > ${budgets.lcpSeconds} s`);
  if (r.tbtMs > budgets.tbtMs) out.push(`TBT ${Math.round(r.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (r.cls > budgets.cls) out.push(`CLS ${r.cls.toFixed(3)} > ${budgets.cls}`);
  return out;
}

/** A signed difference in milliseconds, as the table prints it. */
const signedMs = (ms: number) => {
  const rounded = Math.round(ms);
  return `${rounded >= 0 ? '+' : '−'}${Math.abs(rounded)} ms`;
};

/** The routes (not the floors) that miss a budget, and how. */
export const routeMisses = (rows: readonly Row[]) =>
  rows
    .filter((r) => !floors.some((f) => f.route === r.route))
    .map((r) => ({ route: r.route, misses: failures(r) }))
    .filter((f) => f.misses.length);

/**
 * The audit's report: the floors first, as rows of their own, so that each route's LCP and TBT read
 * against what the network and the machine alone cost in the same run (a floor's TBT is the
 * machine's, not the site's: a page with no script can have long tasks only of the browser's own).
 */
export function auditTable(rows: readonly Row[], runs: number): string {
  const floorRows = floors.map((f) => rows.find((r) => r.route === f.route));
  const routeRows = rows.filter((r) => !floors.some((f) => f.route === r.route));
  const lcpOf = (i: 0 | 1) => floorRows[i]?.lcpSeconds ?? NaN;
  const failing = routeMisses(rows);
  const cells = (r: Row, over: string[], ok: string) =>
    `| ${[r.route, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpSeconds.toFixed(2), ...over, Math.round(r.tbtMs), r.cls.toFixed(3), ok].join(' | ')} |`;
  return [
    `Lighthouse ${runs === 1 ? '1 run' : `${runs} runs, median`} per route (default mobile config), in rounds: each round measures every page once, the floors first.`,
    `Budgets: performance ≥ ${budgets.performance}; accessibility, best-practices, SEO = 100; LCP ≤ ${budgets.lcpSeconds} s; TBT ≤ ${budgets.tbtMs} ms; CLS ≤ ${budgets.cls}.`,
    `Floors, same run: ${floors.map((f, i) => `${f.label}: LCP ${lcpOf(i as 0 | 1).toFixed(2)} s, TBT ${Math.round(floorRows[i]?.tbtMs ?? NaN)} ms`).join('; ')}.`,
    '',
    '| route | perf | a11y | best-practices | SEO | LCP s | over the home-HTML floor | over the 350-byte floor | TBT ms | CLS | ok |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|',
    ...floorRows.flatMap((r, i) => (r ? [cells({ ...r, route: floors[i]!.label }, ['', ''], 'floor')] : [])),
    ...routeRows.map((r) =>
      cells(
        r,
        [signedMs((r.lcpSeconds - lcpOf(0)) * 1000), signedMs((r.lcpSeconds - lcpOf(1)) * 1000)],
        failures(r).length ? '✗' : '✓',
      ),
    ),
    '',
    failing.length
      ? '**Misses:**\n' + failing.map((f) => `- ${f.route}: ${f.misses.join(', ')}`).join('\n')
      : 'All routes within budget.',
    '',
  ].join('\n');
}

async function main() {
  const { routes, runs } = parseArgs(process.argv.slice(2));
  const { url: base, close } = await startAuditServer(path.join(root, 'dist'));
  const pages = [...floors.map((f) => f.route), ...routes];
  const samples = new Map<string, Row[]>(pages.map((route) => [route, []]));
  const notes: string[] = [];
  try {
    // In rounds, so a slow spell of the machine falls on the floors and the routes alike, not on
    // every run of one page. A new browser per run: one Chromium driven through 20-odd Lighthouse
    // runs starts failing to record traces (NO_NAVSTART), and each run should start cold anyway.
    for (let i = 0; i < runs; i++) {
      for (const route of pages) {
        const chrome = await launchChrome();
        let lhr: LighthouseResult;
        try {
          lhr = await runLighthouse(chrome.port, new URL(route, base).href);
        } finally {
          await chrome.kill();
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
        const sample: Row = {
          route,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpSeconds: metric('largest-contentful-paint') / 1000,
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        };
        samples.get(route)!.push(sample);
        if (i === runs - 1 && !floors.some((f) => f.route === route)) {
          // Name the failing audits of the last run so a miss is actionable.
          for (const cat of ['accessibility', 'best-practices', 'seo'] as const) {
            const refs = lhr.categories[cat]?.auditRefs ?? [];
            const failed = refs
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title})`);
            if (failed.length) notes.push(`- ${route} ${cat}: ${failed.join('; ')}`);
          }
        }
        process.stderr.write(
          `audit round ${i + 1}/${runs} ${route}: perf ${sample.performance}, LCP ${sample.lcpSeconds.toFixed(2)} s, TBT ${Math.round(sample.tbtMs)} ms\n`,
        );
      }
    }
  } finally {
    await close();
  }

  const rows = pages.map((route): Row => {
    const runsOf = samples.get(route)!;
    const pick = <K extends Exclude<keyof Row, 'route'>>(k: K) => median(runsOf.map((s) => s[k]));
    return {
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpSeconds: pick('lcpSeconds'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
    };
  });
  const table = [auditTable(rows, runs), ...(notes.length ? ['Failing audits (last run):', ...notes, ''] : [])].join(
    '\n',
  );
  console.log(table);
  const reportDir = path.join(root, 'reports');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'audit.md'), table);
  process.exitCode = routeMisses(rows).length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
