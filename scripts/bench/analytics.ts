// `npm run bench:analytics`: the site's own analytics under load (loopback only, a few minutes).
//   1. The dashboard: 10 million events over 13 months on PostgreSQL (a throwaway cluster from
//      scripts/pg-test-server.sh, or DATABASE_URL) and 1 million on PGlite, seeded in SQL; the
//      daily counts made once (timed), then the 30-day overview asked for 30 times, each after new
//      events reached today (so today is counted again each time, as on a live site): p50, p95.
//   2. Ingestion on the real local server (its own temporary PGlite): batches of 50 events as
//      fast as 8 connections go, alone and beside contact submissions; the contact submissions'
//      throughput alone (the baseline) and beside 2,000 events per second.
// Prints the figures; exits 1 when one misses its goal (p95 ≤ 300 ms on PostgreSQL, ≤ 1 s on
// PGlite, ≥ 2,000 events/s, contact throughput within 10 % of its baseline). Writes
// reports/bench-analytics.json. Options: --pg-events N, --pglite-events N, --skip-dashboard,
// --skip-ingest. Internal mode: `--serve` (the server child).
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopOnSignal } from '../../tests/support/stop-on-signal.ts';
import {
  autocannon,
  contactRequest,
  nextIp,
  printResult,
  root,
  SERVER_ELSEWHERE,
  startChild,
  stubDist,
} from './kit.ts';

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const GOAL = { pgP95: 300, pgliteP95: 1000, eventsPerSecond: 2000, contactSlowdown: 0.1 };
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ADMIN_TOKEN = 'bench-admin-token-0123456789';

// ---------- 1. the dashboard ----------

/** Seeds `n` events spread over the last 395 days, in SQL (1 in 5 page views a visit's first). */
async function seed(db: import('../../server/store/db.ts').Db, n: number) {
  const chunk = 500_000;
  for (let done = 0; done < n; done += chunk) {
    const rows = Math.min(chunk, n - done);
    await db.query(
      `INSERT INTO analytics_events (id, name, occurred_at, received_at, path, visitor, params)
       SELECT gen_random_uuid(), e.name, e.at, e.at, e.path, e.visitor, e.params
       FROM (
         SELECT CASE WHEN r < 0.80 THEN 'page_view' WHEN r < 0.88 THEN 'form_started' WHEN r < 0.91 THEN 'form_sent'
                     WHEN r < 0.96 THEN 'file_downloaded' ELSE 'cta_get_started_clicked' END AS name,
                now() - random() * interval '395 days' AS at,
                '/' || (ARRAY['', 'about', 'solutions', 'careers', 'resources', 'contact', 'industries', 'case-studies'])[1 + (g % 8)] AS path,
                CASE WHEN g % 10 = 0 THEN NULL ELSE md5((g % 20000)::text) END AS visitor,
                CASE WHEN r < 0.16 THEN jsonb_build_object('source', (ARRAY['(direct)', 'google.com', 'newsletter', 'linkedin.com', 'bing'])[1 + (g % 5)],
                                                          'medium', 'referral', 'campaign', 'c' || (g % 12))
                     WHEN r < 0.80 THEN '{}'::jsonb
                     WHEN r < 0.91 THEN jsonb_build_object('form_name', (ARRAY['contact', 'demo', 'newsletter', 'application', 'webinar'])[1 + (g % 5)])
                     WHEN r < 0.96 THEN jsonb_build_object('file', '/whitepapers/w' || (g % 6) || '.pdf')
                     ELSE jsonb_build_object('slide_id', 's' || (g % 4)) END AS params
         FROM (SELECT g, random() AS r FROM generate_series(1, $1::int) AS g) AS x
       ) AS e`,
      [rows],
    );
    process.stdout.write(`  seeded ${(done + rows).toLocaleString('en-US')} events\n`);
  }
  await db.query(
    `INSERT INTO analytics_days_due SELECT DISTINCT (occurred_at AT TIME ZONE 'America/New_York')::date FROM analytics_events ON CONFLICT DO NOTHING`,
  );
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

/** In a child (one database per process): seeds, counts, and times the overview. */
async function dashboard(label: string, n: number) {
  const { getDb, closeDb } = await import('../../server/store/db.ts');
  const { insertEvents, rollUpDue } = await import('../../server/store/analytics.ts');
  const { analyticsHandlers } = await import('../../server/endpoints/staff/analytics.ts');
  const db = await getDb();
  console.log(`\n${label}: seeding ${n.toLocaleString('en-US')} events…`);
  let t = Date.now();
  await seed(db, n);
  const seedMs = Date.now() - t;
  t = Date.now();
  const days = await rollUpDue(db);
  const rollUpMs = Date.now() - t;
  console.log(`  seeded in ${(seedMs / 1000).toFixed(0)} s; ${days} days counted in ${(rollUpMs / 1000).toFixed(1)} s`);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    await insertEvents(
      db,
      Array.from({ length: 50 }, () => ({
        id: randomUUID(),
        name: 'page_view' as const,
        occurredAt: new Date(),
        path: '/about',
        visitor: 'bench',
        params: {},
      })),
    );
    t = performance.now();
    await analyticsHandlers.analytics({ db, query: {} } as never);
    times.push(performance.now() - t);
  }
  const result = {
    events: n,
    seedMs,
    days,
    rollUpMs,
    p50: pct(times, 50),
    p95: pct(times, 95),
    max: Math.max(...times),
  };
  console.log(
    `  30-day overview, 30 times: p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, max ${result.max.toFixed(0)} ms`,
  );
  await closeDb();
  printResult(result);
}

type DashboardResult = {
  events: number;
  seedMs: number;
  days: number;
  rollUpMs: number;
  p50: number;
  p95: number;
  max: number;
};

/** Runs the dashboard's part on one backend in a child, its progress shown as it goes. */
async function dashboardOn(label: string, n: number, env: NodeJS.ProcessEnv): Promise<DashboardResult> {
  const child = startChild(self, ['--dashboard', label, String(n)], env);
  child.child.stdout!.on('data', (c: Buffer) => {
    for (const l of c.toString().split('\n')) if (l.trim() && !l.startsWith('RESULT ')) console.log(l);
  });
  return JSON.parse(await child.line) as DashboardResult;
}

// ---------- 2. ingestion ----------

async function serve(): Promise<void> {
  const dist = await stubDist();
  const { startServer } = await import('../../server/local/serve.ts');
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1', distDir: dist });
  stopOnSignal(server, () => rmSync(dist, { recursive: true, force: true }), { closeConnections: true });
  process.stdout.write(`READY ${url}\n`);
}

const eventsRequest = () => ({
  method: 'POST',
  path: '/api/events',
  headers: { 'content-type': 'application/json', 'user-agent': UA },
  setupRequest: (req: object) => ({
    ...req,
    headers: { 'content-type': 'application/json', 'user-agent': UA, 'x-forwarded-for': nextIp() },
    body: JSON.stringify({
      sentAt: Date.now(),
      events: Array.from({ length: 50 }, () => ({
        id: randomUUID(),
        name: 'page_view',
        at: Date.now(),
        path: '/about',
      })),
    }),
  }),
});

async function ingest() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    RATE_LIMIT_PER_HOUR: '0',
    ANALYTICS_COUNT_AUTOMATION: 'true',
  };
  for (const k of SERVER_ELSEWHERE) delete env[k];
  const server = startChild(self, ['--serve'], env);
  try {
    const url = await server.line;
    const seconds = 8;
    await autocannon({ url, connections: 4, duration: 2, requests: [contactRequest()] });
    const contactAlone = await autocannon({ url, connections: 8, duration: seconds, requests: [contactRequest()] });
    const eventsAlone = await autocannon({ url, connections: 8, duration: seconds, requests: [eventsRequest()] });
    // 2,000 events per second (40 batches) beside contact submissions as fast as they go.
    const [eventsBeside, contactBeside] = await Promise.all([
      autocannon({ url, connections: 4, duration: seconds, overallRate: 40, requests: [eventsRequest()] }),
      autocannon({ url, connections: 8, duration: seconds, requests: [contactRequest()] }),
    ]);
    const perSecond = (r: { requests: { total: number } }, d: number, each = 1) => (r.requests.total * each) / d;
    const result = {
      eventsPerSecond: perSecond(eventsAlone, seconds, 50),
      eventsErrors: eventsAlone.errors + eventsAlone.non2xx,
      contactAlonePerSecond: perSecond(contactAlone, seconds),
      contactAloneP99: contactAlone.latency.p99,
      eventsBesidePerSecond: perSecond(eventsBeside, seconds, 50),
      contactBesidePerSecond: perSecond(contactBeside, seconds),
      contactBesideP99: contactBeside.latency.p99,
      errorsBeside: eventsBeside.errors + eventsBeside.non2xx + contactBeside.errors + contactBeside.non2xx,
    };
    console.log(
      `\nIngestion (npm start's server, PGlite):\n  events alone: ${result.eventsPerSecond.toFixed(0)} events/s (batches of 50, 8 connections), ${result.eventsErrors} errors\n` +
        `  contact alone: ${result.contactAlonePerSecond.toFixed(0)} submissions/s, p99 ${result.contactAloneP99} ms\n` +
        `  beside ${result.eventsBesidePerSecond.toFixed(0)} events/s: contact ${result.contactBesidePerSecond.toFixed(0)} submissions/s ` +
        `(${(((result.contactBesidePerSecond - result.contactAlonePerSecond) / result.contactAlonePerSecond) * 100).toFixed(1)} %), p99 ${result.contactBesideP99} ms, ${result.errorsBeside} errors`,
    );
    return result;
  } finally {
    if (server.child.exitCode === null) {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------- main ----------

async function main() {
  const report: Record<string, unknown> = {};
  const failures: string[] = [];
  if (!args.includes('--skip-dashboard')) {
    let pgUrl = process.env.DATABASE_URL;
    let cluster: string | undefined;
    if (!pgUrl) {
      const r = spawnSync('bash', [path.join(root, 'scripts/pg-test-server.sh'), 'start'], { encoding: 'utf8' });
      const vars = Object.fromEntries(r.stdout.split('\n').map((l) => l.trim().split(/=(.*)/s)));
      pgUrl = vars.DATABASE_URL;
      cluster = vars.PG_TEST_DIR;
      if (!pgUrl) console.warn(`PostgreSQL unavailable (${r.stderr.trim()}): its part is skipped.`);
    }
    try {
      if (pgUrl) {
        const pg = await dashboardOn('PostgreSQL', option('--pg-events', 10_000_000), {
          ...process.env,
          DATABASE_URL: pgUrl,
        });
        report.postgres = pg;
        if (pg.p95 > GOAL.pgP95) failures.push(`PostgreSQL p95 ${pg.p95.toFixed(0)} ms > ${GOAL.pgP95} ms`);
      }
    } finally {
      if (cluster) spawnSync('bash', [path.join(root, 'scripts/pg-test-server.sh'), 'stop', cluster]);
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-pglite-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const lite = await dashboardOn('PGlite', option('--pglite-events', 1_000_000), env);
      report.pglite = lite;
      if (lite.p95 > GOAL.pgliteP95) failures.push(`PGlite p95 ${lite.p95.toFixed(0)} ms > ${GOAL.pgliteP95} ms`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!args.includes('--skip-ingest')) {
    const i = await ingest();
    report.ingest = i;
    if (i.eventsPerSecond < GOAL.eventsPerSecond)
      failures.push(`${i.eventsPerSecond.toFixed(0)} events/s < ${GOAL.eventsPerSecond}`);
    if (i.contactBesidePerSecond < i.contactAlonePerSecond * (1 - GOAL.contactSlowdown))
      failures.push(
        `contact submissions ${i.contactBesidePerSecond.toFixed(0)}/s beside events, baseline ${i.contactAlonePerSecond.toFixed(0)}/s`,
      );
  }
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/bench-analytics.json'), JSON.stringify({ ...report, failures }, null, 2));
  console.log(failures.length ? `\nMISSED: ${failures.join('; ')}` : '\nAll goals met.');
  process.exit(failures.length ? 1 : 0);
}

if (args[0] === '--serve') await serve();
else if (args[0] === '--dashboard') await dashboard(args[1]!, Number(args[2]));
else await main();
