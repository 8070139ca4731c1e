// Booking calls, the staff's side, through the staff API on PGlite and PostgreSQL: each person's
// hours and limits (every refusal a 400 naming its field) and what they change in the free times
// the site offers; an admin choosing who takes each kind (anyone else refused); the private
// calendar feed read by an independent parser (ical.js) with the invitation's UID and SEQUENCE,
// replaced and revoked; a call's no-show mark; and the dashboard's calls by source.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../src/features/booking/contract.ts';
import type { AnalyticsReport, CallSettings, CallsRow, LeadDetail } from '../../src/features/staff/contract/index.ts';
import { uidOf } from '../../server/booking/invitation.ts';
import { getEnv } from '../../server/env.ts';
import { addStaff } from '../../server/staff/accounts.ts';
import { reportToday, shiftDay } from '../../src/lib/report-days.ts';
import { getDb } from '../../server/store/db.ts';
import { tokenHash } from '../../server/store/staff.ts';
import { backends, nextIp, post, sql, startApi, validBooking, validContact, type TestApi } from './helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { browser, enrol, tokenOf, type Browser } from './staff-helpers.ts';

/** Free every day from 08:00 to 20:00 UTC, a 15-minute buffer after each call. */
const openRules = {
  timeZone: 'UTC',
  weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['08:00', '20:00']]])),
  daysOff: [] as string[],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  noticeMinutes: 60,
  horizonDays: 21,
  dailyCap: 50,
};

type Answer = { ok: true; id: string; booking: BookingView };

/** The events of an iCalendar text, as ical.js reads them. */
function eventsOf(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((e) => ({
    uid: String(e.getFirstPropertyValue('uid')),
    sequence: Number(e.getFirstPropertyValue('sequence')),
    status: String(e.getFirstPropertyValue('status')),
    summary: String(e.getFirstPropertyValue('summary')),
    start: (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (e.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
  }));
}

describe.each(backends)('booking calls, the staff side, on %s', (backend) => {
  let api: TestApi;
  /** The one person who takes calls (not an admin). */
  let host: Browser;
  let hostEmail: string;
  let admin: Browser;
  let adminEmail: string;
  /** Another staff member, narrowed to no kind. */
  let other: Browser;
  let otherEmail: string;

  const idOf = async (email: string) =>
    (await sql<{ id: string }>('SELECT id FROM staff_accounts WHERE email = $1', [email]))[0]!.id;
  const staffMember = async (prefix: string, isAdmin: boolean) => {
    const email = `${prefix}-${randomUUID().slice(0, 6)}@example.com`;
    const { url } = await addStaff(await getDb(), getEnv(), email, isAdmin, { by: 'test' });
    const b = browser(api);
    expect((await enrol(b, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    return { b, email };
  };
  const json = async <T>(r: Response, status = 200): Promise<T> => {
    expect(r.status, await r.clone().text()).toBe(status);
    return (await r.json()) as T;
  };
  const saveRules = (b: Browser, body: unknown) => b.call('save-call-settings', { body });

  beforeAll(async () => {
    api = await startApi({ backend, smtp: false, env: { STAFF_SIGN_IN_PER_HOUR: '1000' } });
    ({ b: host, email: hostEmail } = await staffMember('host', false));
    ({ b: admin, email: adminEmail } = await staffMember('admin', true));
    ({ b: other, email: otherEmail } = await staffMember('other', false));
    // Only `host` takes calls in these tests.
    for (const email of [adminEmail, otherEmail])
      await sql(`INSERT INTO booking_hosts (account_id, kinds, rules) VALUES ($1, '{}', '{}')`, [await idOf(email)]);
    await json(await saveRules(host, openRules));
  });
  afterAll(async () => {
    await api?.close();
  });

  const freeTimes = async (kind = 'consultation'): Promise<string[]> =>
    (await json<{ times: string[] }>(await fetch(`${api.url}/api/booking/availability?kind=${kind}`))).times;
  /** A free time two days or more ahead (its visitor can still cancel it). */
  const aFreeTime = async () => (await freeTimes()).find((t) => Date.parse(t) > Date.now() + 2 * 86_400_000)!;
  const book = async (start: string, over: Record<string, unknown> = {}) => {
    const r = await post(api, '/api/book-call', validBooking(start, over), { key: randomUUID(), ip: nextIp() });
    return json<Answer>(r, 201);
  };
  const bookingIdOf = async (leadId: string) =>
    (await sql<{ id: string }>('SELECT id FROM bookings WHERE submission_id = $1', [leadId]))[0]!.id;
  const cancel = async (a: Answer) =>
    expect((await post(api, '/api/booking/cancel', { token: a.booking.token })).status).toBe(200);
  /** Moves a call's start (and end) into the past, as time passing would. */
  const startPassed = (leadId: string) =>
    sql(
      `UPDATE bookings SET starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes'
       WHERE submission_id = $1`,
      [leadId],
    );
  const leadOf = async (b: Browser, id: string) =>
    (await json<{ lead: LeadDetail }>(await b.call('lead', { query: `id=${id}` }))).lead;

  it('a staff member sees the defaults, saves their own hours and limits, and each refusal is a 400 naming its field', async () => {
    const before = await json<CallSettings>(await other.call('call-settings'));
    expect(before).toEqual({
      own: false,
      feed: false,
      rules: expect.objectContaining({
        timeZone: 'America/New_York',
        noticeMinutes: 240,
        horizonDays: 21,
        dailyCap: 6,
        daysOff: [],
      }),
    });
    const mine = {
      timeZone: 'asia/kolkata',
      weekly: {
        '1': [
          ['09:00', '12:00'],
          ['13:00', '17:30'],
        ],
        '3': [['10:00', '11:00']],
        '6': [],
      },
      daysOff: ['2031-01-02', '2031-01-01', '2031-01-02'],
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      noticeMinutes: 1440,
      horizonDays: 30,
      dailyCap: 3,
    };
    const saved = await json<CallSettings>(await saveRules(other, mine));
    // The zone by its own name, the dates once each and in order.
    expect(saved).toEqual({
      own: true,
      feed: false,
      rules: { ...mine, timeZone: 'Asia/Kolkata', daysOff: ['2031-01-01', '2031-01-02'] },
    });
    expect(await json(await other.call('call-settings'))).toEqual(saved);
    // Stored as the rules; the kinds an admin set stay.
    const row = await sql<{ kinds: string[]; rules: { timeZone: string } }>(
      'SELECT kinds, rules FROM booking_hosts WHERE account_id = $1',
      [await idOf(otherEmail)],
    );
    expect(row).toEqual([{ kinds: [], rules: expect.objectContaining({ timeZone: 'Asia/Kolkata', dailyCap: 3 }) }]);

    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'invalid_timeZone', /Time zone/],
      [{ timeZone: undefined }, 'invalid_timeZone', /Time zone/],
      [{ weekly: { '1': [['17:00', '09:00']] } }, 'invalid_weekly', /Monday: 17:00 to 09:00 must start before/],
      [{ weekly: { '2': [['9:00', '10:00']] } }, 'invalid_weekly', /Tuesday: give times as HH:MM/],
      [{ weekly: { '4': [['24:00', '24:30']] } }, 'invalid_weekly', /Thursday/],
      [
        {
          weekly: {
            '3': [
              ['09:00', '12:00'],
              ['11:00', '13:00'],
            ],
          },
        },
        'invalid_weekly',
        /Wednesday: .* overlap/,
      ],
      [{ weekly: { '8': [] } }, 'invalid_weekly', /Weekly hours/],
      [{ weekly: { '1': [['09:00']] } }, 'invalid_weekly', /Weekly hours/],
      [
        { weekly: { '1': Array.from({ length: 13 }, (_, i) => [`0${i % 10}:00`, `0${i % 10}:10`]) } },
        'invalid_weekly',
        /at most 12/,
      ],
      [{ daysOff: ['2031-02-30'] }, 'invalid_daysOff', /Dates off: give each as YYYY-MM-DD/],
      [{ daysOff: ['tomorrow'] }, 'invalid_daysOff', /Dates off/],
      [{ daysOff: Array.from({ length: 201 }, (_, i) => shiftDay('2031-01-01', i)) }, 'invalid_daysOff', /at most 200/],
      [{ bufferBeforeMinutes: 241 }, 'invalid_bufferBeforeMinutes', /Buffer before: .* from 0 to 240/],
      [{ bufferAfterMinutes: -1 }, 'invalid_bufferAfterMinutes', /Buffer after/],
      [{ bufferAfterMinutes: '15' }, 'invalid_bufferAfterMinutes', /Buffer after/],
      [{ noticeMinutes: 20_161 }, 'invalid_noticeMinutes', /Minimum notice: .* from 0 to 20160/],
      [{ horizonDays: 0 }, 'invalid_horizonDays', /How far ahead: .* from 1 to 90/],
      [{ horizonDays: 91 }, 'invalid_horizonDays', /How far ahead/],
      [{ dailyCap: 51 }, 'invalid_dailyCap', /Calls a day: .* from 1 to 50/],
      [{ dailyCap: 1.5 }, 'invalid_dailyCap', /Calls a day/],
    ];
    for (const [change, code, message] of refusals) {
      const r = await saveRules(other, { ...mine, ...change });
      expect(r.status, `${JSON.stringify(change).slice(0, 80)}: ${await r.clone().text()}`).toBe(400);
      const body = (await r.json()) as { error: string; message: string };
      expect(body.error, JSON.stringify(change).slice(0, 80)).toBe(code);
      expect(body.message).toMatch(message);
    }
    // Nothing refused was kept; nor is anything taken from another site's page.
    expect(await json(await other.call('call-settings'))).toEqual(saved);
    const cross = await other.call('save-call-settings', { body: openRules, origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(await json(await other.call('call-settings'))).toEqual(saved);
    // Signed out: nothing.
    expect((await browser(api).call('call-settings')).status).toBe(401);
  });

  it('saved hours change the free times the site offers: a day off removes that day, hours narrow the others', async () => {
    const times = await freeTimes();
    const day = times.map((t) => t.slice(0, 10)).find((d) => Date.parse(`${d}T00:00:00Z`) > Date.now() + 86_400_000)!;
    expect(times.filter((t) => t.startsWith(day)).length).toBeGreaterThan(4);
    const next = shiftDay(day, 1);
    const nextWeekday = String(new Date(`${next}T12:00:00Z`).getUTCDay() || 7);
    try {
      await json(
        await saveRules(host, {
          ...openRules,
          daysOff: [day],
          weekly: { ...openRules.weekly, [nextWeekday]: [['10:00', '11:00']] },
        }),
      );
      const after = await freeTimes();
      expect(after.filter((t) => t.startsWith(day))).toEqual([]);
      // The next day: 10:00 and 10:30 only (a 30-minute call ends by 11:00).
      expect(after.filter((t) => t.startsWith(next))).toEqual([`${next}T10:00:00.000Z`, `${next}T10:30:00.000Z`]);
    } finally {
      await json(await saveRules(host, openRules));
    }
    expect((await freeTimes()).filter((t) => t.startsWith(day)).length).toBeGreaterThan(4);
  });

  it('an admin chooses who takes each kind of call; anyone else is refused', async () => {
    for (const r of [
      await host.call('call-hosts'),
      await host.call('save-call-hosts', { body: { hosts: [{ email: hostEmail, kinds: [] }] } }),
    ]) {
      expect(r.status).toBe(403);
      expect(((await r.json()) as { error: string }).error).toBe('admins_only');
    }
    const hostsNow = await json<{ hosts: { email: string; kinds: string[] }[] }>(await admin.call('call-hosts'));
    expect(hostsNow.hosts).toEqual(
      expect.arrayContaining([
        { email: hostEmail, kinds: ['consultation', 'walkthrough'] },
        { email: adminEmail, kinds: [] },
        { email: otherEmail, kinds: [] },
      ]),
    );
    expect(await freeTimes('walkthrough')).not.toEqual([]);

    // The host takes consultations only: no one is left for walkthroughs.
    const narrowed = await json<typeof hostsNow>(
      await admin.call('save-call-hosts', { body: { hosts: [{ email: hostEmail, kinds: ['consultation'] }] } }),
    );
    expect(narrowed.hosts).toContainEqual({ email: hostEmail, kinds: ['consultation'] });
    expect(await sql('SELECT kinds FROM booking_hosts WHERE account_id = $1', [await idOf(hostEmail)])).toEqual([
      { kinds: ['consultation'] },
    ]);
    expect(await freeTimes('walkthrough')).toEqual([]);
    expect(await freeTimes('consultation')).not.toEqual([]);
    // Their own hours were left as they were.
    expect((await json<CallSettings>(await host.call('call-settings'))).rules).toEqual(openRules);

    // Every kind again: stored as NULL (not narrowed).
    await json(
      await admin.call('save-call-hosts', {
        body: { hosts: [{ email: hostEmail, kinds: ['walkthrough', 'consultation'] }] },
      }),
    );
    expect(await sql('SELECT kinds FROM booking_hosts WHERE account_id = $1', [await idOf(hostEmail)])).toEqual([
      { kinds: null },
    ]);
    expect(await freeTimes('walkthrough')).not.toEqual([]);

    // Someone with no row yet gets one, with the default rules.
    const fresh = `fresh-${randomUUID().slice(0, 6)}@example.com`;
    await addStaff(await getDb(), getEnv(), fresh, false, { by: 'test' });
    expect(await sql('SELECT 1 FROM booking_hosts WHERE account_id = $1', [await idOf(fresh)])).toEqual([]);
    await json(await admin.call('save-call-hosts', { body: { hosts: [{ email: fresh.toUpperCase(), kinds: [] }] } }));
    expect(await sql('SELECT kinds, rules FROM booking_hosts WHERE account_id = $1', [await idOf(fresh)])).toEqual([
      { kinds: [], rules: {} },
    ]);

    for (const [body, code] of [
      [{ hosts: [{ email: 'nobody@example.com', kinds: [] }] }, 'invalid_hosts'],
      [{ hosts: [{ email: hostEmail, kinds: ['webinar'] }] }, 'invalid_hosts'],
      [
        {
          hosts: [
            { email: hostEmail, kinds: [] },
            { email: hostEmail, kinds: [] },
          ],
        },
        'invalid_hosts',
      ],
      [{}, 'invalid_hosts'],
    ] as const) {
      const r = await admin.call('save-call-hosts', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(((await r.json()) as { error: string }).error).toBe(code);
    }
    // A refused list changed nobody (the unknown e-mail was checked before any change was kept).
    const mixed = await admin.call('save-call-hosts', {
      body: {
        hosts: [
          { email: hostEmail, kinds: [] },
          { email: 'nobody@example.com', kinds: [] },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect(await sql('SELECT kinds FROM booking_hosts WHERE account_id = $1', [await idOf(hostEmail)])).toEqual([
      { kinds: null },
    ]);
  });

  it('the calendar feed: one link per person, read by ical.js with the invitation’s UID and SEQUENCE; replaced or revoked, a 404', async () => {
    const kept = await book(await aFreeTime(), { name: 'Ada Lovelace', company: 'Analytical Engines' });
    const dropped = await book(await aFreeTime(), { name: 'Alan Turing', company: 'Bletchley Park' });
    await cancel(dropped);
    const old = await book(await aFreeTime(), { name: 'Old Call' });
    // Its start 31 days ago: older than the feed reaches back.
    await sql(
      `UPDATE bookings SET starts_at = now() - interval '31 days', ends_at = now() - interval '31 days' + interval '30 minutes'
       WHERE submission_id = $1`,
      [old.id],
    );

    const made = await json<{ url: string }>(await host.call('create-feed', { body: {} }), 201);
    const siteUrl = getEnv().siteUrl;
    expect(made.url).toMatch(
      new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/api/calendar-feed\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const token = new URL(made.url).searchParams.get('token')!;
    // Only its hash is kept.
    expect(
      await sql('SELECT feed_token_hash FROM booking_hosts WHERE account_id = $1', [await idOf(hostEmail)]),
    ).toEqual([{ feed_token_hash: tokenHash(token) }]);
    expect((await json<CallSettings>(await host.call('call-settings'))).feed).toBe(true);

    const feedAt = (t: string) => fetch(`${api.url}/api/calendar-feed?token=${encodeURIComponent(t)}`);
    const r = await feedAt(token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(r.headers.get('cache-control')).toMatch(/no-store/);
    const events = eventsOf(await r.text());
    const siteHost = new URL(siteUrl).host;
    const keptId = await bookingIdOf(kept.id);
    const droppedId = await bookingIdOf(dropped.id);
    expect(events.find((e) => e.uid === uidOf(keptId, siteHost))).toEqual({
      uid: `booking-${keptId}@${siteHost}`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: '30-minute consultation: Ada Lovelace (Analytical Engines)',
      start: kept.booking.start,
      end: kept.booking.end,
    });
    // The cancelled one stays, cancelled, its SEQUENCE that of the cancellation the visitor got.
    expect(events.find((e) => e.uid === uidOf(droppedId, siteHost))).toMatchObject({
      sequence: 1,
      status: 'CANCELLED',
      summary: '30-minute consultation: Alan Turing (Bletchley Park)',
    });
    expect(events.map((e) => e.uid)).not.toContain(uidOf(await bookingIdOf(old.id), siteHost));
    // The same UID as the visitor's own invitation.
    const invitation = await fetch(`${api.url}/api/booking/invitation?token=${encodeURIComponent(kept.booking.token)}`);
    expect(eventsOf(await invitation.text())[0]).toMatchObject({ uid: uidOf(keptId, siteHost), sequence: 0 });
    // Someone else's calls are not in it: the admin's feed is empty.
    const adminFeed = await json<{ url: string }>(await admin.call('create-feed', { body: {} }), 201);
    expect(eventsOf(await (await feedAt(new URL(adminFeed.url).searchParams.get('token')!)).text())).toEqual([]);

    // A new link replaces the old one.
    const renewed = await json<{ url: string }>(await host.call('create-feed', { body: {} }), 201);
    const newToken = new URL(renewed.url).searchParams.get('token')!;
    expect(newToken).not.toBe(token);
    expect((await feedAt(token)).status).toBe(404);
    expect((await feedAt(newToken)).status).toBe(200);
    // Revoked: nothing.
    expect((await host.call('revoke-feed', { body: {} })).status).toBe(204);
    expect((await feedAt(newToken)).status).toBe(404);
    expect((await json<CallSettings>(await host.call('call-settings'))).feed).toBe(false);
    expect(
      await sql('SELECT feed_token_hash FROM booking_hosts WHERE account_id = $1', [await idOf(hostEmail)]),
    ).toEqual([{ feed_token_hash: null }]);
    for (const bad of ['', 'x', 'A'.repeat(43), `${newToken}x`]) expect((await feedAt(bad)).status).toBe(404);
    expect((await fetch(`${api.url}/api/calendar-feed?token=${newToken}`, { method: 'POST' })).status).toBe(405);
    // Making and revoking a link are staff writes: this site's pages only.
    expect((await host.call('create-feed', { body: {}, origin: 'https://evil.example' })).status).toBe(403);
  });

  it('a call is marked as a no-show only once booked and its start has passed; the lead shows its call in the reader’s zone', async () => {
    const start = await aFreeTime();
    const booked = await book(start);
    const taken = await book(start);
    expect(taken.booking.state).toBe('unplaced');

    // The lead's page: the call in the reader's zone (theirs, or New York's).
    const asHost = await leadOf(host, booked.id);
    expect(asHost.booking).toEqual({
      id: await bookingIdOf(booked.id),
      kind: 'consultation',
      start,
      end: booked.booking.end,
      status: 'booked',
      host: hostEmail,
      noShow: false,
      timeZone: 'UTC',
    });
    expect((await leadOf(other, booked.id)).booking?.timeZone).toBe('Asia/Kolkata');
    expect((await leadOf(admin, booked.id)).booking?.timeZone).toBe('America/New_York');
    expect((await leadOf(host, taken.id)).booking).toMatchObject({ status: 'unplaced', host: null });
    const contact = await post(api, '/api/send-contact-email', validContact(), { key: randomUUID() });
    expect(contact.status).toBe(201);
    const contactId = ((await contact.json()) as { id: string }).id;
    expect((await leadOf(host, contactId)).booking).toBeNull();

    const mark = (id: string, noShow = true) => host.call('mark-no-show', { query: `id=${id}`, body: { noShow } });
    const before = await mark(booked.id);
    expect(before.status).toBe(409);
    expect(((await before.json()) as { error: string }).error).toBe('not_started');
    const unplaced = await mark(taken.id);
    expect(unplaced.status).toBe(409);
    expect(((await unplaced.json()) as { error: string }).error).toBe('not_booked');
    expect((await mark(contactId)).status).toBe(404);
    expect((await mark(randomUUID())).status).toBe(404);
    expect((await host.call('mark-no-show', { query: `id=${booked.id}`, body: { noShow: 'yes' } })).status).toBe(400);
    expect(await sql('SELECT no_show FROM bookings WHERE submission_id = $1', [booked.id])).toEqual([
      { no_show: false },
    ]);

    await startPassed(booked.id);
    const marked = await json<{ booking: LeadDetail['booking'] }>(await mark(booked.id));
    expect(marked.booking).toMatchObject({ status: 'booked', noShow: true });
    expect(await sql('SELECT no_show FROM bookings WHERE submission_id = $1', [booked.id])).toEqual([
      { no_show: true },
    ]);
    expect((await leadOf(admin, booked.id)).booking?.noShow).toBe(true);
    // And unmarked.
    expect((await json<{ booking: LeadDetail['booking'] }>(await mark(booked.id, false))).booking?.noShow).toBe(false);
    expect(await sql('SELECT no_show FROM bookings WHERE submission_id = $1', [booked.id])).toEqual([
      { no_show: false },
    ]);
  });

  it('the dashboard counts calls per source, by the day each was booked: booked, cancelled and no-shows', async () => {
    const report = async (query = '') => json<AnalyticsReport>(await other.call('analytics', { query }));
    const row = (r: AnalyticsReport, key: string): CallsRow =>
      r.calls.find((c) => c.key === key) ?? { key, booked: 0, cancelled: 0, noShows: 0 };
    const before = await report();
    const from = (source: string) => ({
      attribution: { last: { l: `/book?utm_source=${source}&utm_medium=email`, r: '', t: Date.now() } },
    });

    const stays = await book(await aFreeTime(), from('newsletter'));
    const cancelled = await book(await aFreeTime(), from('newsletter'));
    await cancel(cancelled);
    const noShow = await book(await aFreeTime(), from('newsletter'));
    await startPassed(noShow.id);
    expect((await host.call('mark-no-show', { query: `id=${noShow.id}`, body: { noShow: true } })).status).toBe(200);
    await book(await aFreeTime(), from('linkedin'));
    await book(await aFreeTime());
    // A request whose time was taken, then cancelled, was never a call.
    const late = await book(stays.booking.start, from('newsletter'));
    expect(late.booking.state).toBe('unplaced');
    await cancel(late);
    // One booked 40 days ago counts on its own day, not in the last 30.
    const long = await book(await aFreeTime(), from('newsletter'));
    await sql(`UPDATE bookings SET created_at = now() - interval '40 days' WHERE submission_id = $1`, [long.id]);

    const after = await report();
    const delta = (key: string) => {
      const [a, b] = [row(after, key), row(before, key)];
      return { booked: a.booked - b.booked, cancelled: a.cancelled - b.cancelled, noShows: a.noShows - b.noShows };
    };
    expect(delta('newsletter')).toEqual({ booked: 3, cancelled: 1, noShows: 1 });
    expect(delta('linkedin')).toEqual({ booked: 1, cancelled: 0, noShows: 0 });
    expect(delta('(unknown)')).toEqual({ booked: 1, cancelled: 0, noShows: 0 });
    // Most booked first.
    expect(after.calls.map((c) => c.booked)).toEqual([...after.calls.map((c) => c.booked)].sort((a, b) => b - a));

    const longAgo = await sql<{ day: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS day FROM bookings WHERE submission_id = $1`,
      [long.id],
    );
    const thatDay = await report(`from=${longAgo[0]!.day}&to=${longAgo[0]!.day}`);
    expect(thatDay.calls).toEqual([{ key: 'newsletter', booked: 1, cancelled: 0, noShows: 0 }]);
    expect(shiftDay(reportToday(), -40) <= longAgo[0]!.day).toBe(true);
  });
});
