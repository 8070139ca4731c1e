// Lighthouse audit of the production build: `npm run audit` (expects dist/ from `npx vite build`).
//
//   npm run audit                         every route, 3 runs each (median per metric)
//   npm run audit -- --routes /,/about --runs 1
//
// Prints a markdown table, writes it to reports/audit.md and exits 1 when a route misses a budget.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { pageRoutes } from '../src/app/route-list.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../server/local/serve.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpSeconds: 1.8,
  tbtMs: 150,
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

interface Row {
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

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function failures(r: Row): string[] {
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

async function main() {
  const { routes, runs } = parseArgs(process.argv.slice(2));
  process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'site-audit-data-'));
  const { server, url: base } = await startServer({ port: 0, distDir: path.join(root, 'dist') });
  // A new browser per route: one Chromium driven through 20-odd Lighthouse runs starts failing
  // to record traces (NO_NAVSTART), and each route should start cold anyway.
  let chrome: Awaited<ReturnType<typeof launchChrome>> | null = null;

  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    for (const route of routes) {
      await chrome?.kill();
      chrome = await launchChrome();
      const samples: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await runLighthouse(chrome.port, new URL(route, base).href);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
        samples.push({
          route,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpSeconds: metric('largest-contentful-paint') / 1000,
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
        if (i === runs - 1) {
          // Name the failing audits of the last run so a miss is actionable.
          for (const cat of ['accessibility', 'best-practices', 'seo'] as const) {
            const refs = lhr.categories[cat]?.auditRefs ?? [];
            const failed = refs
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title})`);
            if (failed.length) notes.push(`- ${route} ${cat}: ${failed.join('; ')}`);
          }
        }
        process.stderr.write(`audit ${route} run ${i + 1}/${runs}: perf ${samples.at(-1)!.performance}\n`);
      }
      const pick = <K extends Exclude<keyof Row, 'route'>>(k: K) => median(samples.map((s) => s[k]));
      rows.push({
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpSeconds: pick('lcpSeconds'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      });
    }
  } finally {
    await chrome?.kill();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  const failing = rows.map((r) => ({ route: r.route, misses: failures(r) })).filter((f) => f.misses.length);
  const table = [
    `Lighthouse ${runs === 1 ? '1 run' : `${runs} runs, median`} per route (default mobile config).`,
    `Budgets: performance ≥ ${budgets.performance}; accessibility, best-practices, SEO = 100; LCP ≤ ${budgets.lcpSeconds} s; TBT ≤ ${budgets.tbtMs} ms; CLS ≤ ${budgets.cls}.`,
    '',
    '| route | perf | a11y | best-practices | SEO | LCP s | TBT ms | CLS | ok |',
    '|---|---:|---:|---:|---:|---:|---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpSeconds.toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${failures(r).length ? '✗' : '✓'} |`,
    ),
    '',
    failing.length
      ? '**Misses:**\n' + failing.map((f) => `- ${f.route}: ${f.misses.join(', ')}`).join('\n')
      : 'All routes within budget.',
    ...(notes.length ? ['', 'Failing audits (last run):', ...notes] : []),
    '',
  ].join('\n');

  console.log(table);
  const reportDir = path.join(root, 'reports');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'audit.md'), table);
  process.exitCode = failing.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
