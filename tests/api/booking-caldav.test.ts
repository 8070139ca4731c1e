// A host's own CalDAV calendar, against a real CalDAV server (Debian's radicale, started for this
// file), on PGlite and PostgreSQL: connecting through the staff API (a wrong password or address is
// a 400 naming its field; the password never comes back); events put in the calendar directly (a
// one-off, a weekly one with an EXDATE, a free one) take their times out of what visitors see after
// a sync; a call booked, moved and cancelled is written, updated (SEQUENCE up) and deleted on the
// calendar, read back with tsdav and ical.js; a calendar server that is down never fails a booking:
// the write waits in the outbox and lands once it is back; a call moved to another host leaves the
// first one's calendar; disconnecting forgets it all.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { createDAVClient, type DAVCalendar } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../src/features/booking/contract.ts';
import type { CaldavState } from '../../src/features/staff/contract/index.ts';
import { uidOf } from '../../server/booking/invitation.ts';
import { getEnv } from '../../server/env.ts';
import { addStaff } from '../../server/staff/accounts.ts';
import { getDb } from '../../server/store/db.ts';
import { deliverDue } from '../../server/store/mail-outbox.ts';
import { startRadicale, type Radicale } from '../support/radicale.ts';
import { backends, nextIp, post, sql, startApi, validBooking, type TestApi } from './helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { browser, enrol, tokenOf, type Browser } from './staff-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Free every day from 08:00 to 20:00 UTC, no buffers, so a blocked time is exactly the event's. */
const openRules = {
  timeZone: 'UTC',
  weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['08:00', '20:00']]])),
  daysOff: [] as string[],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  noticeMinutes: 60,
  horizonDays: 21,
  dailyCap: 50,
};

type Answer = { ok: true; id: string; booking: BookingView };

/** "YYYYMMDDTHHMMSSZ" */
const icalUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 10:00 UTC on the day `days` from today. */
const tenOn = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 10);
};

const vevent = (uid: string, lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//caldav//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icalUtc(Date.now())}`,
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe.each(backends)('a host’s CalDAV calendar, on %s', (backend) => {
  let api: TestApi;
  let radicale: Radicale;
  let host: Browser;
  let hostId: string;
  let calendarUrl: string;
  let dav: Awaited<ReturnType<typeof createDAVClient>>;
  const password = `app-${randomUUID()}`;
  const creds = () => ({ serverUrl: radicale.url, username: 'host', password });

  const json = async <T>(r: Response, status = 200): Promise<T> => {
    expect(r.status, await r.clone().text()).toBe(status);
    return (await r.json()) as T;
  };
  const freeTimes = async (): Promise<number[]> =>
    (await json<{ times: string[] }>(await fetch(`${api.url}/api/booking/availability?kind=consultation`))).times.map(
      (t) => Date.parse(t),
    );
  const book = async (start: number) =>
    json<Answer>(
      await post(api, '/api/book-call', validBooking(new Date(start).toISOString()), {
        key: randomUUID(),
        ip: nextIp(),
      }),
      201,
    );
  const bookingIdOf = async (leadId: string) =>
    (await sql<{ id: string }>('SELECT id FROM bookings WHERE submission_id = $1', [leadId]))[0]!.id;
  /** The events on the host's calendar, as ical.js reads them. */
  const calendarEvents = async () => {
    const objects = await dav.fetchCalendarObjects({ calendar: { url: calendarUrl } as DAVCalendar });
    return objects.flatMap((o) => {
      const cal = new ICAL.Component(ICAL.parse(String(o.data)));
      return cal.getAllSubcomponents('vevent').map((v) => {
        const e = new ICAL.Event(v);
        return {
          url: o.url,
          uid: e.uid,
          sequence: e.sequence,
          start: e.startDate.toJSDate().getTime(),
          end: e.endDate.toJSDate().getTime(),
          method: cal.getFirstPropertyValue('method'),
          // Who would be invited, were the calendar server to schedule (RFC 6638): no one.
          invites: v.getAllProperties('attendee').length + v.getAllProperties('organizer').length,
        };
      });
    });
  };
  const uidOfBooking = (id: string) => uidOf(id, new URL(getEnv().siteUrl).host);
  /** Waits (delivering the outbox meanwhile) until `check` passes. */
  const eventually = async (check: () => Promise<void>) => {
    for (let i = 0; ; i++) {
      try {
        return await check();
      } catch (e) {
        if (i >= 50) throw e;
        await deliverDue({ limit: 50 });
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };

  beforeAll(async () => {
    radicale = await startRadicale();
    radicale.addUser('host', password);
    dav = await createDAVClient({
      serverUrl: radicale.url,
      credentials: { username: 'host', password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
    });
    // A new radicale user has no calendar: make one, as a calendar app would.
    calendarUrl = `${radicale.url}host/work/`;
    await dav.makeCalendar({ url: calendarUrl, props: { 'd:displayname': 'Work' } });
    // A long retry pause: only these tests (not the outbox timer) retry a failed write.
    api = await startApi({
      backend,
      smtp: false,
      env: { STAFF_SIGN_IN_PER_HOUR: '1000', OUTBOX_RETRY_BASE_SECONDS: '600' },
    });
    const email = `host-${randomUUID().slice(0, 6)}@example.com`;
    const { url } = await addStaff(await getDb(), getEnv(), email, false, { by: 'test' });
    host = browser(api);
    expect((await enrol(host, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    hostId = (await sql<{ id: string }>('SELECT id FROM staff_accounts WHERE email = $1', [email]))[0]!.id;
    await json(await host.call('save-call-settings', { body: openRules }));
  });
  afterAll(async () => {
    await api?.close();
    await radicale?.close();
  });

  it('refuses a wrong password or address with a 400 naming the field, and never stores it', async () => {
    const wrong = await host.call('caldav-calendars', { body: { ...creds(), password: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'invalid_password',
      message: expect.stringMatching(/refused this username and password/),
    });
    const connect = await host.call('connect-caldav', { body: { ...creds(), password: 'nope', calendarUrl } });
    expect(connect.status).toBe(400);
    expect(((await connect.json()) as { error: string }).error).toBe('invalid_password');
    const plain = await host.call('caldav-calendars', {
      body: { ...creds(), serverUrl: 'http://calendar.example.com/' },
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ error: 'invalid_serverUrl', message: expect.stringMatching(/https/) });
    expect(await sql('SELECT * FROM booking_caldav')).toEqual([]);
    expect(await json<CaldavState>(await host.call('caldav'))).toMatchObject({ connected: false });
  });

  it('connects: lists the calendars, stores the one chosen, reads it at once, and never sends the password back', async () => {
    const { calendars } = await json<{ calendars: { url: string; name: string }[] }>(
      await host.call('caldav-calendars', { body: creds() }),
    );
    expect(calendars).toEqual([{ url: calendarUrl, name: 'Work' }]);
    const r = await host.call('connect-caldav', { body: { ...creds(), calendarUrl } });
    const text = await r.clone().text();
    expect(text).not.toContain(password);
    const state = await json<CaldavState>(r);
    expect(state).toEqual({
      connected: true,
      serverUrl: radicale.url,
      username: 'host',
      calendarUrl,
      calendarName: 'Work',
      lastSyncAt: expect.any(String),
      lastError: null,
      busyCount: 0,
    });
    expect(await (await host.call('caldav')).text()).not.toContain(password);
  });

  it('an event put in the calendar, one-off or weekly, takes its times out of the free times after a sync', async () => {
    const oneOff = tenOn(3);
    const weekly = tenOn(4);
    const free = tenOn(5);
    const before = await freeTimes();
    for (const t of [oneOff, oneOff + HOUR / 2, weekly, weekly + 7 * DAY, weekly + 14 * DAY, free])
      expect(before).toContain(t);
    await dav.createCalendarObject({
      calendar: { url: calendarUrl } as DAVCalendar,
      filename: 'one-off.ics',
      iCalString: vevent('one-off@test', [`DTSTART:${icalUtc(oneOff)}`, `DTEND:${icalUtc(oneOff + HOUR)}`]),
    });
    // Weekly, in New York time (a zone of its own), its second week taken out by an EXDATE.
    const ny = (ms: number) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .format(ms)
        .replace(/[-:]/g, '')
        .replace(' ', 'T');
    await dav.createCalendarObject({
      calendar: { url: calendarUrl } as DAVCalendar,
      filename: 'weekly.ics',
      iCalString: vevent('weekly@test', [
        `DTSTART;TZID=America/New_York:${ny(weekly)}`,
        'DURATION:PT1H',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        `EXDATE;TZID=America/New_York:${ny(weekly + 7 * DAY)}`,
      ]),
    });
    await dav.createCalendarObject({
      calendar: { url: calendarUrl } as DAVCalendar,
      filename: 'free.ics',
      iCalString: vevent('free@test', [
        `DTSTART:${icalUtc(free)}`,
        `DTEND:${icalUtc(free + HOUR)}`,
        'TRANSP:TRANSPARENT',
      ]),
    });

    const state = await json<CaldavState>(await host.call('sync-caldav', { body: {} }));
    expect(state).toMatchObject({ lastError: null, busyCount: 3 });
    const after = await freeTimes();
    for (const t of [oneOff, oneOff + HOUR / 2, weekly, weekly + HOUR / 2, weekly + 14 * DAY])
      expect(after).not.toContain(t);
    // Around them, the EXDATE's week and the free event stay free.
    for (const t of [oneOff - HOUR / 2, oneOff + HOUR, weekly + 7 * DAY, free]) expect(after).toContain(t);
    // Booking respects them too (the request finds its time taken).
    const taken = await book(oneOff);
    expect(taken.booking.state).toBe('unplaced');
  });

  it('a call booked is written to the calendar with its UID, moved (SEQUENCE up), cancelled (deleted), and never read back as busy', async () => {
    const start = tenOn(6);
    const a = await book(start);
    expect(a.booking.state).toBe('booked');
    const id = await bookingIdOf(a.id);
    const uid = uidOfBooking(id);
    await eventually(async () => {
      const mine = (await calendarEvents()).filter((e) => e.uid === uid);
      expect(mine).toMatchObject([{ sequence: 0, start, end: start + 30 * 60_000, method: null, invites: 0 }]);
    });
    // Its own event does not block more than the booking itself.
    await json(await host.call('sync-caldav', { body: {} }));
    expect(await sql('SELECT uid FROM booking_busy WHERE uid = $1', [uid])).toEqual([]);

    const to = tenOn(7) + 2 * HOUR;
    const moved = await post(api, '/api/booking/move', {
      token: a.booking.token,
      start: new Date(to).toISOString(),
      timeZone: 'America/Chicago',
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await eventually(async () => {
      const mine = (await calendarEvents()).filter((e) => e.uid === uid);
      expect(mine).toMatchObject([{ sequence: 1, start: to }]);
    });

    expect((await post(api, '/api/booking/cancel', { token: a.booking.token })).status).toBe(200);
    await eventually(async () => {
      expect((await calendarEvents()).filter((e) => e.uid === uid)).toEqual([]);
    });
  });

  it('a calendar server that is down never fails a booking: the write waits in the outbox and lands when it is back', async () => {
    await radicale.stop();
    const start = tenOn(8);
    const a = await book(start);
    expect(a.booking.state).toBe('booked');
    const id = await bookingIdOf(a.id);
    const rows = await sql<{ status: string; attempts: number; last_error: string | null }>(
      `SELECT status, attempts, last_error FROM outbox WHERE kind = 'caldav' AND ref_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 1, last_error: expect.any(String) }]);
    // A sync meanwhile fails, says why, and keeps the busy times it had.
    const state = await json<CaldavState>(await host.call('sync-caldav', { body: {} }));
    expect(state).toMatchObject({ lastError: expect.stringMatching(/reach/), busyCount: 3 });
    expect((await freeTimes()).includes(tenOn(3))).toBe(false);

    await radicale.start();
    // Its retry is due (the pause is long in this file).
    await sql(`UPDATE outbox SET next_attempt_at = now() WHERE kind = 'caldav' AND ref_id = $1`, [id]);
    await eventually(async () => {
      expect((await calendarEvents()).filter((e) => e.uid === uidOfBooking(id))).toMatchObject([{ start }]);
    });
    expect(await sql(`SELECT status FROM outbox WHERE kind = 'caldav' AND ref_id = $1`, [id])).toEqual([
      { status: 'sent' },
    ]);
  });

  it('a call moved to another host is deleted from the first host’s calendar and written to the new one', async () => {
    // A second host with a calendar of their own, never booked: the next call is theirs.
    const password2 = `app-${randomUUID()}`;
    radicale.addUser('second', password2);
    const dav2 = await createDAVClient({
      serverUrl: radicale.url,
      credentials: { username: 'second', password: password2 },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
    });
    const calendar2 = `${radicale.url}second/work/`;
    await dav2.makeCalendar({ url: calendar2, props: { 'd:displayname': 'Second' } });
    const email = `second-${randomUUID().slice(0, 6)}@example.com`;
    const { url } = await addStaff(await getDb(), getEnv(), email, false, { by: 'test' });
    const second = browser(api);
    expect((await enrol(second, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const secondId = (await sql<{ id: string }>('SELECT id FROM staff_accounts WHERE email = $1', [email]))[0]!.id;
    await json(await second.call('save-call-settings', { body: openRules }));
    await json(
      await second.call('connect-caldav', {
        body: { serverUrl: radicale.url, username: 'second', password: password2, calendarUrl: calendar2 },
      }),
    );
    const onSecond = async (uid: string) =>
      (await dav2.fetchCalendarObjects({ calendar: { url: calendar2 } as DAVCalendar })).filter((o) =>
        String(o.data).includes(`UID:${uid}`),
      );

    const a = await book(tenOn(9));
    const id = await bookingIdOf(a.id);
    const uid = uidOfBooking(id);
    expect((await sql<{ host_id: string }>('SELECT host_id FROM bookings WHERE id = $1', [id]))[0]!.host_id).toBe(
      secondId,
    );
    await eventually(async () => expect(await onSecond(uid)).toHaveLength(1));

    // The second host takes the new day off: the call moves to the first host.
    const to = tenOn(10);
    const dayOff = new Date(to).toISOString().slice(0, 10);
    await json(await second.call('save-call-settings', { body: { ...openRules, daysOff: [dayOff] } }));
    const moved = await post(api, '/api/booking/move', {
      token: a.booking.token,
      start: new Date(to).toISOString(),
      timeZone: 'America/Chicago',
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await sql<{ host_id: string }>('SELECT host_id FROM bookings WHERE id = $1', [id]))[0]!.host_id).toBe(
      hostId,
    );
    await eventually(async () => {
      expect(await onSecond(uid)).toEqual([]);
      expect((await calendarEvents()).filter((e) => e.uid === uid)).toMatchObject([{ sequence: 1, start: to }]);
    });
    expect((await post(api, '/api/booking/cancel', { token: a.booking.token })).status).toBe(200);
    await eventually(async () => expect((await calendarEvents()).filter((e) => e.uid === uid)).toEqual([]));
  });

  it('disconnecting forgets the connection and its busy times', async () => {
    expect((await host.call('disconnect-caldav', { body: {} })).status).toBe(204);
    expect(await json<CaldavState>(await host.call('caldav'))).toMatchObject({ connected: false, busyCount: 0 });
    expect(await sql('SELECT * FROM booking_caldav WHERE account_id = $1', [hostId])).toEqual([]);
    expect(await sql('SELECT * FROM booking_busy WHERE account_id = $1', [hostId])).toEqual([]);
    expect(await freeTimes()).toContain(tenOn(3));
  });
});
