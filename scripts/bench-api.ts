// `npm run bench:api`: load test of the contact function on the local server (loopback only,
// about 40 s). Runs the real server (scripts/serve.ts) in a child process with its own temporary
// PGlite DATA_DIR and no SMTP (mail waits in the outbox), then measures with autocannon:
//   1. contact POST throughput and latency (a new Idempotency-Key and client address per request);
//   2. a bare node:http handler, measured the same way, for the ratio;
//   3. a flood from one address (X-Forwarded-For, TRUST_PROXY on; run from another process) that
//      must be rate-limited while a normal client's p99 stays under 100 ms.
// Exits 1 when an assertion fails. Writes reports/bench-api.json.
//
// Internal modes: `--serve` (the server child), `--flood URL SECONDS` (the flood child).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// ---------- autocannon (untyped package): the parts used here ----------

interface Percentiles {
  average: number;
  mean: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p99: number;
}
interface AutocannonResult {
  requests: Percentiles & { total: number };
  latency: Percentiles;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
}
interface RequestSpec {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: RequestSpec) => RequestSpec;
}
interface AutocannonOptions {
  url: string;
  connections?: number;
  duration?: number;
  overallRate?: number;
  pipelining?: number;
  timeout?: number;
  requests?: RequestSpec[];
}
type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);

const RATE_LIMIT = 20;
const P99_LIMIT_MS = 100;
const PHASE = { warmup: 1, throughput: 8, bare: 5, flood: 10 };

const body = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench.visitor@agency.gov',
  phone: '(404) 555-0100',
  company: 'Load Test Agency',
  interest: 'cloud-migration',
  message: 'We would like to migrate forty applications to the cloud this year.',
});

let ipCounter = 0;
/** A new private address per call: each request looks like a different visitor. */
const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

function contactRequest(fixedIp?: string): RequestSpec {
  return {
    method: 'POST',
    path: '/api/send-contact-email',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'idempotency-key': randomUUID(), 'x-forwarded-for': fixedIp ?? nextIp() },
    }),
  };
}

// ---------- child: the server ----------

async function serve(): Promise<void> {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  mkdirSync(path.join(dist, 'solutions'));
  writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>404</title>');
  writeFileSync(path.join(dist, 'solutions/404.html'), '<!doctype html><title>404</title>');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const { startServer } = await import('./serve.ts');
  const { configureSecurityHeaders } = await import('./security-headers.ts');
  configureSecurityHeaders(dist);
  const { server, url } = await startServer({ port: 0, host: '127.0.0.1', distDir: dist });
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
    `READY ${JSON.stringify({ url: url.replace('localhost', '127.0.0.1'), bare: `http://127.0.0.1:${barePort}` })}\n`,
  );
  const stop = () => {
    bare.close();
    server.close(() => {
      rmSync(dist, { recursive: true, force: true });
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// ---------- child: the flood ----------

async function flood(url: string, seconds: number): Promise<void> {
  const r = await autocannon({ url, connections: 20, duration: seconds, requests: [contactRequest('203.0.113.66')] });
  process.stdout.write(`RESULT ${JSON.stringify(r)}\n`);
}

// ---------- parent ----------

function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; line: Promise<string>; log: string[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', self, ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const line = new Promise<string>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const l = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (l.startsWith('READY ') || l.startsWith('RESULT ')) resolve(l.slice(l.indexOf(' ') + 1));
        else log.push(l);
      }
    });
    child.stderr!.on('data', (c: Buffer) => log.push(c.toString().trimEnd()));
    child.on('exit', (code) => reject(new Error(`child ${args[0]} exited ${code}:\n${log.join('\n')}`)));
  });
  return { child, line, log };
}

const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : String(n));
const count = (r: AutocannonResult, code: number) => r.statusCodeStats?.[String(code)]?.count ?? 0;

async function main(): Promise<number> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
    TRUST_PROXY: '1',
    OUTBOX_POLL_SECONDS: '3600',
  };
  for (const k of ['DATABASE_URL', 'SMTP_URL', 'VERCEL', 'ADMIN_TOKEN', 'CRON_SECRET', 'SITE_URL']) delete env[k];
  const server = startChild(['--serve'], env);
  const failures: string[] = [];
  try {
    const ready = await Promise.race([
      server.line,
      new Promise<never>((_, rej) => setTimeout(() => rej(new Error('server did not start within 45 s')), 45_000)),
    ]);
    const { url, bare } = JSON.parse(ready) as { url: string; bare: string };
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
    const flooder = startChild(['--flood', url, String(PHASE.flood)], process.env);
    await new Promise((r) => setTimeout(r, 500));
    const normal = await autocannon({
      url,
      connections: 4,
      overallRate: 40,
      duration: PHASE.flood - 1,
      requests: [contactRequest()],
    });
    const floodResult = JSON.parse(await flooder.line) as AutocannonResult;

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
  console.log(`PASS: flood rate-limited; normal client's p99 < ${P99_LIMIT_MS} ms`);
  return 0;
}

const mode = process.argv[2];
if (mode === '--serve') await serve();
else if (mode === '--flood') await flood(process.argv[3]!, Number(process.argv[4]));
else process.exitCode = await main();
