// `npm run bench:api`: load test of the API on the local server (loopback only, about 90 s).
// Runs the real server (server/local/serve.ts) in a child process with its own temporary PGlite
// DATA_DIR, no SMTP (mail waits in the outbox) and a seeded backlog (25,800 delivered mails and
// 50,000 stored submissions, as after months of traffic), then measures with autocannon:
//   1. contact POST throughput and latency (a new Idempotency-Key and client address per request);
//   2. a bare node:http handler, measured the same way, for the ratio;
//   3. a flood from one address that must be rate-limited while a normal client's p99 stays < 100 ms;
//   4. a health flood (another process) while contact POSTs run: throughput against phase 1;
//   5. the staff listing (1,000 rows, repeatedly) while contact POSTs run;
//   6. a slow-connection flood (thousands of half-sent requests from one address) while another
//      address sends contact POSTs: its p99 must stay under 100 ms;
//   7. the staff inbox (GET /api/staff/leads, signed in): a person paging, filtering and searching
//      through the whole seed, one request at a time; its p95 per page must stay under 150 ms.
// Exits 1 when an assertion fails. Writes reports/bench-api.json.
//
// Internal modes: `--serve` (the server child), `--flood`, `--health`, `--list`, `--slow` (load children).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { createServer } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopOnSignal } from '../../tests/support/stop-on-signal.ts';
import {
  autocannon,
  contactBody,
  contactRequest,
  healthFlood,
  nextIp,
  printResult,
  root,
  SERVER_ELSEWHERE,
  startChild,
  stubDist,
  type AutocannonResult,
} from './kit.ts';

const self = fileURLToPath(import.meta.url);

const RATE_LIMIT = 20;
const P99_LIMIT_MS = 100;
const PHASE = { warmup: 1, throughput: 8, bare: 5, flood: 10, health: 8, list: 8, slow: 10 };
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const SEED = { mails: 25_800, submissions: 50_000 };
const SLOW_CONNECTIONS = 3000;

// ---------- child: the server ----------

async function serve(): Promise<void> {
  const dist = await stubDist();
  const { startServer } = await import('../../server/local/serve.ts');
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1', distDir: dist });
  // The backlog of a site that has run for months: delivered mail and stored submissions.
  const { getDb } = await import('../../server/store/db.ts');
  const db = await getDb();
  await db.query(
    `INSERT INTO outbox (id, kind, to_addr, subject, text_body, status, sent_at)
     SELECT gen_random_uuid(), 'contact', 'sales@example.com', 's', 't', 'sent', now() FROM generate_series(1, $1)`,
    [SEED.mails],
  );
  await db.query(
    `INSERT INTO submissions (id, kind, idempotency_key, fingerprint, email, fields)
     SELECT gen_random_uuid(), 'contact', 'seed-' || i, 'f', 'p' || i || '@agency.gov',
            jsonb_build_object('name', 'Person ' || i, 'message', 'A seeded message of a believable length.')
     FROM generate_series(1, $1) i`,
    [SEED.submissions],
  );
  await db.exec('ANALYZE');
  // A staff session for phase 7, as a passkey sign-in leaves one.
  const { addAccount, createSession } = await import('../../server/store/staff.ts');
  const account = await addAccount(db, 'bench@example.com', true);
  const staffCookie = `staff_session=${await createSession(db, account!.id)}`;
  // The baseline: a bare handler that reads the body and answers like the function does.
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"ok":true,"id":"00000000-0000-0000-0000-000000000000"}');
    });
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const barePort = (bare.address() as AddressInfo).port;
  process.stdout.write(
    `READY ${JSON.stringify({ url: url.replace('localhost', '127.0.0.1'), bare: `http://127.0.0.1:${barePort}`, staffCookie })}\n`,
  );
  stopOnSignal(
    server,
    () => {
      bare.close();
      rmSync(dist, { recursive: true, force: true });
    },
    { closeConnections: true },
  );
}

// ---------- child: the flood ----------

async function flood(url: string, seconds: number): Promise<void> {
  printResult(
    await autocannon({ url, connections: 20, duration: seconds, requests: [contactRequest('203.0.113.66')] }),
  );
}

/** The staff listing of 1,000 rows, two at a time. */
async function listing(url: string, seconds: number): Promise<void> {
  const r = await autocannon({
    url,
    connections: 2,
    duration: seconds,
    requests: [{ method: 'GET', path: '/api/leads?limit=1000', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }],
  });
  printResult(r);
}

/**
 * Slowloris from 127.0.0.1: keeps SLOW_CONNECTIONS half-sent requests open (re-opening any the
 * server closes) and reports how many the server let stay open.
 */
async function slowFlood(url: string, seconds: number): Promise<void> {
  const { port } = new URL(url);
  let open = 0;
  let peak = 0;
  let closedByServer = 0;
  let stopping = false;
  const sockets = new Set<net.Socket>();
  const connect = () => {
    if (stopping) return;
    const s = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: '127.0.0.1' });
    sockets.add(s);
    s.on('connect', () => {
      open++;
      peak = Math.max(peak, open);
      s.write('POST /api/send-contact-email HTTP/1.1\r\nHost: x\r\n');
    });
    const drip = setInterval(() => s.writable && s.write('X-a: b\r\n'), 2000);
    s.on('error', () => undefined);
    s.on('close', (hadError) => {
      clearInterval(drip);
      sockets.delete(s);
      if (s.connecting === false && !hadError) open = Math.max(0, open - 1);
      if (!stopping) {
        closedByServer++;
        setTimeout(connect, 50);
      }
    });
  };
  for (let i = 0; i < SLOW_CONNECTIONS; i++) connect();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stopping = true;
  const heldAtEnd = [...sockets].filter((s) => !s.destroyed && !s.connecting).length;
  for (const s of sockets) s.destroy();
  printResult({ attempted: SLOW_CONNECTIONS, heldAtEnd, closedByServer, peak });
}

/** Contact POSTs from another client address (127.0.0.2), 4 at a time, for `seconds`. */
async function contactFrom127_0_0_2(
  url: string,
  seconds: number,
): Promise<{ total: number; errors: number; p50: number; p99: number }> {
  const { port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: '127.0.0.2' } as http.AgentOptions);
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const t = performance.now();
      const ok = await new Promise<boolean>((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/send-contact-email',
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
              'x-forwarded-for': nextIp(),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve((res.statusCode ?? 0) < 300));
          },
        );
        req.on('error', () => resolve(false));
        req.setTimeout(5000, () => req.destroy());
        req.end(contactBody);
      });
      times.push(performance.now() - t);
      if (!ok) errors++;
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? NaN;
  return { total: times.length, errors, p50: at(0.5), p99: at(0.99) };
}

// ---------- parent ----------

const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : String(n));
const count = (r: AutocannonResult, code: number) => r.statusCodeStats?.[String(code)]?.count ?? 0;

/** The issue's bound for one page of the staff inbox. */
const STAFF_P95_LIMIT_MS = 150;

/**
 * A person in the staff inbox: the first page and ten older ones, each status, each kind, and
 * searches (a name, an e-mail, words that match nothing), one request at a time, three rounds.
 */
async function staffInbox(
  url: string,
  cookie: string,
): Promise<{
  requests: number;
  failed: number;
  p50: number;
  p95: number;
  max: number;
  slowest: Record<string, number>;
}> {
  const times: number[] = [];
  const slowest: Record<string, number> = {};
  let failed = 0;
  const page = async (query: string) => {
    const t0 = performance.now();
    const r = await fetch(`${url}/api/staff/leads?${query}`, { headers: { cookie } });
    const body = (await r.json()) as { nextCursor?: string | null };
    const ms = performance.now() - t0;
    times.push(ms);
    const what =
      query
        .split('&')
        .map((p) => p.split('=')[0])
        .join('+') || 'first page';
    slowest[what] = Math.max(slowest[what] ?? 0, Math.round(ms));
    if (r.status !== 200) failed++;
    return body;
  };
  for (let round = 0; round < 3; round++) {
    let cursor: string | null | undefined = null;
    for (let i = 0; i < 11; i++) cursor = (await page(cursor ? `cursor=${cursor}` : '')).nextCursor;
    for (const status of ['new', 'in_progress', 'done']) await page(`status=${status}`);
    for (const kind of ['contact', 'demo', 'newsletter', 'application', 'webinar']) await page(`kind=${kind}`);
    for (const q of ['Person 4242', 'p31337@agency', 'nothing matches this']) {
      const first = await page(`q=${encodeURIComponent(q)}`);
      if (first.nextCursor) await page(`q=${encodeURIComponent(q)}&cursor=${first.nextCursor}`);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { requests: times.length, failed, p50: at(0.5), p95: at(0.95), max: sorted.at(-1)!, slowest };
}

async function main(): Promise<number> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
    TRUST_PROXY: '1',
    OUTBOX_POLL_SECONDS: '3600',
    ADMIN_TOKEN,
  };
  for (const k of SERVER_ELSEWHERE) delete env[k];
  const server = startChild(self, ['--serve'], env);
  const failures: string[] = [];
  try {
    const ready = await Promise.race([
      server.line,
      new Promise<never>((_, rej) => setTimeout(() => rej(new Error('server did not start within 45 s')), 45_000)),
    ]);
    const { url, bare, staffCookie } = JSON.parse(ready) as { url: string; bare: string; staffCookie: string };
    console.log(
      `server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (fresh PGlite in ${dataDir}); rate limit ${RATE_LIMIT}/h`,
    );

    await autocannon({ url, connections: 4, duration: PHASE.warmup, requests: [contactRequest()] });

    const contact = await autocannon({
      url,
      connections: 10,
      duration: PHASE.throughput,
      requests: [contactRequest()],
    });
    const baseline = await autocannon({
      url: bare,
      connections: 10,
      duration: PHASE.bare,
      requests: [contactRequest()],
    });

    // Flood from one address (another process) while a normal client sends at a steady rate.
    const flooder = startChild(self, ['--flood', url, String(PHASE.flood)]);
    await new Promise((r) => setTimeout(r, 500));
    const normal = await autocannon({
      url,
      connections: 4,
      overallRate: 40,
      duration: PHASE.flood - 1,
      requests: [contactRequest()],
    });
    const floodResult = JSON.parse(await flooder.line) as AutocannonResult;

    // Contact POSTs measured like phase 1 while another process loads the server.
    const contactDuring = async (child: string[], seconds: number) => {
      const loader = startChild(self, child);
      await new Promise((r) => setTimeout(r, 500));
      const during = await autocannon({ url, connections: 10, duration: seconds - 1, requests: [contactRequest()] });
      return { during, load: JSON.parse(await loader.line) as unknown };
    };
    const health = await contactDuring(['--health', url, String(PHASE.health)], PHASE.health);
    const list = await contactDuring(['--list', url, String(PHASE.list)], PHASE.list);
    const healthLoad = health.load as AutocannonResult;
    const listLoad = list.load as AutocannonResult;

    const inbox = await staffInbox(url, staffCookie);

    const slowLoader = startChild(self, ['--slow', url, String(PHASE.slow)]);
    await new Promise((r) => setTimeout(r, 1500));
    const slowClient = await contactFrom127_0_0_2(url, PHASE.slow - 3);
    const slow = JSON.parse(await slowLoader.line) as {
      attempted: number;
      heldAtEnd: number;
      closedByServer: number;
      peak: number;
    };

    const rows = [
      ['contact POST', contact],
      ['bare node:http', baseline],
      ['flood, one address', floodResult],
      ['normal client during flood', normal],
    ] as const;
    console.log('');
    console.log(
      'phase                       req/s     p50 ms   p99 ms   max ms   requests  2xx     429    other  errors',
    );
    for (const [name, r] of rows) {
      const ok = Object.entries(r.statusCodeStats ?? {})
        .filter(([c]) => c.startsWith('2'))
        .reduce((n, [, s]) => n + s.count, 0);
      const other = r.requests.total - ok - count(r, 429);
      console.log(
        `${name.padEnd(26)}  ${fmt(r.requests.average).padStart(7)}  ${fmt(r.latency.p50).padStart(7)}  ${fmt(r.latency.p99).padStart(7)}  ${fmt(r.latency.max).padStart(7)}  ${String(r.requests.total).padStart(8)}  ${String(ok).padStart(6)}  ${String(count(r, 429)).padStart(5)}  ${String(other).padStart(5)}  ${String(r.errors + r.timeouts).padStart(6)}`,
      );
    }
    const ratio = contact.requests.average / baseline.requests.average;
    console.log(`\ncontact / bare throughput ratio: ${fmt(ratio * 100)} %`);

    const share = (r: AutocannonResult) => `${fmt((r.requests.average / contact.requests.average) * 100, 0)} %`;
    console.log('\nagainst the contact POST baseline (phase 1) in this run:');
    console.log('phase                          contact req/s  p50 ms  p99 ms  of baseline  the load');
    const line = (name: string, r: { rps: number; p50: number; p99: number; share: string }, load: string) =>
      console.log(
        `${name.padEnd(30)} ${fmt(r.rps).padStart(13)} ${fmt(r.p50).padStart(7)} ${fmt(r.p99).padStart(7)} ${r.share.padStart(12)}  ${load}`,
      );
    const ac = (r: AutocannonResult) => ({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      share: share(r),
    });
    line('baseline (no other load)', ac(contact), '-');
    line(
      'during a health flood',
      ac(health.during),
      `health: ${fmt(healthLoad.requests.average, 0)} req/s, p99 ${fmt(healthLoad.latency.p99)} ms`,
    );
    line(
      'during the staff listing',
      ac(list.during),
      `listing 1,000 of ${SEED.submissions + 1}+ rows: p50 ${fmt(listLoad.latency.p50)} ms, p99 ${fmt(listLoad.latency.p99)} ms`,
    );
    line(
      'during a slow-connection flood',
      { rps: slowClient.total / (PHASE.slow - 3), p50: slowClient.p50, p99: slowClient.p99, share: '(other address)' },
      `${slow.attempted} slow connections from one address: ${slow.heldAtEnd} held open, ${slow.closedByServer} closed by the server`,
    );

    console.log(
      `\nstaff inbox, ${inbox.requests} pages of 50 over ${SEED.submissions}+ leads (first pages, older pages, by status, by kind, searched): ` +
        `p50 ${fmt(inbox.p50)} ms, p95 ${fmt(inbox.p95)} ms, max ${fmt(inbox.max)} ms\n  slowest of each kind of page (ms): ${JSON.stringify(inbox.slowest)}`,
    );
    if (inbox.failed > 0) failures.push(`${inbox.failed} staff inbox pages failed`);
    if (!(inbox.p95 <= STAFF_P95_LIMIT_MS))
      failures.push(`the staff inbox's p95 per page was ${fmt(inbox.p95)} ms (limit ${STAFF_P95_LIMIT_MS} ms)`);

    if (health.during.requests.average < contact.requests.average * 0.5) {
      failures.push(`contact throughput fell to ${share(health.during)} of baseline during the health flood`);
    }
    if (health.during.non2xx > 0 || health.during.errors > 0)
      failures.push('contact POSTs failed during the health flood');
    if (!(listLoad.latency.p50 < 100))
      failures.push(`listing 1,000 rows took ${fmt(listLoad.latency.p50)} ms (p50; limit 100 ms)`);
    if (list.during.non2xx > 0 || list.during.errors > 0) failures.push('contact POSTs failed during the listing');
    if (!(list.during.latency.p99 < 500))
      failures.push(`contact p99 was ${fmt(list.during.latency.p99)} ms during the listing`);
    if (slowClient.errors > 0)
      failures.push(`${slowClient.errors} contact POSTs failed during the slow-connection flood`);
    if (!(slowClient.p99 < P99_LIMIT_MS)) {
      failures.push(
        `the other client's p99 was ${fmt(slowClient.p99)} ms during the slow-connection flood (limit ${P99_LIMIT_MS} ms)`,
      );
    }

    if (contact.non2xx > 0 || contact.errors > 0)
      failures.push(`contact phase had ${contact.non2xx} non-2xx and ${contact.errors} errors`);
    if (contact.requests.total < 50) failures.push(`contact phase completed only ${contact.requests.total} requests`);
    const flood2xx = count(floodResult, 201) + count(floodResult, 200);
    if (count(floodResult, 429) === 0) failures.push('the flood was never rate-limited (no 429)');
    if (flood2xx > RATE_LIMIT)
      failures.push(`the flood stored ${flood2xx} submissions, more than the limit ${RATE_LIMIT}`);
    if (normal.non2xx > 0 || normal.errors > 0)
      failures.push(`the normal client got ${normal.non2xx} non-2xx and ${normal.errors} errors`);
    if (!(normal.latency.p99 < P99_LIMIT_MS)) {
      failures.push(
        `the normal client's p99 was ${fmt(normal.latency.p99)} ms during the flood (limit ${P99_LIMIT_MS} ms)`,
      );
    }

    const report = {
      date: new Date().toISOString(),
      node: process.version,
      rateLimitPerHour: RATE_LIMIT,
      phases: Object.fromEntries(
        rows.map(([name, r]) => [
          name,
          {
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            max: r.latency.max,
            total: r.requests.total,
            status: r.statusCodeStats,
          },
        ]),
      ),
      ratio,
      staffInbox: inbox,
      against: {
        healthFlood: {
          contactRps: health.during.requests.average,
          contactP99: health.during.latency.p99,
          healthRps: healthLoad.requests.average,
        },
        listing: {
          contactRps: list.during.requests.average,
          contactP99: list.during.latency.p99,
          listP50: listLoad.latency.p50,
          listP99: listLoad.latency.p99,
        },
        slowConnections: { ...slow, otherClient: slowClient },
      },
      failures,
      seconds: (Date.now() - started) / 1000,
    };
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    writeFileSync(path.join(root, 'reports/bench-api.json'), JSON.stringify(report, null, 2));
  } catch (e) {
    failures.push((e as Error).message);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => {
      if (server.child.exitCode !== null) r(undefined);
      server.child.once('exit', r);
      setTimeout(r, 5000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`\nFAIL\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log(
    `PASS: flood rate-limited; health and listing cheap; slow connections capped; other clients' p99 < ${P99_LIMIT_MS} ms`,
  );
  return 0;
}

const mode = process.argv[2];
if (mode === '--serve') await serve();
else if (mode === '--flood') await flood(process.argv[3]!, Number(process.argv[4]));
else if (mode === '--health') await healthFlood(process.argv[3]!, Number(process.argv[4]));
else if (mode === '--list') await listing(process.argv[3]!, Number(process.argv[4]));
else if (mode === '--slow') await slowFlood(process.argv[3]!, Number(process.argv[4]));
else process.exitCode = await main();
