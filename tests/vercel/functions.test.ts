// What runs on Vercel, tested as it runs there: the real `vercel build --prod` (the CLI pinned in
// devDependencies, project settings from .vercel/project.json, no login), then every function in
// .vercel/output/functions, copied out of the project so nothing resolves from our node_modules,
// started by @vercel/node's own launcher (which adds the request/response helpers as Vercel's
// runtime does), and sent real requests against the test PostgreSQL and a real SMTP server.
// Uploads go to a function process started for each request, so every step is a cold import.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { outputFileOf, pdfDocuments } from '../../build/pdf/documents.ts';
import { apiFileFor, apiRoutes, type ApiPath } from '../../server/app.ts';
import { fixtures } from '../support/test-files.ts';
import { UPLOADS } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import { registrableWebinarIds } from '../../src/features/forms/webinar/schema.ts';
import { SmtpCapture } from '../api/smtp.ts';
import { SoftAuthenticator } from '../api/soft-authenticator.ts';
import { tokenHash } from '../../server/store/staff.ts';

const root = path.resolve(import.meta.dirname, '../..');
const output = path.join(root, '.vercel/output');
const SITE = 'https://www.northpoint.test';
const ADMIN_TOKEN = 'vercel-admin-token-0123456789';
const CRON_SECRET = 'vercel-cron-secret-0123456789';
const launcher = path.join(root, 'node_modules/@vercel/node/dist/dev-server.mjs');

/** `vercel build --prod` as Vercel runs it for a production deploy (VERCEL_ENV is one of its system variables). */
function vercelBuild(env: Record<string, string | undefined>) {
  const clean: NodeJS.ProcessEnv = { ...process.env, VERCEL_ENV: 'production', ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete clean[k];
  // Vercel's build has no NODE_ENV=test and no VITEST*: vitest's would make a development build.
  for (const k of Object.keys(clean)) if (k === 'NODE_ENV' || k.startsWith('VITEST')) delete clean[k];
  return spawnSync(path.join(root, 'node_modules/.bin/vercel'), ['build', '--prod', '--yes'], {
    cwd: root,
    env: clean,
    encoding: 'utf8',
    timeout: 300_000,
  });
}

interface Running {
  url: string;
  child: ChildProcess;
}

/** Starts one function the way Vercel loads it: from its own folder, with its own node_modules only. */
async function startFunction(funcDir: string, env: Record<string, string>): Promise<Running> {
  const config = JSON.parse(readFileSync(path.join(funcDir, '.vc-config.json'), 'utf8')) as {
    handler: string;
    environment: Record<string, string>;
  };
  const child = spawn(process.execPath, [launcher], {
    cwd: funcDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...config.environment,
      ...env,
      VERCEL_DEV_ENTRYPOINT: config.handler,
      VERCEL_DEV_PORT: '0',
    },
  });
  let log = '';
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      log += d.toString();
      const m = /port: (\d+)/.exec(log);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`${funcDir} exited ${code}:\n${log}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const funcDirOf = (p: ApiPath) => `${p.slice(1)}.func`;

/** Stops a started function and waits for its process to be gone. */
async function stopFunction(r: Running): Promise<void> {
  if (r.child.exitCode !== null || r.child.signalCode !== null) return;
  const gone = new Promise((resolve) => r.child.once('exit', resolve));
  r.child.kill();
  await gone;
}

/** An answer read whole, so it outlives the process that sent it. */
interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let ipCounter = 0;
/** A client address per request, as Vercel's proxy sets it (rate limits and quotas key on it). */
const nextIp = () => `10.20.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** The MIME parts of a captured mail marked as attachments, decoded (nodemailer: one level, base64). */
function mailAttachments(raw: string): { disposition: string; type: string; bytes: Buffer }[] {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return [];
  return raw
    .slice(split + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const text = part.replace(/^\r\n/, '');
      const end = text.indexOf('\r\n\r\n');
      const headers: Record<string, string> = {};
      for (const line of text
        .slice(0, end)
        .replace(/\r\n[ \t]+/g, ' ')
        .split('\r\n')) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      return { headers, body: text.slice(end + 4) };
    })
    .filter((p) => /^attachment/i.test(p.headers['content-disposition'] ?? ''))
    .map((p) => ({
      disposition: p.headers['content-disposition']!,
      type: p.headers['content-type'] ?? '',
      bytes: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
    }));
}

describe('the real Vercel build', () => {
  let work: string;
  let smtp: SmtpCapture;
  let database: string;
  const running = new Map<ApiPath, Running>();
  const url = (p: ApiPath) => `${running.get(p)!.url}${p}`;
  /** A form posted as the browser's queue posts it (JSON, a fresh key), from its own client address. */
  const postForm = (p: ApiPath, body: unknown) =>
    fetch(url(p), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': crypto.randomUUID(),
        'x-forwarded-for': nextIp(),
      },
      body: JSON.stringify(body),
    });
  const functionEnv = () => ({
    VERCEL: '1',
    DATABASE_URL: database,
    SMTP_URL: smtp.url,
    MAIL_TO: 'sales@example.org',
    CAREERS_TO: 'careers@example.org',
    // Project variables reach the build and the functions alike.
    VITE_SITE_URL: SITE,
    ADMIN_TOKEN,
    CRON_SECRET,
  });

  /**
   * One request to a function process started for it alone and stopped after it, as a cold
   * Vercel instance: nothing the function kept in memory reaches the next call.
   */
  async function coldCall(p: ApiPath, pathAndQuery: string, init: RequestInit): Promise<Answer> {
    const fn = await startFunction(path.join(work, funcDirOf(p)), functionEnv());
    try {
      const r = await fetch(`${fn.url}${pathAndQuery}`, init);
      return { status: r.status, headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
    } finally {
      await stopFunction(fn);
    }
  }

  /** tus headers as a browser on the site sends them through Vercel's proxy (same origin). */
  const tusHeaders = (extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    origin: SITE,
    'x-forwarded-host': new URL(SITE).host,
    'x-forwarded-proto': 'https',
    'x-forwarded-for': nextIp(),
    ...extra,
  });

  /**
   * Uploads `file` in UPLOADS.chunkBytes PATCHes, each request to a freshly started `uploads`
   * function, with the id as `?id=` (what the rewrite of /api/uploads/<id> hands the function).
   * `afterPatch(n, id)` runs after the n-th PATCH (1-based) is answered.
   */
  async function coldUpload(
    file: Buffer,
    filename: string,
    afterPatch: (n: number, id: string) => Promise<void> = async () => {},
  ): Promise<string> {
    const created = await coldCall('/api/uploads', '/api/uploads', {
      method: 'POST',
      headers: tusHeaders({
        'upload-length': String(file.length),
        'upload-metadata': `filename ${Buffer.from(filename).toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`,
      }),
    });
    expect(created.status, created.body.toString()).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{16,64}$/);
    const id = location.slice('/api/uploads/'.length);
    let n = 0;
    for (let at = 0; at < file.length; at += UPLOADS.chunkBytes) {
      const chunk = file.subarray(at, at + UPLOADS.chunkBytes);
      const r = await coldCall('/api/uploads', `/api/uploads?id=${id}`, {
        method: 'PATCH',
        headers: tusHeaders({
          'upload-offset': String(at),
          'content-type': 'application/offset+octet-stream',
        }),
        body: new Uint8Array(chunk),
      });
      expect([r.status, r.headers.get('upload-offset')], r.body.toString()).toEqual([204, String(at + chunk.length)]);
      await afterPatch(++n, id);
    }
    return id;
  }

  const sql = async <T>(text: string, params: unknown[]): Promise<T[]> => {
    const c = new pg.Client(database);
    await c.connect();
    try {
      return (await c.query(text, params)).rows as T[];
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    // A production build must name its public address, or it fails fast with a clear message.
    const refused = vercelBuild({ VITE_SITE_URL: undefined });
    expect(refused.status, refused.stdout).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/VITE_SITE_URL is not set/);

    const built = vercelBuild({ VITE_SITE_URL: SITE });
    expect(built.status, built.stdout + built.stderr).toBe(0);

    // A fresh database in the test cluster, migrated by the functions themselves.
    const base = inject('databaseUrl');
    if (!base) throw new Error('the Vercel stage needs the test PostgreSQL (apt-get install -y postgresql)');
    const name = `vercel_${crypto.randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client(base);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    database = u.toString();

    smtp = new SmtpCapture();
    await smtp.start();
    work = mkdtempSync(path.join(tmpdir(), 'vercel-functions-'));
    for (const p of Object.keys(apiRoutes) as ApiPath[]) {
      const dir = path.join(work, funcDirOf(p));
      cpSync(path.join(output, 'functions', funcDirOf(p)), dir, { recursive: true, dereference: true });
      running.set(p, await startFunction(dir, functionEnv()));
    }
  }, 600_000);

  afterAll(async () => {
    for (const r of running.values()) r.child.kill();
    await smtp?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('serves a production build of the site (no development React, no dev JSX)', () => {
    const assets = path.join(output, 'static/assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(2);
    for (const f of scripts) {
      const js = readFileSync(path.join(assets, f), 'utf8');
      expect(js, f).not.toMatch(/\bjsxDEV\b|lineNumber:\d+|react-dom\.development/);
    }
  });

  it('builds one function per route, none carrying PGlite, with the Node version the tests run', () => {
    const engines = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } })
      .engines.node;
    for (const p of Object.keys(apiRoutes) as ApiPath[]) {
      expect(existsSync(path.join(root, apiFileFor(p))), apiFileFor(p)).toBe(true);
      const dir = path.join(output, 'functions', funcDirOf(p));
      const config = JSON.parse(readFileSync(path.join(dir, '.vc-config.json'), 'utf8')) as { runtime: string };
      expect(config.runtime).toBe(`nodejs${engines}`);
      expect(existsSync(path.join(dir, 'node_modules/@electric-sql')), p).toBe(false);
      expect(sizeOf(dir), p).toBeLessThan(10 * 1024 * 1024);
    }
    expect(`${process.versions.node.split('.')[0]}.x`).toBe(engines);
  });

  it('the static output carries the configured canonical address', () => {
    const home = readFileSync(path.join(output, 'static/index.html'), 'utf8');
    expect(home).toContain(`<link rel="canonical" href="${SITE}/"`);
    expect(readFileSync(path.join(output, 'static/sitemap.xml'), 'utf8')).toContain(`${SITE}/about`);
  });

  it('the static output carries the PDFs, made at build time and linking to the configured address', async () => {
    const docs = pdfDocuments();
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      const file = path.join(output, 'static', outputFileOf(doc.url));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file).equals(Buffer.from(await doc.render(SITE))), file).toBe(true);
    }
  });

  it('contact: 201, a replay 200 with the same id, bad input 400; the mail goes out', async () => {
    const key = crypto.randomUUID();
    const email = `vercel.${key.slice(0, 8)}@agency.gov`;
    const body = JSON.stringify({
      name: 'Vercel Visitor',
      email,
      company: 'Agency',
      interest: 'cloud-migration',
      message: 'Sent through the compiled Vercel function.',
    });
    const send = () =>
      fetch(url('/api/send-contact-email'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
        body,
      });
    const first = await send();
    expect(first.status, await first.clone().text()).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const bad = await fetch(url('/api/send-contact-email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nope' }),
    });
    expect(bad.status).toBe(400);
    await smtp.waitFor((m) => m.some((x) => x.raw.includes(email)));
    expect(smtp.matching(email)).toHaveLength(1);
  });

  it('demo 201 and newsletter 200, with the unsubscribe link on the configured address', async () => {
    const email = `reader.${crypto.randomUUID().slice(0, 8)}@agency.gov`;
    const post = (p: ApiPath) =>
      fetch(url(p), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    expect((await post('/api/demo-request')).status).toBe(201);
    expect((await post('/api/newsletter')).status).toBe(200);
    await smtp.waitFor((m) => m.some((x) => x.to.includes(email)));
    expect(smtp.messages.find((x) => x.to.includes(email))!.raw).toContain(`${SITE}/api/newsletter?unsubscribe=`);
  });

  it('job application and webinar registration: 201, bad input 400 with field errors; each mail to its inbox', async () => {
    const send = postForm;
    const applicant = `applicant.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const application = await send('/api/job-application', {
      name: 'Vercel Applicant',
      email: applicant,
      role: 'general',
      link: 'https://github.com/vercel-applicant',
      message: 'Sent through the compiled Vercel function, with a link instead of a resume.',
    });
    expect(application.status, await application.clone().text()).toBe(201);
    const badApplication = await send('/api/job-application', { email: applicant, role: 'nope', link: 'x' });
    expect(badApplication.status).toBe(400);
    expect(Object.keys(((await badApplication.json()) as { fields: object }).fields).sort()).toEqual([
      'link',
      'message',
      'name',
      'role',
    ]);

    const registrant = `registrant.${crypto.randomUUID().slice(0, 8)}@agency.gov`;
    const registration = await send('/api/webinar-registration', {
      name: 'Vercel Registrant',
      email: registrant,
      organization: 'Agency',
      webinar: registrableWebinarIds[0],
    });
    expect(registration.status, await registration.clone().text()).toBe(201);
    const badRegistration = await send('/api/webinar-registration', { name: 'X', email: registrant, webinar: 'nope' });
    expect(badRegistration.status).toBe(400);
    expect(Object.keys(((await badRegistration.json()) as { fields: object }).fields).sort()).toEqual([
      'organization',
      'webinar',
    ]);

    await smtp.waitFor((m) => m.some((x) => x.raw.includes(applicant)) && m.some((x) => x.raw.includes(registrant)));
    expect(smtp.matching(applicant).flatMap((x) => x.to)).toEqual(['careers@example.org']);
    expect(smtp.matching(registrant).flatMap((x) => x.to)).toEqual(['sales@example.org']);
  });

  it('uploads: a 2.5 MB PDF in 1 MB chunks, every call to a cold function; a contact names it, the mail carries it, staff download it', async () => {
    const head = Buffer.from('%PDF-1.7\n');
    const file = Buffer.concat([head, randomBytes(Math.round(2.5 * 1024 * 1024) - head.length)]);
    const id = await coldUpload(file, 'Vercel RFP.pdf', async (n, uploadId) => {
      if (n !== 2) return;
      // After the second PATCH a new process reads the offset back from the database.
      const offset = await coldCall('/api/uploads', `/api/uploads?id=${uploadId}`, {
        method: 'HEAD',
        headers: tusHeaders(),
      });
      expect([offset.status, offset.headers.get('upload-offset')]).toEqual([200, String(2 * UPLOADS.chunkBytes)]);
      expect(offset.headers.get('upload-length')).toBe(String(file.length));
    });

    const email = `files.${crypto.randomUUID().slice(0, 8)}@agency.gov`;
    const sent = await postForm('/api/send-contact-email', {
      name: 'Vercel Visitor',
      email,
      company: 'Agency',
      interest: 'cloud-migration',
      message: 'Sent through the compiled Vercel function, with a file uploaded in chunks.',
      attachments: [{ uploadId: id, sha256: sha256(file), filename: 'Vercel RFP.pdf' }],
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const submissionId = ((await sent.json()) as { id: string }).id;
    const rows = await sql<{
      id: string;
      upload_id: string;
      field: string;
      content_type: string;
      size: string;
      sha256: string;
    }>(
      'SELECT id, upload_id, field, content_type, size::text AS size, sha256 FROM attachments WHERE submission_id = $1',
      [submissionId],
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        upload_id: id,
        field: 'attachments',
        content_type: 'application/pdf',
        size: String(file.length),
        sha256: sha256(file),
      },
    ]);
    expect(await sql('SELECT 1 FROM submissions WHERE id = $1 AND email = $2', [submissionId, email])).toHaveLength(1);

    // Under MAIL_ATTACHMENTS_MAX_MB (7 by default): the notification carries the file itself.
    await smtp.waitFor((m) => m.some((x) => x.raw.includes(email)), 20_000);
    const mails = smtp.matching(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['sales@example.org']);
    const attached = mailAttachments(mails[0]!.raw);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.type).toMatch(/^application\/pdf/);
    expect(sha256(attached[0]!.bytes)).toBe(sha256(file));

    const attachmentId = rows[0]!.id;
    const download = await fetch(`${running.get('/api/attachments')!.url}/api/attachments?id=${attachmentId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Vercel RFP\.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(file));
    const anonymous = await fetch(`${running.get('/api/attachments')!.url}/api/attachments?id=${attachmentId}`);
    expect(anonymous.status).toBe(401);
  });

  it('uploads: a Windows program named resume.pdf, uploaded to cold functions, is refused by the job application under resume', async () => {
    const exe = fixtures.exe();
    expect(exe.subarray(0, 2).toString('latin1')).toBe('MZ');
    const id = await coldUpload(exe, 'resume.pdf');
    const applicant = `disguised.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const r = await postForm('/api/job-application', {
      name: 'Vercel Applicant',
      email: applicant,
      role: 'general',
      message: 'Sent through the compiled Vercel function, with a disguised resume.',
      resume: [{ uploadId: id, sha256: sha256(exe), filename: 'resume.pdf' }],
    });
    expect(r.status, await r.clone().text()).toBe(400);
    expect(await r.json()).toEqual({
      error: 'validation',
      fields: { resume: fileErrors.contentMismatch('resume.pdf', fileErrors.executable) },
    });
    expect(await sql('SELECT 1 FROM submissions WHERE email = $1', [applicant])).toHaveLength(0);
    expect(await sql('SELECT 1 FROM attachments WHERE upload_id = $1', [id])).toHaveLength(0);
  });

  it('staff: a link enrols a passkey, the passkey signs in, the session lists the leads (each call a cold function)', async () => {
    // The account and its link as `npm run staff -- add` writes them (only the token's digest is stored).
    const token = randomBytes(32).toString('base64url');
    const [account] = await sql<{ id: string }>(
      `INSERT INTO staff_accounts (id, email, email_normalized, is_admin) VALUES ($1, 'lee@example.org', 'lee@example.org', true) RETURNING id`,
      [crypto.randomUUID()],
    );
    await sql(
      `INSERT INTO staff_links (token_hash, account_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [tokenHash(token), account!.id],
    );
    // A browser on the site, behind Vercel's proxy: this site's Origin, HTTPS, one address.
    const ip = nextIp();
    let cookie = '';
    const call = async (action: string, body?: unknown) => {
      const r = await coldCall('/api/staff', `/api/staff?action=${action}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          origin: SITE,
          'x-forwarded-host': new URL(SITE).host,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = r.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      expect(r.headers.get('cache-control')).toBe('no-store, private');
      return { status: r.status, set, json: () => JSON.parse(r.body.toString()) as Record<string, unknown> };
    };
    const auth = new SoftAuthenticator({ origin: SITE });
    const enrolOptions = await call('enrol-options', { token });
    expect(enrolOptions.status).toBe(200);
    const created = enrolOptions.json().options as Parameters<SoftAuthenticator['register']>[0];
    expect(created.rp.id).toBe(new URL(SITE).hostname);
    const enrolled = await call('enrol', { token, response: auth.register(created) });
    expect(enrolled.status).toBe(200);
    // HTTPS: the __Host- cookie, Secure.
    expect(enrolled.set).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800; Secure$/,
    );

    cookie = '';
    expect((await call('leads')).status).toBe(401);
    const signInOptions = await call('sign-in-options', {});
    expect(signInOptions.status).toBe(200);
    const signedIn = await call('sign-in', {
      response: auth.authenticate(signInOptions.json().options as Parameters<SoftAuthenticator['authenticate']>[0]),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json()).toEqual({ account: { email: 'lee@example.org', isAdmin: true } });
    const leads = await call('leads');
    expect(leads.status).toBe(200);
    const listed = leads.json() as { leads: { kind: string }[]; counts: Record<string, number> };
    // The submissions the other tests of this file stored.
    expect(listed.leads.length).toBeGreaterThanOrEqual(3);
    expect(listed.counts.new).toBeGreaterThanOrEqual(3);
  });

  it("booking: free times, a hold, a booked call with its invitation mailed, its link and the host's feed (each call a cold function)", async () => {
    // A staff member takes calls on their default hours (every staff account is a host).
    await sql(
      `INSERT INTO staff_accounts (id, email, email_normalized, is_admin) VALUES ($1, 'host@example.org', 'host@example.org', false)`,
      [crypto.randomUUID()],
    );
    const json = (a: Answer) => JSON.parse(a.body.toString()) as Record<string, unknown>;
    const post = (p: ApiPath, pathAndQuery: string, body: unknown, key?: string) =>
      coldCall(p, pathAndQuery, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': nextIp(),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
    const free = await coldCall('/api/booking', '/api/booking?action=availability&kind=consultation', {});
    expect(free.status, free.body.toString()).toBe(200);
    const times = json(free).times as string[];
    expect(times.length).toBeGreaterThan(0);
    const start = times[times.length - 1]!;
    const held = await post('/api/booking', '/api/booking?action=hold', {
      kind: 'consultation',
      start,
      timeZone: 'America/Chicago',
    });
    expect(held.status, held.body.toString()).toBe(201);
    const email = `booker.${randomBytes(4).toString('hex')}@agency.gov`;
    const booked = await post(
      '/api/book-call',
      '/api/book-call',
      {
        name: 'Vercel Booker',
        email,
        company: 'Agency',
        interest: 'cloud-migration',
        callKind: 'consultation',
        start,
        timeZone: 'America/Chicago',
        holdId: json(held).holdId,
      },
      crypto.randomUUID(),
    );
    expect(booked.status, booked.body.toString()).toBe(201);
    const view = json(booked).booking as { state: string; start: string; token: string };
    expect([view.state, view.start]).toEqual(['booked', start]);
    // The link in the mail opens it; the invitation went out with the answer.
    const managed = await post('/api/booking', '/api/booking?action=manage', { token: view.token });
    expect(managed.status, managed.body.toString()).toBe(200);
    expect((json(managed) as { state: string }).state).toBe('booked');
    await smtp.waitFor((m) => m.some((x) => x.raw.includes(email) && /text\/calendar/i.test(x.raw)));
    // The host's calendar feed lists it.
    const [{ host_id: hostId } = { host_id: '' }] = await sql<{ host_id: string }>(
      `SELECT b.host_id FROM bookings b JOIN submissions s ON s.id = b.submission_id WHERE s.email = $1`,
      [email],
    );
    // (This file's staff test adds a host too: either may have it.)
    expect(hostId).toMatch(/^[0-9a-f-]{36}$/);
    const feedToken = randomBytes(32).toString('base64url');
    await sql(
      `INSERT INTO booking_hosts (account_id, rules, feed_token_hash) VALUES ($1, '{}', $2)
       ON CONFLICT (account_id) DO UPDATE SET feed_token_hash = EXCLUDED.feed_token_hash`,
      [hostId, tokenHash(feedToken)],
    );
    const feed = await coldCall('/api/calendar-feed', `/api/calendar-feed?token=${feedToken}`, {});
    expect(feed.status, feed.body.toString()).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const dtstart = `DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
    expect(feed.body.toString()).toContain(dtstart);
    const unknown = await coldCall(
      '/api/calendar-feed',
      `/api/calendar-feed?token=${randomBytes(32).toString('base64url')}`,
      {},
    );
    expect(unknown.status).toBe(404);
  });

  it('health 200; inquiries 401 without a token (200 with it); cron 401 without its secret (200 with it)', async () => {
    const health = await fetch(url('/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true, kind: 'postgres' } });
    expect((await fetch(url('/api/leads'))).status).toBe(401);
    const listed = await fetch(url('/api/leads'), { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { count: number }).count).toBeGreaterThanOrEqual(3);
    expect((await fetch(url('/api/cron/deliver-outbox'))).status).toBe(401);
    const cron = await fetch(url('/api/cron/deliver-outbox'), { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(cron.status).toBe(200);
  });
});

function sizeOf(p: string): number {
  const s = statSync(p);
  if (!s.isDirectory()) return s.size;
  return readdirSync(p).reduce((n, f) => n + sizeOf(path.join(p, f)), 0);
}
