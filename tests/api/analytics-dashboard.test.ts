// The dashboard's statistics (GET /api/staff/analytics) from events sent as browsers send them:
// visitors, views, sources and campaigns from the visits' first pages, downloads, the funnel and
// conversions per form and per call to action, leads by source, the range before; daily counts
// made again for a day an event reaches late, kept after the raw events are deleted.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_RETENTION_MONTHS, EVENTS_ENDPOINT } from '../../src/config/analytics.ts';
import type { AnalyticsEvent } from '../../src/features/analytics/contract.ts';
import type { AnalyticsReport } from '../../src/features/staff/contract/index.ts';
import { getEnv } from '../../server/env.ts';
import { pruneEvents, rollUpDay, rollUpDue } from '../../server/store/analytics.ts';
import { reportToday } from '../../src/lib/report-days.ts';
import { getDb } from '../../server/store/db.ts';
import { addStaff } from '../../server/staff/accounts.ts';
import { backends, nextIp, post, sql, startApi, validContact, type TestApi } from './helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { browser, enrol, tokenOf, type Browser } from './staff-helpers.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

describe.each(backends)('the analytics dashboard on %s', (backend) => {
  let api: TestApi;
  let staff: Browser;
  beforeAll(async () => {
    api = await startApi({ backend, smtp: false, env: { STAFF_SIGN_IN_PER_HOUR: '1000' } });
    const { url } = await addStaff(await getDb(), getEnv(), `dash-${randomUUID().slice(0, 6)}@example.com`, false, {
      by: 'test',
    });
    staff = browser(api);
    expect((await enrol(staff, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** One browser's events, sent as its recorder would. */
  const visit = async (ip: string, events: Partial<AnalyticsEvent>[], headers: Record<string, string> = {}) => {
    const r = await post(
      api,
      EVENTS_ENDPOINT,
      {
        sentAt: Date.now(),
        events: events.map((e) => ({ id: randomUUID(), name: 'page_view', at: Date.now() - 60_000, path: '/', ...e })),
      },
      { ip, headers: { 'user-agent': FIREFOX, ...headers } },
    );
    expect(r.status, await r.clone().text()).toBe(200);
    return r.json();
  };
  const report = async (query = '') => {
    const r = await staff.call('analytics', { query });
    expect(r.status, await r.clone().text()).toBe(200);
    return (await r.json()) as AnalyticsReport;
  };

  it('counts visitors, views, sources, campaigns, downloads, the funnel and conversions, beside the range before', async () => {
    // A reader from the newsletter who clicks a "Get Started" and sends the contact form.
    const reader = nextIp();
    await visit(reader, [
      {
        name: 'visit_started',
        path: '/',
        params: { referrer: '', query: 'utm_source=newsletter&utm_medium=email&utm_campaign=fall&email=x%40y.gov' },
      },
      { path: '/' },
      { path: '/solutions' },
      { name: 'cta_get_started_clicked', path: '/', params: { slide_id: 'ai', slide_title: 'AI' } },
      { name: 'form_started', path: '/', params: { form_name: 'contact' } },
    ]);
    await visit(reader, [{ name: 'form_sent', path: '/', params: { form_name: 'contact' } }]);
    const lead = await post(
      api,
      '/api/send-contact-email',
      validContact({ attribution: { last: { l: '/?utm_source=newsletter&utm_campaign=fall', r: '', t: Date.now() } } }),
      { key: randomUUID(), ip: reader },
    );
    expect(lead.status).toBe(201);
    // One from a search engine who downloads a whitepaper; one under GPC; a crawler.
    // (Another browser: addresses are truncated, and these share their network.)
    await visit(
      nextIp(),
      [
        { name: 'visit_started', path: '/about', params: { referrer: 'www.google.com', query: '' } },
        { path: '/about' },
        { name: 'file_downloaded', path: '/resources', params: { file: '/whitepapers/zero-trust.pdf' } },
      ],
      { 'user-agent': CHROME },
    );
    await visit(nextIp(), [{ name: 'visit_started', path: '/', params: { referrer: '', query: '' } }, { path: '/' }], {
      'sec-gpc': '1',
    });
    await visit(nextIp(), [{ path: '/' }], { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });

    const r = await report();
    expect(r.to).toBe(reportToday());
    expect(r.days).toHaveLength(30);
    expect(r.previous.to < r.from).toBe(true);
    expect(r.totals).toEqual({
      visitors: { now: 2, before: 0 },
      views: { now: 4, before: 0 },
      landings: { now: 3, before: 0 },
      downloads: { now: 1, before: 0 },
      formsSent: { now: 1, before: 0 },
      leads: { now: 1, before: 0 },
    });
    expect(r.days.reduce((n, d) => n + d.views, 0)).toBe(4);
    expect(r.pages).toEqual([
      { key: '/', events: 2, visitors: 1, prevEvents: 0 },
      { key: '/about', events: 1, visitors: 1, prevEvents: 0 },
      { key: '/solutions', events: 1, visitors: 1, prevEvents: 0 },
    ]);
    // (Most visits first; then most leads.)
    expect(r.sources).toEqual([
      { key: 'newsletter', events: 1, visitors: 1, prevEvents: 0, converted: 1, leads: 1 },
      { key: '(direct)', events: 1, visitors: 0, prevEvents: 0, converted: 0, leads: 0 },
      { key: 'google.com', events: 1, visitors: 1, prevEvents: 0, converted: 0, leads: 0 },
    ]);
    expect(r.campaigns).toEqual([{ key: 'fall', events: 1, visitors: 1, prevEvents: 0 }]);
    expect(r.downloads).toEqual([{ key: '/whitepapers/zero-trust.pdf', events: 1, visitors: 1, prevEvents: 0 }]);
    expect(r.forms.find((f) => f.kind === 'contact')).toEqual({
      kind: 'contact',
      started: 1,
      sent: 1,
      prevSent: 0,
      leads: 1,
    });
    expect(r.ctas).toEqual([{ key: 'ai', clicks: 1, converted: 1, prevClicks: 0 }]);
    // Only what the allow-list reads of an address is kept: not the e-mail in its query.
    const rows = await sql<{ params: unknown }>("SELECT params FROM analytics_events WHERE name = 'visit_started'");
    expect(rows).toContainEqual({ params: { source: 'newsletter', medium: 'email', campaign: 'fall' } });
    expect(JSON.stringify(rows)).not.toContain('y.gov');
  });

  it('counts a day again when an event reaches it late, and puts the range before beside it', async () => {
    const today = reportToday();
    const base = await report(`from=${today}&to=${today}`);
    const late = Date.now() - 3 * DAY_MS;
    await visit(nextIp(), [{ path: '/careers', at: late }]);
    const lateDay = reportToday(new Date(late));
    const r = await report(`from=${lateDay}&to=${lateDay}`);
    expect(r.pages).toEqual([{ key: '/careers', events: 1, visitors: 1, prevEvents: 0 }]);
    expect(r.days).toEqual([{ day: lateDay, views: 1, visitors: 1 }]);
    // The next day's range has it as "before".
    const next = new Date(Date.parse(`${lateDay}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const after = await report(`from=${next}&to=${next}`);
    expect(after.previous).toEqual({ from: lateDay, to: lateDay });
    expect(after.totals.views.before).toBe(1);
    // Today's counts did not move.
    expect((await report(`from=${today}&to=${today}`)).totals).toEqual(base.totals);
  });

  it("counts by the company's days (New York time), and keeps the counts after the raw events are deleted", async () => {
    const db = await getDb();
    // 03:30 UTC is still the evening before in New York.
    const day = new Date(Date.now() - 10 * DAY_MS).toISOString().slice(0, 10);
    const at = new Date(`${day}T03:30:00Z`);
    const nyDay = reportToday(at);
    expect(nyDay < day).toBe(true);
    await sql(
      "INSERT INTO analytics_events (id, name, occurred_at, path, visitor, params) VALUES ($1, 'page_view', $2, '/night', 'k', '{}')",
      [randomUUID(), at],
    );
    await sql('INSERT INTO analytics_days_due (day) VALUES ($1) ON CONFLICT DO NOTHING', [nyDay]);
    expect((await report(`from=${nyDay}&to=${nyDay}`)).pages).toEqual([
      { key: '/night', events: 1, visitors: 1, prevEvents: 0 },
    ]);

    // A day past the raw events' retention: its events go, its counts stay, even when it is due again.
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - EVENT_RETENTION_MONTHS - 1);
    const oldDay = old.toISOString().slice(0, 10);
    await sql(
      "INSERT INTO analytics_daily (day, dimension, key, events, visitors) VALUES ($1, 'views', '', 7, 3), ($1, 'page', '/old', 7, 3)",
      [oldDay],
    );
    await sql(
      "INSERT INTO analytics_events (id, name, occurred_at, path, visitor, params) VALUES ($1, 'page_view', $2, '/old', 'k', '{}')",
      [randomUUID(), new Date(`${oldDay}T16:00:00Z`)],
    );
    await sql('INSERT INTO analytics_days_due (day) VALUES ($1) ON CONFLICT DO NOTHING', [oldDay]);
    expect(await pruneEvents(db)).toBeGreaterThanOrEqual(1);
    await rollUpDue(db);
    const r = await report(`from=${oldDay}&to=${oldDay}`);
    expect(r.totals.views.now).toBe(7);
    expect(r.pages).toEqual([{ key: '/old', events: 7, visitors: 3, prevEvents: 0 }]);
  });

  it('counts of one day asked for at once (housekeeping, several tabs) take turns, and none fails', async () => {
    const db = await getDb();
    await visit(nextIp(), [{ path: '/turns' }]);
    const day = reportToday();
    await Promise.all(Array.from({ length: 6 }, () => rollUpDay(db, day)));
    expect((await report(`from=${day}&to=${day}`)).pages).toContainEqual(
      expect.objectContaining({ key: '/turns', events: 1 }),
    );
  });

  it('is for signed-in staff only, and refuses a range it cannot read with a 400 that says why', async () => {
    expect((await browser(api).call('analytics')).status).toBe(401);
    for (const [query, message] of [
      ['from=2026-02-30', 'YYYY-MM-DD'],
      ['from=yesterday', 'YYYY-MM-DD'],
      ['from=2026-11-02&to=2026-11-01', 'from must not be after to'],
      ['from=2024-01-01&to=2026-01-01', 'at most 400 days'],
      ['from=0000-01-01&to=0000-01-02', 'from 1970 on'],
    ]) {
      const r = await staff.call('analytics', { query });
      expect(r.status, query).toBe(400);
      expect(await r.text(), query).toContain(message);
    }
  });
});
