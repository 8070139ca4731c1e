// POST /api/events over real HTTP: each event stored once, its time corrected by the server's
// clock, the day's visitor key (none under GPC or DNT), bots and automation not counted, events
// too old dropped and counted, retention, and a clear 4xx for what is not a batch.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENTS_ENDPOINT,
  EVENTS_PER_BATCH,
  EVENT_DEVICE_DAYS,
  EVENT_RETENTION_MONTHS,
} from '../../src/config/analytics.ts';
import type { AnalyticsEvent, EventBatch } from '../../src/features/analytics/contract.ts';
import { pruneEvents } from '../../server/store/analytics.ts';
import { getDb } from '../../server/store/db.ts';
import { backends, nextIp, post, sql, startApi, type TestApi } from './helpers.ts';

const PATH = EVENTS_ENDPOINT;
const DAY_MS = 86_400_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const event = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  id: randomUUID(),
  name: 'page_view',
  at: Date.now(),
  path: '/about',
  ...over,
});

describe.each(backends)('analytics events on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend });
  });
  afterAll(async () => {
    await api?.close();
  });

  const send = (batch: Partial<EventBatch>, o: { ip?: string; headers?: Record<string, string> } = {}) =>
    post(api, PATH, { sentAt: Date.now(), ...batch }, { ip: o.ip, headers: { 'user-agent': FIREFOX, ...o.headers } });
  const stored = (ids: string[]) =>
    sql<{ id: string; name: string; occurred_at: Date; path: string; visitor: string | null; params: unknown }>(
      'SELECT id, name, occurred_at, path, visitor, params FROM analytics_events WHERE id = ANY($1::uuid[]) ORDER BY occurred_at',
      [ids],
    );

  it('stores each event once, however often its batch is sent', async () => {
    const events = [event(), event({ name: 'form_submission', params: { form_name: 'contact', interest: 'other' } })];
    const first = await send({ events });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: 2, ignored: 0 });
    const again = await Promise.all([send({ events }), send({ events })]);
    for (const r of again) expect(await r.json()).toEqual({ stored: 0, ignored: 2 });
    const rows = await stored(events.map((e) => e.id));
    expect(rows.map((r) => [r.name, r.path])).toEqual([
      ['page_view', '/about'],
      ['form_submission', '/about'],
    ]);
    expect(rows[1]!.params).toEqual({ form_name: 'contact', interest: 'other' });
  });

  it("corrects a device clock an hour wrong to within a second of the server's", async () => {
    for (const wrong of [3_600_000, -3_600_000]) {
      const device = Date.now() + wrong;
      const e = event({ at: device - 90_000 });
      const before = Date.now();
      expect((await send({ sentAt: device, events: [e] })).status).toBe(200);
      const [row] = await stored([e.id]);
      const at = new Date(row!.occurred_at).getTime();
      // It happened 90 s before it was sent, by the device's own clock.
      expect(Math.abs(at - (before - 90_000))).toBeLessThan(1000);
    }
  });

  it('keys a visitor for the day by address and browser, and not at all under GPC or DNT', async () => {
    const ip = nextIp();
    const [a, b, other, gpc, dnt] = [event(), event(), event(), event(), event()];
    await send({ events: [a] }, { ip });
    await send({ events: [b] }, { ip });
    await send({ events: [other] }, { ip, headers: { 'user-agent': `${FIREFOX} Other/1` } });
    await send({ events: [gpc] }, { ip, headers: { 'sec-gpc': '1' } });
    await send({ events: [dnt] }, { ip, headers: { dnt: '1' } });
    const key = async (e: AnalyticsEvent) => (await stored([e.id]))[0]!.visitor;
    expect(await key(a)).toMatch(/^[\w-]{24}$/);
    expect(await key(b)).toBe(await key(a));
    expect(await key(other)).not.toBe(await key(a));
    // Counted, with no key.
    expect(await key(gpc)).toBeNull();
    expect(await key(dnt)).toBeNull();
  });

  it('does not count bots or browsers under automation, and answers them alike', async () => {
    const bots = ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', ''];
    for (const ua of bots) {
      const e = event();
      const r = await send({ events: [e] }, { headers: { 'user-agent': ua } });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ stored: 0, ignored: 1 });
      expect(await stored([e.id])).toEqual([]);
    }
    const e = event();
    expect(await (await send({ events: [e], automated: true })).json()).toEqual({ stored: 0, ignored: 1 });
    expect(await stored([e.id])).toEqual([]);
  });

  it('drops events older than the device keeps them, and counts them with what the device dropped', async () => {
    const count = async () =>
      Number((await sql<{ n: string }>('SELECT coalesce(sum(events), 0)::text AS n FROM analytics_dropped'))[0]!.n);
    const before = await count();
    const old = event({ at: Date.now() - (EVENT_DEVICE_DAYS + 1) * DAY_MS });
    const fresh = event();
    const r = await send({ events: [old, fresh], dropped: 4 });
    expect(await r.json()).toEqual({ stored: 1, ignored: 1 });
    expect((await stored([old.id, fresh.id])).map((x) => x.id)).toEqual([fresh.id]);
    expect((await count()) - before).toBe(5);
  });

  it('stores events a device kept 7 days offline, at their time, from a device clock an hour slow', async () => {
    const device = Date.now() - 3_600_000;
    const week = Array.from({ length: 3 }, (_, i) => event({ at: device - 7 * DAY_MS + i * 60_000 }));
    const before = Date.now();
    expect(await (await send({ sentAt: device, events: week })).json()).toEqual({ stored: 3, ignored: 0 });
    const rows = await stored(week.map((e) => e.id));
    rows.forEach((row, i) =>
      expect(Math.abs(new Date(row.occurred_at).getTime() - (before - 7 * DAY_MS + i * 60_000))).toBeLessThan(1000),
    );
    // Sent again (the answer lost on the way): none twice.
    expect(await (await send({ sentAt: device, events: week })).json()).toEqual({ stored: 0, ignored: 3 });
  });

  it(`deletes events after ${EVENT_RETENTION_MONTHS} months`, async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    await sql(
      `INSERT INTO analytics_events (id, name, occurred_at, path) VALUES
       ($1, 'page_view', now() - make_interval(months => $3) + interval '1 day', '/'),
       ($2, 'page_view', now() - make_interval(months => $3) - interval '1 day', '/')`,
      [kept, gone, EVENT_RETENTION_MONTHS],
    );
    expect(await pruneEvents(await getDb())).toBeGreaterThanOrEqual(1);
    expect((await stored([kept, gone])).map((r) => r.id)).toEqual([kept]);
  });

  it('stores the good events of a batch and ignores the one it refuses', async () => {
    const [good, long] = [event(), event({ path: `/${'x'.repeat(400)}` })];
    const r = await send({ events: [good, long] });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ stored: 1, ignored: 1 });
    expect((await stored([good.id, long.id])).map((x) => x.id)).toEqual([good.id]);
  });

  it('refuses text PostgreSQL cannot store (NUL, a lone surrogate) with a 400, never a 5xx', async () => {
    for (const bad of [event({ params: { slide_title: 'a\u0000b' } }), event({ params: { slide_title: '\ud800x' } })]) {
      const r = await send({ events: [bad] });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { message: string }).message).toContain('at events[0].params.slide_title');
    }
    const r = await send({ events: [{ ...event(), path: '/a\u0000' }] });
    expect(r.status).toBe(400);
  });

  it('refuses what is not a batch with a 4xx that says why, and stores nothing', async () => {
    const bad: [unknown, number, RegExp][] = [
      [{ sentAt: Date.now(), events: [] }, 400, /events/i],
      [{ sentAt: Date.now(), events: [{ ...event(), name: 'pageview' }] }, 400, /name|option/i],
      [{ sentAt: Date.now(), events: [{ ...event(), id: 'x' }] }, 400, /uuid|id/i],
      [{ sentAt: Date.now(), events: [event({ path: '/a?utm_source=x' })] }, 400, /path|pattern|invalid/i],
      [
        { sentAt: Date.now(), events: Array.from({ length: EVENTS_PER_BATCH + 1 }, () => event()) },
        400,
        /50|too big|events/i,
      ],
      [{ sentAt: 'soon', events: [event()] }, 400, /sentAt|number/i],
      [{ sentAt: Date.now(), events: [event({ params: { 'Bad-Name': 'x' } })] }, 400, /./],
    ];
    for (const [body, status, words] of bad) {
      const r = await post(api, PATH, body, { headers: { 'user-agent': FIREFOX } });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await r.json()) as { message: string }).message).toMatch(words);
    }
    const text = await post(api, PATH, null, {
      raw: JSON.stringify({ sentAt: Date.now(), events: [event()] }),
      headers: { 'content-type': 'text/plain', 'user-agent': FIREFOX },
    });
    expect(text.status).toBe(415);
    const cross = await post(
      api,
      PATH,
      { sentAt: Date.now(), events: [event()] },
      {
        headers: { origin: 'https://evil.example', 'user-agent': FIREFOX },
      },
    );
    expect(cross.status).toBe(403);
    expect((await fetch(api.url + PATH)).status).toBe(405);
  });
});
