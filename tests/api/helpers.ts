// Starts the real local server (server/local/serve.ts) on port 0 with a fake dist/, a fresh database
// (a copy of the migrated PGlite template, or a new database in the test PostgreSQL cluster) and
// optionally a capturing SMTP server.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { envKeys } from '../../server/env.ts';
import { resetHealthCache } from '../../server/endpoints/health.ts';
import { startServer } from '../../server/local/serve.ts';
import { blocked } from '../../server/store/rate-limit.ts';
import { flatten } from '../../server/staff/export.ts';
import type { Lead } from '../../server/store/submissions.ts';
import { fixtures } from '../support/test-files.ts';
import { SmtpCapture } from './smtp.ts';

export type Backend = 'pglite' | 'postgres';

/** The backends to run storage tests on: PGlite always, PostgreSQL when the cluster started. */
export const backends: Backend[] = inject('databaseUrl') ? ['pglite', 'postgres'] : ['pglite'];

export const JSON_LD = '{"@context":"https://schema.org","@type":"Organization","name":"Test"}';

/** A minimal dist/: the two 404 pages serve.ts needs and a home page with a JSON-LD block. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-test-dist-'));
  for (const dirName of ['solutions', 'resources', 'careers']) mkdirSync(path.join(dir, dirName));
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title><h1>Page Not Found</h1>');
  writeFileSync(
    path.join(dir, 'solutions/404.html'),
    '<!doctype html><title>Not found</title><h1>Solution Not Found</h1>',
  );
  writeFileSync(
    path.join(dir, 'resources/404.html'),
    '<!doctype html><title>Not found</title><h1>Resource Not Found</h1>',
  );
  writeFileSync(
    path.join(dir, 'careers/404.html'),
    '<!doctype html><title>Not found</title><h1>Position Not Found</h1>',
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Home</title><script type="application/ld+json">${JSON_LD}</script>` +
      '<script type="module" src="/assets/app.js"></script></head><body><h1>Home</h1></body></html>',
  );
  writeFileSync(path.join(dir, 'thank-you.html'), '<!doctype html><title>Thank you</title><h1>Thank You!</h1>');
  return dir;
}

/** Every variable the server reads: cleared before each test server starts. */
export const ENV_KEYS = envKeys;

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const CRON_SECRET = 'test-cron-secret-0123456789abcdef';
export const MAIL_TO = 'sales@example.com';
export const MAIL_FROM = 'Website <web@example.com>';

export interface TestApi {
  url: string;
  server: Server;
  smtp: SmtpCapture;
  backend: Backend;
  dataDir: string;
  /** The build it serves (a fakeDist). */
  distDir: string;
  /** Sets (or with undefined removes) environment variables for the running server. */
  setEnv(vars: Partial<Record<string, string | undefined>>): void;
  close(): Promise<void>;
}

let ipCounter = 0;
/** A distinct client address per call (the server runs with TRUST_PROXY). */
export const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `apitest_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client(baseUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client(baseUrl);
      await c.connect();
      // Give the closed pool's backends a moment to exit before forcing.
      for (let i = 0; i < 20; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await sleep(100);
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startApi(
  opts: {
    backend?: Backend;
    smtp?: boolean;
    env?: Partial<Record<string, string | undefined>>;
    freshDataDir?: boolean;
  } = {},
): Promise<TestApi> {
  const backend = opts.backend ?? 'pglite';
  const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  const setEnv = (vars: Partial<Record<string, string | undefined>>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-data-'));
  if (!opts.freshDataDir)
    cpSync(path.join(inject('pgliteTemplate'), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    const base = inject('databaseUrl');
    if (!base) throw new Error('PostgreSQL backend requested but the test cluster is not running');
    const created = await createPgDatabase(base);
    databaseUrl = created.url;
    drop = created.drop;
  }
  const smtp = new SmtpCapture();
  if (opts.smtp !== false) await smtp.start();
  for (const k of ENV_KEYS) delete process.env[k];
  setEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: opts.smtp !== false ? smtp.url : undefined,
    MAIL_FROM,
    MAIL_TO,
    ADMIN_TOKEN,
    CRON_SECRET,
    RATE_LIMIT_PER_HOUR: '1000',
    TRUST_PROXY: '1',
    OUTBOX_POLL_SECONDS: '0.2',
    OUTBOX_RETRY_BASE_SECONDS: '0.2',
    // Every test client is 127.0.0.1 (addresses come from X-Forwarded-For, as behind a proxy).
    MAX_CONNECTIONS_PER_IP: '0',
    ...opts.env,
  });
  blocked.clear();
  resetHealthCache();
  const distDir = fakeDist();
  // Undoes everything above: the SMTP server, the database, the environment and the temp dirs.
  const teardown = async () => {
    await smtp.stop();
    await drop?.();
    for (const k of ENV_KEYS) delete process.env[k];
    setEnv(saved);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  };
  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer({ port: 0, host: '127.0.0.1', distDir });
  } catch (e) {
    await teardown();
    throw e;
  }
  const { server, url, api } = started;
  return {
    url: url.replace('localhost', '127.0.0.1'),
    server,
    smtp,
    backend,
    dataDir,
    distDir,
    setEnv,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // serve.ts also closes the router on 'close'; close() is shared, so this waits for the timer and DB.
      await api.close();
      await teardown();
    },
  };
}

export const validContact = (over: Record<string, unknown> = {}) => ({
  name: 'Jane Smith',
  email: `jane.${randomUUID().slice(0, 8)}@agency.gov`,
  phone: '(404) 555-0100',
  company: 'State Licensing Agency',
  interest: 'amazon-connect',
  message: 'We would like to modernize our contact center within the next quarter.',
  ...over,
});

/** A booking of a 30-minute consultation at `start` (an ISO instant the server offered). */
export const validBooking = (start: string, over: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: `grace.${randomUUID().slice(0, 8)}@agency.gov`,
  company: 'Navy Digital Service',
  interest: 'cloud-migration',
  callKind: 'consultation',
  start,
  timeZone: 'America/Chicago',
  ...over,
});

/** A job application without a file (the application form's generic role). */
export const validApplication = (over: Record<string, unknown> = {}) => ({
  name: 'Sam Lee',
  email: `sam.${randomUUID().slice(0, 8)}@example.com`,
  role: 'general',
  message: 'I would like to apply for this role; my resume is attached.',
  ...over,
});

/** A PDF of `size` bytes: a real header, then noise. */
export const pdfOf = (size: number) => {
  const head = fixtures.pdf();
  return Buffer.concat([head, randomBytes(size - head.length)]);
};

export const sha256Hex = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

export interface PostOptions {
  ip?: string;
  key?: string;
  headers?: Record<string, string>;
  form?: boolean;
  raw?: string;
}

/** POSTs JSON (or urlencoded with form: true) to an API path. */
export async function post(api: TestApi, p: string, body: unknown, o: PostOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': o.form ? 'application/x-www-form-urlencoded' : 'application/json',
    'x-forwarded-for': o.ip ?? nextIp(),
    ...(o.form ? {} : { accept: 'application/json' }),
    ...(o.key ? { 'idempotency-key': o.key } : {}),
    ...o.headers,
  };
  const payload =
    o.raw ?? (o.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body));
  return fetch(api.url + p, { method: 'POST', headers, body: payload, redirect: 'manual' });
}

export const adminGet = (api: TestApi, p: string, token = ADMIN_TOKEN) =>
  fetch(api.url + p, { headers: { authorization: `Bearer ${token}` } });

/** A stored submission as the staff CLI shows it: fields beside the facts. */
export type InquiryJson = Record<string, string | null>;

/** GET /api/leads, flattened like `npm run leads --format json`. */
export async function fetchLeads(api: TestApi, limit = 1000, kind = 'contact'): Promise<InquiryJson[]> {
  const r = await adminGet(api, `/api/leads?limit=${limit}&kind=${kind}`);
  if (r.status !== 200) throw new Error(`inquiries: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { leads: Lead[] }).leads.map(flatten);
}

/** Direct SQL against the server's database (same process: the db module's open instance). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const { getDb } = await import('../../server/store/db.ts');
  const db = await getDb();
  return (await db.query<T>(text, params)).rows;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Stores a file for a submission as the upload endpoint and the acceptance would: an upload row,
 * its bytes in chunks of `chunkBytes` (one row per PATCH), and the attachments row.
 */
export async function insertAttachment(
  submissionId: string,
  o: {
    bytes: Buffer;
    filename: string;
    contentType?: string;
    field?: string;
    position?: number;
    chunkBytes?: number;
  },
): Promise<{ id: string; uploadId: string; sha256: string }> {
  const { createHash } = await import('node:crypto');
  const id = randomUUID();
  const uploadId = randomUUID().replace(/-/g, '');
  const sha256 = createHash('sha256').update(o.bytes).digest('hex');
  const step = o.chunkBytes ?? 1024 * 1024;
  await sql(
    `INSERT INTO uploads (id, client, length, "offset", metadata) VALUES ($1, '127.0.0.1', $2, $2, $3::jsonb)`,
    [uploadId, o.bytes.length, JSON.stringify({ filename: o.filename })],
  );
  for (let at = 0; at < o.bytes.length; at += step) {
    await sql('INSERT INTO upload_chunks (upload_id, "offset", data) VALUES ($1, $2, $3)', [
      uploadId,
      at,
      o.bytes.subarray(at, at + step),
    ]);
  }
  await sql(
    `INSERT INTO attachments (id, submission_id, upload_id, field, position, filename, content_type, size, sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      submissionId,
      uploadId,
      o.field ?? 'attachments',
      o.position ?? 0,
      o.filename,
      o.contentType ?? 'application/pdf',
      o.bytes.length,
      sha256,
    ],
  );
  return { id, uploadId, sha256 };
}

/**
 * A server in front of the route table that also answers /api/attachments[/<id>] with
 * attachmentHandler, through the same Vercel adapter, for as long as server/app.ts has no such
 * route. Shares the test server's database (same process).
 */
export async function startAttachmentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const { apiHandlerFor } = await import('../../server/app.ts');
  const { attachmentHandler } = await import('../../server/endpoints/attachments.ts');
  const { toVercel } = await import('../../server/local/vercel-adapter.ts');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const own = url.pathname === '/api/attachments' || url.pathname.startsWith('/api/attachments/');
    const handler = own ? attachmentHandler : apiHandlerFor(url.pathname);
    if (!handler) return void res.writeHead(404).end();
    void toVercel(req, res, url).then(([vreq, vres]) => handler(vreq, vres));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---------- uploads (tus 1.0 at /api/uploads) ----------

export const TUS = { 'tus-resumable': '1.0.0' } as const;

/** Upload-Metadata as tus-js-client sends it: key and base64 value pairs. */
export const tusMetadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** POST /api/uploads: creates an upload of `length` bytes. */
export function tusCreate(
  api: TestApi,
  length: number | string,
  o: { ip?: string; filename?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${api.url}/api/uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      'upload-length': String(length),
      'x-forwarded-for': o.ip ?? nextIp(),
      ...(o.filename ? { 'upload-metadata': tusMetadata({ filename: o.filename, filetype: 'application/pdf' }) } : {}),
      ...o.headers,
    },
  });
}

/** PATCH an upload's path (`location`, e.g. /api/uploads/<id>) with `bytes` at `offset`. */
export function tusPatch(
  api: TestApi,
  location: string,
  offset: number | string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(api.url + location, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'x-forwarded-for': nextIp(),
      ...headers,
    },
    body: new Uint8Array(bytes),
  });
}

/** HEAD an upload: its committed offset (or the status when it is not 200). */
export async function tusOffset(api: TestApi, location: string): Promise<number | { status: number }> {
  const r = await fetch(api.url + location, { method: 'HEAD', headers: { ...TUS } });
  return r.status === 200 ? Number(r.headers.get('upload-offset')) : { status: r.status };
}

/** Uploads `bytes` whole, in `chunk`-sized PATCHes; resolves to the upload's path. */
export async function tusUpload(
  api: TestApi,
  bytes: Uint8Array,
  o: { filename?: string; chunk?: number; ip?: string } = {},
): Promise<string> {
  const created = await tusCreate(api, bytes.length, { filename: o.filename, ip: o.ip });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location')!;
  const chunk = o.chunk ?? 1024 * 1024;
  for (let at = 0; at < bytes.length; at += chunk) {
    const r = await tusPatch(api, location, at, bytes.subarray(at, at + chunk));
    if (r.status !== 204) throw new Error(`tus patch at ${at}: ${r.status} ${await r.text()}`);
  }
  return location;
}

/** POSTs a multipart form (as a browser without JavaScript does), files inline. */
export function postMultipart(
  api: TestApi,
  p: string,
  fields: Record<string, string>,
  files: { field: string; filename: string; bytes: Uint8Array; type?: string }[],
  o: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      f.field,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.filename,
    );
  return fetch(api.url + p, {
    method: 'POST',
    headers: { 'x-forwarded-for': o.ip ?? nextIp(), accept: 'text/html', ...o.headers },
    body: form,
    redirect: 'manual',
  });
}
