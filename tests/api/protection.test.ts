// Request guards of the form endpoints: rate limit, body size, content type, method, origin;
// plus the router's own answers and the security headers on every response.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspFor } from '../../server/local/security-headers.ts';
import { formKinds } from '../../src/config/form-kinds.ts';
import { blocked } from '../../server/store/rate-limit.ts';
import { backends, post, sql, startApi, validContact, type TestApi } from './helpers.ts';

const PATH = '/api/send-contact-email';
const FORM_PATHS = Object.values(formKinds).map((k) => k.endpoint);

describe.each(backends)('rate limit on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend, env: { RATE_LIMIT_PER_HOUR: '3' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('429 with Retry-After after RATE_LIMIT_PER_HOUR accepted submissions from one address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i++)
      expect((await post(api, PATH, validContact(), { ip, key: randomUUID() })).status).toBe(201);
    const before = (await sql<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact'"))[0]!
      .n;
    const limited = await post(api, PATH, validContact(), { ip, key: randomUUID() });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await limited.json()) as { error: string }).error).toBe('rate_limited');
    // Refused submissions are not stored, and the refusal is remembered (fast path).
    const again = await post(api, PATH, validContact(), { ip, key: randomUUID() });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sql<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact'"))[0]!.n).toBe(
      before,
    );
  });

  it('another address is not affected, nor another endpoint', async () => {
    expect((await post(api, PATH, validContact(), { ip: '192.0.2.11', key: randomUUID() })).status).toBe(201);
    expect(
      (await post(api, '/api/demo-request', { email: 'a@b.co' }, { ip: '192.0.2.10', key: randomUUID() })).status,
    ).toBe(201);
  });

  it('the limit survives a restart (it is stored in the database)', async () => {
    blocked.clear();
    const r = await post(api, PATH, validContact(), { ip: '192.0.2.10', key: randomUUID() });
    expect(r.status).toBe(429);
  });

  it('replays and invalid bodies do not count', async () => {
    const ip = '192.0.2.12';
    const key = randomUUID();
    const body = validContact();
    for (let i = 0; i < 5; i++) expect((await post(api, PATH, body, { ip, key })).status).toBe(i === 0 ? 201 : 200);
    for (let i = 0; i < 5; i++) expect((await post(api, PATH, {}, { ip })).status).toBe(400);
    expect((await post(api, PATH, validContact(), { ip, key: randomUUID() })).status).toBe(201);
  });

  it('a no-JS visitor who is limited gets an HTML page', async () => {
    const r = await post(api, PATH, validContact(), { ip: '192.0.2.10', form: true });
    expect(r.status).toBe(429);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.headers.get('retry-after')).toBeTruthy();
    expect(await r.text()).toContain('Too many messages');
  });
});

describe('request guards', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(FORM_PATHS)('%s: 413 for a body over 32 KB', async (p) => {
    const r = await post(api, p, validContact({ message: 'x'.repeat(33 * 1024) }));
    expect(r.status).toBe(413);
    expect(((await r.json()) as { error: string }).error).toBe('payload_too_large');
  });

  it('413 for a chunked body over 32 KB (no Content-Length)', async () => {
    const big = JSON.stringify(validContact({ message: 'y'.repeat(40 * 1024) }));
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const r = await fetch(api.url + PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
  });

  it('413 from the router for a body over 1 MB', async () => {
    const r = await post(api, PATH, null, { raw: 'z'.repeat(1024 * 1024 + 10) });
    expect(r.status).toBe(413);
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/xml', '<a/>'],
  ])('415 for %s', async (type, raw) => {
    const r = await post(api, PATH, null, { raw, headers: { 'content-type': type } });
    expect(r.status).toBe(415);
    expect(((await r.json()) as { error: string }).error).toBe('unsupported_media_type');
  });

  it('multipart only where a form takes files: 415 from the demo request, a clear 400 for a broken one to the contact form', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    const demo = await post(api, '/api/demo-request', null, { raw: '--x--', headers });
    expect(demo.status).toBe(415);
    expect(((await demo.json()) as { error: string }).error).toBe('unsupported_media_type');
    const contact = await post(api, PATH, null, { raw: '--x--', headers });
    expect(contact.status).toBe(400);
  });

  it('415 without a Content-Type', async () => {
    const r = await fetch(api.url + PATH, { method: 'POST', body: new Uint8Array([1, 2, 3]) });
    expect(r.status).toBe(415);
  });

  it('400 for invalid JSON', async () => {
    const r = await post(api, PATH, null, { raw: '{"name": ' });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toBe('invalid_json');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('405 with Allow: POST for %s', async (method) => {
    const r = await fetch(api.url + PATH, { method });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
  });

  it('403 for a cross-origin POST; same origin is fine', async () => {
    const evil = await post(api, PATH, validContact(), { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { error: string }).error).toBe('cross_origin');
    const nul = await post(api, PATH, validContact(), { headers: { origin: 'null' } });
    expect(nul.status).toBe(403);
    const fetchMeta = await post(api, PATH, validContact(), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchMeta.status).toBe(403);
    const same = await post(api, PATH, validContact(), { key: randomUUID(), headers: { origin: api.url } });
    expect(same.status).toBe(201);
  });

  it('a no-JS cross-origin post gets an HTML page', async () => {
    const r = await post(api, PATH, validContact(), { form: true, headers: { origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('404 JSON for an unknown function, and no path tricks', async () => {
    for (const p of ['/api/nope', '/api/_lib/db', '/api/../package.json', '/api/constructor', '/api/__proto__']) {
      const r = await fetch(api.url + p);
      expect(r.status, p).toBe(404);
    }
  });

  it('API answers are not cached', async () => {
    const r = await fetch(`${api.url}/api/health`);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('security headers on API, page and 404 responses', async () => {
    // Only the pages' own inline scripts, by hash (tests/e2e/build-output.spec.ts checks them against
    // a real build; the pages here have none).
    let csp = '';
    for (const p of ['/api/health', '/', '/missing-page']) {
      const r = await fetch(api.url + p);
      csp = r.headers.get('content-security-policy')!;
      expect(csp, p).toBe(cspFor([]));
      expect(r.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), interest-cohort=()');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(r.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
