// What runs on Vercel, tested as it runs there: the real `vercel build --prod` (the CLI pinned in
// devDependencies, project settings from .vercel/project.json, no login), then every function in
// .vercel/output/functions, copied out of the project so nothing resolves from our node_modules,
// started by @vercel/node's own launcher (which adds the request/response helpers as Vercel's
// runtime does), and sent real requests against the test PostgreSQL and a real SMTP server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { outputFileOf, pdfDocuments } from '../../build/pdf/documents.ts';
import { apiFileFor, apiRoutes, type ApiPath } from '../../server/app.ts';
import { registrableWebinarIds } from '../../src/lib/schemas/webinar.ts';
import { SmtpCapture } from '../api/smtp.ts';

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

describe('the real Vercel build', () => {
  let work: string;
  let smtp: SmtpCapture;
  let database: string;
  const running = new Map<ApiPath, Running>();
  const url = (p: ApiPath) => `${running.get(p)!.url}${p}`;

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
      running.set(
        p,
        await startFunction(dir, {
          VERCEL: '1',
          DATABASE_URL: database,
          SMTP_URL: smtp.url,
          MAIL_TO: 'sales@example.org',
          CAREERS_TO: 'careers@example.org',
          // Project variables reach the build and the functions alike.
          VITE_SITE_URL: SITE,
          ADMIN_TOKEN,
          CRON_SECRET,
        }),
      );
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
    const send = (p: ApiPath, body: unknown) =>
      fetch(url(p), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
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

  it('health 200; inquiries 401 without a token (200 with it); cron 401 without its secret (200 with it)', async () => {
    const health = await fetch(url('/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true, kind: 'postgres' } });
    expect((await fetch(url('/api/inquiries'))).status).toBe(401);
    const listed = await fetch(url('/api/inquiries'), { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
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
