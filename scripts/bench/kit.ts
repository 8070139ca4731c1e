// What the benches share: autocannon (an untyped package) with the parts of it they use, a contact
// form POST from a new address each time, the health flood, a bench's own load children (it runs
// itself in another process, which prints one READY or RESULT line), and the repository's paths.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository: benches run from here, and write to reports/ here. */
export const root = path.resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------- autocannon: the parts used here ----------

export interface Percentiles {
  average: number;
  mean: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p99: number;
}
export interface AutocannonResult {
  requests: Percentiles & { total: number };
  latency: Percentiles;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
}
export interface RequestSpec {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: RequestSpec) => RequestSpec;
}
export interface AutocannonOptions {
  url: string;
  connections?: number;
  duration?: number;
  overallRate?: number;
  pipelining?: number;
  timeout?: number;
  requests?: RequestSpec[];
}
const require = createRequire(import.meta.url);
/** autocannon, loaded the first time a bench uses it (not by the benches that only need the paths). */
export const autocannon = (opts: AutocannonOptions): Promise<AutocannonResult> =>
  (require('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>)(opts);

// ---------- the load ----------

/** A valid contact form submission. */
export const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench.visitor@agency.gov',
  phone: '(404) 555-0100',
  company: 'Load Test Agency',
  interest: 'cloud-migration',
  message: 'We would like to migrate forty applications to the cloud this year.',
});

let ipCounter = 0;
/** A new private address per call: each request looks like a different visitor. */
export const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** A contact POST: a new Idempotency-Key each time, from a new address (or always `fixedIp`). */
export function contactRequest(fixedIp?: string): RequestSpec {
  return {
    method: 'POST',
    path: '/api/send-contact-email',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: contactBody,
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'idempotency-key': randomUUID(), 'x-forwarded-for': fixedIp ?? nextIp() },
    }),
  };
}

/** What a load child prints last: its result, on one line the parent reads. */
export const printResult = (result: unknown) => process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);

/** In a load child: GET /api/health as fast as 20 connections allow, for `seconds`. */
export async function healthFlood(url: string, seconds: number): Promise<void> {
  printResult(await autocannon({ url, connections: 20, duration: seconds, requests: [{ path: '/api/health' }] }));
}

// ---------- the bench's own children ----------

/**
 * Runs the bench file `script` again in a child process with `args` (its internal mode); `line`
 * resolves to what the child printed after READY or RESULT, and rejects, with the child's output,
 * if it exits first.
 */
export function startChild(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { child: ChildProcess; line: Promise<string>; log: string[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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

/** The variables that would point a bench's server elsewhere than a fresh local PGlite without mail. */
export const SERVER_ELSEWHERE = [
  'DATABASE_URL',
  'SMTP_URL',
  'VERCEL',
  'CRON_SECRET',
  'SITE_URL',
  'MAX_CONNECTIONS_PER_IP',
];

/**
 * A stand-in for dist/ for a bench's server: a home page and the 404 pages the server needs to
 * start (the bench measures the API, not the pages). Resolves to its directory.
 */
export async function stubDist(): Promise<string> {
  const { notFoundPages } = await import('../../src/config/site-rules.ts');
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  for (const { file } of notFoundPages) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), '<!doctype html><title>404</title>');
  }
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  return dist;
}
