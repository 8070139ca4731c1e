// scripts/api-router.ts (the Vercel request/response shape), configuration checks, database
// start-up (migrations once, persistence, one process per PGlite directory) and the CSP scan.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, rateLimitKey } from '../../api/_lib/client-ip.ts';
import { DbUnavailableError, closeDb, getDb } from '../../api/_lib/db.ts';
import { EnvError, loadEnv } from '../../api/_lib/env.ts';
import { apiRoutes } from '../../scripts/api-router.ts';
import { cspFor, inlineScriptsOf, scanDist, securityHeaders, sha256Base64 } from '../../scripts/security-headers.ts';
import { backends, post, sql, startApi, validContact, type TestApi } from './helpers.ts';

describe('the Vercel adapter', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ smtp: false });
    apiRoutes['test-echo'] = async () => ({
      default: (req: VercelRequest, res: VercelResponse) => {
        if (req.query.redirect) return void res.redirect(String(req.query.redirect));
        if (req.query.text) return void res.status(202).send('<p>hi</p>');
        let body: unknown;
        try {
          body = req.body;
        } catch (e) {
          return void res.status(400).json({ bodyError: (e as Error).message });
        }
        res.status(200).json({ method: req.method, query: req.query, cookies: req.cookies, body });
      },
    });
  });
  afterAll(async () => {
    delete apiRoutes['test-echo'];
    await api?.close();
  });

  it('query (repeated keys become arrays), cookies and a JSON body', async () => {
    const r = await fetch(`${api.url}/api/test-echo?a=1&b=2&b=3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=abc; theme=dark%20mode' },
      body: JSON.stringify({ x: [1, 2] }),
    });
    expect(await r.json()).toEqual({
      method: 'POST',
      query: { a: '1', b: ['2', '3'] },
      cookies: { sid: 'abc', theme: 'dark mode' },
      body: { x: [1, 2] },
    });
  });

  it('urlencoded, text and absent bodies; invalid JSON throws on access', async () => {
    const form = await fetch(`${api.url}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&a=2&b=x+y',
    });
    expect(((await form.json()) as { body: unknown }).body).toEqual({ a: ['1', '2'], b: 'x y' });
    const text = await fetch(`${api.url}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(((await text.json()) as { body: unknown }).body).toBe('hello');
    const empty = await fetch(`${api.url}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(((await empty.json()) as { body: unknown }).body).toEqual({});
    const bad = await fetch(`${api.url}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(await bad.json()).toEqual({ bodyError: 'Invalid JSON' });
  });

  it('res.send of a string is HTML; res.redirect defaults to 307; HEAD has no body', async () => {
    const t = await fetch(`${api.url}/api/test-echo?text=1`);
    expect(t.status).toBe(202);
    expect(t.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await t.text()).toBe('<p>hi</p>');
    const red = await fetch(`${api.url}/api/test-echo?redirect=/x`, { redirect: 'manual' });
    expect(red.status).toBe(307);
    expect(red.headers.get('location')).toBe('/x');
    const head = await fetch(`${api.url}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('a trailing slash reaches the same function', async () => {
    expect((await fetch(`${api.url}/api/health/`)).status).toBe(200);
  });
});

describe('configuration', () => {
  it('defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      DATA_DIR: './data',
      RATE_LIMIT_PER_HOUR: 10,
      TRUST_PROXY: false,
      PORT: 3000,
      HOST: '0.0.0.0',
      VERCEL: false,
      OUTBOX_RETRY_BASE_SECONDS: 30,
      OUTBOX_POLL_SECONDS: 15,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_TO).toMatch(/@/);
    expect(loadEnv({ VERCEL: '1' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ VERCEL: '1', TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ VITE_SITE_URL: 'https://a.example/' }).siteUrl).toBe('https://a.example');
    expect(loadEnv({ SITE_URL: '' }).siteUrl).toBeUndefined();
  });

  it('one clear message listing every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        ADMIN_TOKEN: 'short',
        RATE_LIMIT_PER_HOUR: 'many',
        TRUST_PROXY: 'maybe',
        MAIL_TO: 'a@b.co, c@d.co',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const msg = (error as Error).message;
    for (const key of ['DATABASE_URL', 'SMTP_URL', 'ADMIN_TOKEN', 'RATE_LIMIT_PER_HOUR', 'TRUST_PROXY', 'MAIL_TO']) {
      expect(msg).toContain(key);
    }
    expect(msg).toContain('.env.example');
  });

  it('the server refuses to start with a bad configuration', async () => {
    await expect(startApi({ smtp: false, env: { RATE_LIMIT_PER_HOUR: 'lots' } })).rejects.toThrow(
      /RATE_LIMIT_PER_HOUR/,
    );
  });
});

describe('PGlite data directory', () => {
  it('is refused while another live process holds it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-test-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      mkdirSync(path.join(dir, 'pglite'));
      writeFileSync(path.join(dir, 'pglite.pid'), String(other.pid));
      await closeDb();
      const err = await getDb(loadEnv({ DATA_DIR: dir })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DbUnavailableError);
      expect((err as Error).message).toMatch(/in use by process \d+/);
    } finally {
      other.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(backends)('migrations and persistence on %s', (backend) => {
  let api: TestApi;
  afterAll(async () => {
    await api?.close();
  });

  it('applies each migration once and keeps data across a restart', async () => {
    api = await startApi({ backend, smtp: false });
    const r = await post(api, '/api/send-contact-email', validContact({ name: 'Persisted Person' }), {
      key: crypto.randomUUID(),
    });
    expect(r.status).toBe(201);
    // Restart the database layer on the same storage: migrations are not re-applied.
    await closeDb();
    const rows = await sql<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows.map((x) => x.version)).toEqual(['001_init', '002_rate_limit_fn']);
    const [kept] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM inquiries WHERE name = 'Persisted Person'`);
    expect(kept!.n).toBe(1);
  });
});

describe('security headers', () => {
  it('the exact CSP', () => {
    expect(cspFor(['abc=', 'abc='])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; frame-src https://www.openstreetmap.org; frame-ancestors 'none'; " +
        "base-uri 'self'; form-action 'self'; object-src 'none'; manifest-src 'self'; worker-src 'self'",
    );
    expect(cspFor([])).toContain("script-src 'self';");
    expect(securityHeaders([]).map((h) => h.key)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
  });

  it('hashes inline JSON-LD exactly as written, ignores external scripts, reports executable inline ones', () => {
    const ld = '{"a":"\\u003c/script>"}';
    const found = inlineScriptsOf(
      `<script type="application/ld+json">${ld}</script><script type="module" src="/a.js"></script>` +
        `<SCRIPT>alert(1)</SCRIPT><script type='application/ld+json'>{"b":1}</script>`,
      'index.html',
    );
    expect(found.hashes).toEqual([sha256Base64(ld), sha256Base64('{"b":1}')]);
    expect(found.executable).toEqual([{ file: 'index.html', snippet: 'alert(1)' }]);
  });

  it('scans every HTML file of a dist directory (deduplicated)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-test-csp-'));
    try {
      mkdirSync(path.join(dir, 'a/b'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), '<script type="application/ld+json">{"x":1}</script>');
      writeFileSync(path.join(dir, 'a/b/page.html'), '<script type="application/ld+json">{"x":1}</script>');
      writeFileSync(path.join(dir, 'a/other.html'), '<script type="application/ld+json">{"y":2}</script>');
      writeFileSync(path.join(dir, 'a/not-html.js'), '<script type="application/ld+json">{"z":3}</script>');
      expect(scanDist(dir).hashes).toEqual([sha256Base64('{"x":1}'), sha256Base64('{"y":2}')].sort());
      expect(scanDist(path.join(dir, 'missing')).hashes).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('client address', () => {
  const req = (headers: Record<string, string>, remoteAddress = '::ffff:192.0.2.1') =>
    ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('uses the socket unless TRUST_PROXY', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5' }), false)).toBe('192.0.2.1');
    expect(clientIp(req({}), true)).toBe('192.0.2.1');
  });

  it('with TRUST_PROXY: the right-most valid X-Forwarded-For entry, then X-Real-IP', () => {
    expect(clientIp(req({ 'x-forwarded-for': 'spoofed, 203.0.113.5' }), true)).toBe('203.0.113.5');
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5:4711' }), true)).toBe('203.0.113.5');
    expect(clientIp(req({ 'x-forwarded-for': '[2001:db8::1]:443' }), true)).toBe('2001:db8::1');
    expect(clientIp(req({ 'x-forwarded-for': 'garbage', 'x-real-ip': '198.51.100.2' }), true)).toBe('198.51.100.2');
    expect(clientIp(req({ 'x-forwarded-for': 'garbage' }), true)).toBe('192.0.2.1');
  });

  it('rate limits IPv6 per /64', () => {
    expect(rateLimitKey('203.0.113.5')).toBe('203.0.113.5');
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});
