// GET /api/leads (bearer auth, newest first, kinds, pages) and GET /api/health (200 / 503).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, adminGet, backends, post, startApi, validContact, type TestApi } from './helpers.ts';
import type { LeadWithFiles as Lead } from '../../server/staff/export.ts';

describe.each(backends)('/api/leads and /api/health on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('404 when ADMIN_TOKEN is not set', async () => {
    api.setEnv({ ADMIN_TOKEN: undefined });
    const r = await adminGet(api, '/api/leads');
    expect(r.status).toBe(404);
    api.setEnv({ ADMIN_TOKEN });
  });

  it('401 without a token or with a wrong one', async () => {
    expect((await fetch(`${api.url}/api/leads`)).status).toBe(401);
    for (const token of ['wrong', `${ADMIN_TOKEN}x`, ADMIN_TOKEN.slice(0, -1), ADMIN_TOKEN.toUpperCase()]) {
      const r = await adminGet(api, '/api/leads', token);
      expect(r.status, token).toBe(401);
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const basic = await fetch(`${api.url}/api/leads`, { headers: { authorization: `Basic ${ADMIN_TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it('200 with the right token: newest first, with ?limit', async () => {
    const names = ['First Person', 'Second Person', 'Third Person'];
    for (const name of names) {
      expect((await post(api, '/api/send-contact-email', validContact({ name }), { key: randomUUID() })).status).toBe(
        201,
      );
    }
    const r = await adminGet(api, '/api/leads');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const json = (await r.json()) as { count: number; leads: Lead[] };
    expect(json.leads.map((i) => i.fields.name).slice(0, 3)).toEqual([...names].reverse());
    const times = json.leads.map((i) => Date.parse(i.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(json.leads[0]!.mailStatus).toBe('sent');
    // Files sent with a submission are listed with it (tests/api/attachments.test.ts); none here.
    expect(json.leads.map((i) => i.attachments)).toEqual(json.leads.map(() => []));

    const limited = (await (await adminGet(api, '/api/leads?limit=2')).json()) as { leads: Lead[] };
    expect(limited.leads.map((i) => i.fields.name)).toEqual(['Third Person', 'Second Person']);
    for (const bad of [
      'limit=0',
      'limit=-1',
      'limit=abc',
      'limit=1.5',
      'limit=100000',
      'kind=bogus',
      'cursor=x',
      'cursor=-3',
    ]) {
      expect((await adminGet(api, `/api/leads?${bad}`)).status, bad).toBe(400);
    }
  });

  it('every kind, filtered with ?kind, a page at a time with ?cursor', async () => {
    const email = `pager.${randomUUID().slice(0, 8)}@agency.gov`;
    expect((await post(api, '/api/demo-request', { email }, { key: randomUUID() })).status).toBe(201);
    expect((await post(api, '/api/newsletter', { email }, { key: randomUUID() })).status).toBe(200);
    const all = (await (await adminGet(api, '/api/leads?limit=3')).json()) as {
      leads: Lead[];
      nextCursor: string;
    };
    expect(all.leads.map((i) => i.kind)).toEqual(['newsletter', 'demo', 'contact']);
    expect(all.leads[1]).toMatchObject({ email, fields: { email } });
    const demo = (await (await adminGet(api, '/api/leads?kind=demo')).json()) as { leads: Lead[] };
    expect(new Set(demo.leads.map((i) => i.kind))).toEqual(new Set(['demo']));
    // Walking the pages returns every row once, newest first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (await adminGet(api, `/api/leads?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json()) as {
        leads: Lead[];
        nextCursor: string | null;
      };
      seen.push(...page.leads.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    const whole = (await (await adminGet(api, '/api/leads?limit=1000')).json()) as { leads: Lead[] };
    expect(seen).toEqual(whole.leads.map((i) => i.id));
  });

  it('405 for other methods', async () => {
    const r = await fetch(`${api.url}/api/leads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(r.status).toBe(405);
  });

  it('/api/health: 200 with database and mail status', async () => {
    const sent = performance.now();
    const r = await fetch(`${api.url}/api/health`);
    // The server times its database check inside this request: it cannot take longer than the round trip.
    const roundTripMs = performance.now() - sent;
    expect(r.status).toBe(200);
    const json = (await r.json()) as {
      status: string;
      database: { ok: boolean; kind: string; latencyMs: number };
      mail: { configured: boolean; waiting: number; stuck: number; failed: number };
      problems: string[];
    };
    expect(json.status).toBe('ok');
    expect(json.database.ok).toBe(true);
    expect(json.database.kind).toBe(backend);
    expect(Number.isFinite(json.database.latencyMs)).toBe(true);
    expect(json.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(json.database.latencyMs).toBeLessThanOrEqual(roundTripMs);
    expect(json.mail.configured).toBe(true);
    expect(json.mail).toMatchObject({ waiting: 0, stuck: 0, failed: 0 });
    expect(json.problems).toEqual([]);
    expect(JSON.stringify(json)).not.toContain('127.0.0.1');
    const smtpUrl = process.env.SMTP_URL;
    api.setEnv({ SMTP_URL: undefined });
    const without = (await (await fetch(`${api.url}/api/health`)).json()) as {
      status: string;
      mail: { configured: boolean };
      problems: string[];
    };
    expect(without).toMatchObject({ status: 'degraded', mail: { configured: false } });
    expect(without.problems.join(' ')).toMatch(/SMTP_URL is not set/);
    api.setEnv({ SMTP_URL: smtpUrl });
  });

  it('HEAD works; POST is 405', async () => {
    expect((await fetch(`${api.url}/api/health`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${api.url}/api/health`, { method: 'POST' })).status).toBe(405);
  });

  it('on Vercel without DATABASE_URL: 503 everywhere, nothing pretends to store', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = process.env.DATABASE_URL;
    api.setEnv({ VERCEL: '1', DATABASE_URL: undefined });
    try {
      const h = await fetch(`${api.url}/api/health`);
      expect(h.status).toBe(503);
      expect(((await h.json()) as { database: { error: string } }).database.error).toBe('DATABASE_URL is not set');
      const c = await post(api, '/api/send-contact-email', validContact(), { key: randomUUID() });
      expect(c.status).toBe(503);
      expect(((await c.json()) as { error: string }).error).toBe('unavailable');
      expect(errors.mock.calls.some((call) => String(call.join(' ')).includes('DATABASE_URL is not set'))).toBe(true);
    } finally {
      api.setEnv({ VERCEL: undefined, DATABASE_URL: saved });
      errors.mockRestore();
    }
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  });
});

describe('/api/health with an unreachable PostgreSQL', () => {
  let api: TestApi;
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api = await startApi({ env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' } });
  });
  afterAll(async () => {
    await api?.close();
    vi.restoreAllMocks();
  });

  it('health 503, form 503 (the server still starts)', async () => {
    const h = await fetch(`${api.url}/api/health`);
    expect(h.status).toBe(503);
    const json = (await h.json()) as { status: string; database: { ok: boolean; kind: string } };
    expect(json).toMatchObject({ status: 'error', database: { ok: false, kind: 'postgres' } });
    const c = await post(api, '/api/send-contact-email', validContact(), { key: randomUUID() });
    expect(c.status).toBe(503);
    expect(c.headers.get('retry-after')).toBe('60');
  });
});
