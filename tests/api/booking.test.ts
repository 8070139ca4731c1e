// Booking a call through the API, on PGlite and PostgreSQL: many visitors at one time (one call,
// the rest offered other times), holds that keep a time and free themselves, the exclusion
// constraint under every path, the invitation read by an independent parser (ical.js) through a
// reschedule and a cancel, and reminders sent once each across a restart.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../../src/config/booking.ts';
import type { BookingView } from '../../src/features/booking/contract.ts';
import { getEnv } from '../../server/env.ts';
import { startServer } from '../../server/local/serve.ts';
import { addStaff } from '../../server/staff/accounts.ts';
import { runAccountCommand } from '../../server/staff/commands.ts';
import { closeDb, getDb } from '../../server/store/db.ts';
import { maintain } from '../../server/store/maintenance.ts';
import { backends, fakeDist, nextIp, post, sql, startApi, validBooking, type TestApi } from './helpers.ts';
import { decodeBody, type CapturedMail } from './smtp.ts';

const MINUTE = 60_000;

/** A host free every day from 08:00 to 20:00 UTC, with a 15-minute buffer after each call. */
const openRules = {
  timeZone: 'UTC',
  weekly: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), [['08:00', '20:00']]])),
  daysOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  noticeMinutes: 60,
  horizonDays: 21,
  dailyCap: 100,
};

const booking = validBooking;

type Answer = { ok: true; id: string; booking: BookingView };

/** The text/calendar part of a message, parsed by ical.js. */
function invitationIn(mail: CapturedMail) {
  const raw = mail.raw.replace(/=\r\n/g, '');
  const part =
    /Content-Type: text\/calendar; charset=utf-8; method=(\w+)\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/i.exec(raw);
  expect(part, 'a text/calendar part').not.toBeNull();
  const enc = /Content-Transfer-Encoding: (\S+)/i.exec(
    raw.slice(raw.indexOf(part![0]) - 0, raw.indexOf(part![0]) + 200),
  );
  let body = part![2]!;
  if (/base64/i.test(enc?.[1] ?? '') || /^[A-Za-z0-9+/=\r\n]+$/.test(body))
    body = Buffer.from(body, 'base64').toString('utf8');
  const cal = new ICAL.Component(ICAL.parse(body));
  const event = cal.getFirstSubcomponent('vevent')!;
  return {
    partMethod: part![1]!.toUpperCase(),
    method: String(cal.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    summary: String(event.getFirstPropertyValue('summary')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    status: String(event.getFirstPropertyValue('status')),
  };
}

/**
 * New staff accounts that are the only hosts (every other account narrowed to no kind), with these
 * rules; their ids, in order.
 */
async function onlyHosts(emails: string[], rules: object = openRules): Promise<string[]> {
  for (const email of emails) await addStaff(await getDb(), getEnv(), email, false, { by: 'test' });
  const rows = await sql<{ id: string; email: string }>('SELECT id, email FROM staff_accounts WHERE email = ANY ($1)', [
    emails,
  ]);
  const ids = emails.map((e) => rows.find((r) => r.email === e)!.id);
  await sql(
    `INSERT INTO booking_hosts (account_id, kinds, rules) SELECT id, '{}', '{}' FROM staff_accounts WHERE id <> ALL ($1)`,
    [ids],
  );
  for (const id of ids)
    await sql('INSERT INTO booking_hosts (account_id, rules) VALUES ($1, $2::jsonb)', [id, JSON.stringify(rules)]);
  return ids;
}

describe.each(backends)('booking a call on %s', (backend) => {
  let api: TestApi;
  let hostId: string;
  beforeAll(async () => {
    api = await startApi({ backend });
    hostId = (await onlyHosts([`host-${randomUUID().slice(0, 6)}@example.com`]))[0]!;
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (p: string) => fetch(api.url + p);
  const freeTimes = async (): Promise<string[]> => {
    const r = await get('/api/booking/availability?kind=consultation');
    expect(r.status, await r.clone().text()).toBe(200);
    return ((await r.json()) as { times: string[] }).times;
  };
  /** A free time a day or more ahead, not used by another test (each takes its own day). */
  let day = 0;
  const aFreeTime = async () => {
    day++;
    const times = await freeTimes();
    const t = times.find((x) => Date.parse(x) > Date.now() + day * 86_400_000);
    expect(t).toBeDefined();
    return t!;
  };
  const book = async (start: string, over: Record<string, unknown> = {}, ip = nextIp()) => {
    const r = await post(api, '/api/book-call', booking(start, over), { key: randomUUID(), ip });
    expect(r.status, await r.clone().text()).toBe(201);
    return (await r.json()) as Answer;
  };
  const mailTo = (email: string) => api.smtp.messages.filter((m) => m.to.includes(email));

  it('50 visitors at once for one free time: 1 booked, 49 told it was just taken with other times, 0 errors', async () => {
    const start = await aFreeTime();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(api, '/api/book-call', booking(start, { name: `Visitor ${i}` }), { key: randomUUID(), ip: nextIp() }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Answer[];
    const booked = bodies.filter((b) => b.booking.state === 'booked');
    const taken = bodies.filter((b) => b.booking.state === 'unplaced');
    expect(booked).toHaveLength(1);
    expect(taken).toHaveLength(49);
    for (const t of taken) {
      expect(t.booking.alternatives.length).toBeGreaterThanOrEqual(3);
      expect(t.booking.alternatives).not.toContain(start);
    }
    const rows = await sql(`SELECT id FROM bookings WHERE host_id = $1 AND status = 'booked' AND starts_at = $2`, [
      hostId,
      start,
    ]);
    expect(rows).toHaveLength(1);
    // Every request is a lead: 50 of them, none lost.
    expect(await sql(`SELECT id FROM bookings WHERE starts_at = $1`, [start])).toHaveLength(50);
    expect(await freeTimes()).not.toContain(start);
  });

  it('a held time is kept for its visitor, offered to no one else, and frees itself after its minutes with no cron', async () => {
    const start = await aFreeTime();
    const holder = nextIp();
    const r = await post(
      api,
      '/api/booking/hold',
      { kind: 'consultation', start, timeZone: 'Europe/Berlin' },
      { ip: holder },
    );
    expect(r.status, await r.clone().text()).toBe(201);
    const held = (await r.json()) as { holdId: string; heldUntil: string };
    expect(Math.abs(Date.parse(held.heldUntil) - (Date.now() + HOLD_MINUTES * MINUTE))).toBeLessThan(15_000);
    expect(await freeTimes()).not.toContain(start);
    // Another visitor can neither hold nor book it.
    const other = await post(api, '/api/booking/hold', { kind: 'consultation', start, timeZone: 'UTC' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { alternatives: string[] }).alternatives.length).toBeGreaterThanOrEqual(3);
    expect((await book(start)).booking.state).toBe('unplaced');
    // Its minutes pass (the clock is moved by moving the hold's end into the past).
    await sql(`UPDATE bookings SET held_until = now() - interval '1 second' WHERE id = $1`, [held.holdId]);
    expect(await freeTimes()).toContain(start);
    const late = await book(start);
    expect(late.booking.state).toBe('booked');
    // The lapsed hold is gone, and its visitor's booking with it is told the time was taken.
    expect(await sql('SELECT id FROM bookings WHERE id = $1', [held.holdId])).toHaveLength(0);
    expect((await book(start, { holdId: held.holdId }, holder)).booking.state).toBe('unplaced');
    // A hold no one booked over is deleted by housekeeping an hour after it lapsed.
    const unused = await aFreeTime();
    const r2 = await post(api, '/api/booking/hold', { kind: 'consultation', start: unused, timeZone: 'UTC' });
    const lapsed = ((await r2.json()) as { holdId: string }).holdId;
    await sql(`UPDATE bookings SET held_until = now() - interval '2 hours' WHERE id = $1`, [lapsed]);
    await maintain(await getDb(), getEnv());
    expect(await sql('SELECT id FROM bookings WHERE id = $1', [lapsed])).toHaveLength(0);
  });

  it('a visitor who holds a time books it with the hold, and a second hold given the first to release replaces it', async () => {
    const first = await aFreeTime();
    const ip = nextIp();
    const h1 = (await (
      await post(api, '/api/booking/hold', { kind: 'consultation', start: first, timeZone: 'UTC' }, { ip })
    ).json()) as {
      holdId: string;
    };
    const times = await freeTimes();
    const second = times.find((t) => Date.parse(t) > Date.parse(first))!;
    const h2 = (await (
      await post(
        api,
        '/api/booking/hold',
        { kind: 'consultation', start: second, timeZone: 'UTC', release: h1.holdId },
        { ip },
      )
    ).json()) as {
      holdId: string;
    };
    expect(await freeTimes()).toContain(first);
    const done = await book(second, { holdId: h2.holdId }, ip);
    expect(done.booking.state).toBe('booked');
    expect(await sql(`SELECT status FROM bookings WHERE id = $1`, [h2.holdId])).toEqual([{ status: 'booked' }]);
    expect(await sql(`SELECT 1 FROM bookings WHERE id = $1`, [h1.holdId])).toHaveLength(0);
  });

  it('the database refuses two live bookings of one host whose times overlap, buffers included', async () => {
    const start = Date.parse(await aFreeTime());
    const row = (id: string, at: number, status = 'booked') =>
      sql(
        `INSERT INTO bookings (id, kind, status, host_id, starts_at, ends_at, blocked, visitor_zone)
         VALUES ($1, 'consultation', $2, $3, $4, $5, tstzrange($4, $6), 'UTC')`,
        [id, status, hostId, new Date(at), new Date(at + 30 * MINUTE), new Date(at + 45 * MINUTE)],
      );
    await row(randomUUID(), start);
    // 30 minutes later overlaps the first one's 15-minute buffer.
    await expect(row(randomUUID(), start + 30 * MINUTE)).rejects.toMatchObject({ code: '23P01' });
    await expect(row(randomUUID(), start + 10 * MINUTE, 'held')).rejects.toMatchObject({ code: '23P01' });
    // A cancelled or unplaced one takes nothing.
    await row(randomUUID(), start + 30 * MINUTE, 'cancelled');
  });

  it('the invitation (ical.js), then a reschedule and a cancel through the manage links: one UID, SEQUENCE up, METHOD right', async () => {
    const start = await aFreeTime();
    const visitor = `ada.${randomUUID().slice(0, 8)}@agency.gov`;
    const done = await book(start, { email: visitor });
    expect(done.booking.state).toBe('booked');
    await expect.poll(() => mailTo(visitor).length, { timeout: 15_000 }).toBe(1);
    const first = invitationIn(mailTo(visitor)[0]!);
    expect(first).toMatchObject({ partMethod: 'REQUEST', method: 'REQUEST', sequence: 0, start, status: 'CONFIRMED' });
    expect(first.summary).toContain('30-minute consultation');
    expect(decodeBody(mailTo(visitor)[0]!) + mailTo(visitor)[0]!.raw).toContain('/book/manage#');
    // Two reminders wait for their times.
    const bookingId = (await sql<{ id: string }>('SELECT id FROM bookings WHERE submission_id = $1', [done.id]))[0]!.id;
    expect(await sql(`SELECT kind FROM outbox WHERE ref_id = $1 AND status = 'pending'`, [bookingId])).toEqual([
      { kind: 'booking-reminder' },
      { kind: 'booking-reminder' },
    ]);

    const token = done.booking.token;
    const view = await (await post(api, '/api/booking/manage', { token })).json();
    expect(view).toMatchObject({ state: 'booked', start, changeable: true });
    const ics = await get(`/api/booking/invitation?token=${encodeURIComponent(token)}`);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(
      new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid'),
    ).toBe(first.uid);

    const times = await freeTimes();
    const later = times.find((t) => Date.parse(t) > Date.parse(start) + 2 * 3_600_000)!;
    const moved = await post(api, '/api/booking/move', { token, start: later, timeZone: 'Asia/Kolkata' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await moved.json()).toMatchObject({ state: 'booked', start: later, sequence: 1, timeZone: 'Asia/Kolkata' });
    expect(await freeTimes()).toContain(start);
    await expect.poll(() => mailTo(visitor).length, { timeout: 15_000 }).toBe(2);
    expect(invitationIn(mailTo(visitor)[1]!)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: later,
    });
    // The host hears of it, and the lead is theirs.
    const hostEmail = (await sql<{ email: string }>('SELECT email FROM staff_accounts WHERE id = $1', [hostId]))[0]!
      .email;
    await expect
      .poll(
        () =>
          api.smtp.messages.filter((m) => m.to.includes(hostEmail) && /^Call moved: /.test(m.headers.subject ?? ''))
            .length,
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await sql('SELECT assignee_id FROM submissions WHERE id = $1', [done.id])).toEqual([
      { assignee_id: hostId },
    ]);

    const again = times.find((t) => Date.parse(t) > Date.parse(later) + 2 * 3_600_000)!;
    expect((await post(api, '/api/booking/move', { token, start: again, timeZone: 'UTC' })).status).toBe(200);
    await expect.poll(() => mailTo(visitor).length, { timeout: 15_000 }).toBe(3);
    expect(invitationIn(mailTo(visitor)[2]!)).toMatchObject({ uid: first.uid, sequence: 2, start: again });

    const cancelled = await post(api, '/api/booking/cancel', { token });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => mailTo(visitor).length, { timeout: 15_000 }).toBe(4);
    expect(invitationIn(mailTo(visitor)[3]!)).toMatchObject({
      partMethod: 'CANCEL',
      method: 'CANCEL',
      uid: first.uid,
      sequence: 3,
      status: 'CANCELLED',
    });
    // The link stops working, its reminders are gone, and the time is free again.
    expect((await post(api, '/api/booking/manage', { token })).status).toBe(410);
    expect((await post(api, '/api/booking/move', { token, start: later, timeZone: 'UTC' })).status).toBe(410);
    expect(
      await sql(
        `SELECT 1 FROM outbox WHERE ref_id = (SELECT id FROM bookings WHERE submission_id = $1) AND status = 'pending'`,
        [done.id],
      ),
    ).toHaveLength(0);
    expect(await freeTimes()).toContain(again);
    // A forged token is refused.
    expect((await post(api, '/api/booking/manage', { token: token.slice(0, -2) + 'xx' })).status).toBe(404);
  });

  it('a call cannot be moved or cancelled through its links within the closing hours before it', async () => {
    const start = await aFreeTime();
    const done = await book(start);
    api.setEnv({ BOOKING_CHANGE_CLOSE_HOURS: String(24 * 30) });
    try {
      const r = await post(api, '/api/booking/cancel', { token: done.booking.token });
      expect(r.status).toBe(409);
      expect(((await r.json()) as { error: string }).error).toBe('closed');
    } finally {
      api.setEnv({ BOOKING_CHANGE_CLOSE_HOURS: undefined });
    }
  });

  it('a request whose time was taken is placed at one of its offered times through its link', async () => {
    const start = await aFreeTime();
    await book(start);
    const late = await book(start);
    expect(late.booking.state).toBe('unplaced');
    const pick = late.booking.alternatives[0]!;
    const r = await post(api, '/api/booking/move', { token: late.booking.token, start: pick, timeZone: 'UTC' });
    expect(r.status, await r.clone().text()).toBe(200);
    expect(await r.json()).toMatchObject({ state: 'booked', start: pick, sequence: 0 });
    // Its offer e-mail, queued for later, is dropped now that it is placed.
    expect(
      await sql(
        `SELECT 1 FROM outbox WHERE kind = 'booking-offer' AND status = 'pending' AND ref_id = (SELECT id FROM bookings WHERE submission_id = $1)`,
        [late.id],
      ),
    ).toHaveLength(0);
  });

  it('reminders go once each at their times, with the server restarted between the booking and the reminder', async () => {
    const start = await aFreeTime();
    const visitor = `rem.${randomUUID().slice(0, 8)}@agency.gov`;
    const done = await book(start, { email: visitor });
    const id = (await sql<{ id: string }>('SELECT id FROM bookings WHERE submission_id = $1', [done.id]))[0]!.id;
    const due = await sql<{ at: Date }>(
      `SELECT next_attempt_at AS at FROM outbox WHERE ref_id = $1 AND kind = 'booking-reminder' ORDER BY 1`,
      [id],
    );
    expect(due.map((d) => Date.parse(start) - new Date(d.at).getTime())).toEqual([24 * 60 * MINUTE, 60 * MINUTE]);
    // The server stops; meanwhile the reminders' times come (moved to now); it starts again.
    await new Promise<void>((r) => {
      api.server.close(() => r());
      api.server.closeAllConnections();
    });
    await closeDb();
    await sql(`UPDATE outbox SET next_attempt_at = now() WHERE ref_id = $1 AND kind = 'booking-reminder'`, [id]);
    const again = await startServer({ port: 0, host: '127.0.0.1', distDir: fakeDist() });
    try {
      await expect
        .poll(() => mailTo(visitor).filter((m) => /^Reminder/.test(m.headers.subject ?? '')).length, {
          timeout: 20_000,
        })
        .toBe(2);
      await new Promise((r) => setTimeout(r, 1500));
      expect(mailTo(visitor).filter((m) => /^Reminder/.test(m.headers.subject ?? ''))).toHaveLength(2);
    } finally {
      await new Promise<void>((r) => {
        again.server.close(() => r());
        again.server.closeAllConnections();
      });
      await again.api.close();
    }
  });
});

describe('a booked call pushes its host only', () => {
  let api: TestApi;
  afterAll(async () => {
    await api?.close();
  });

  it("the lead is the host's, and the push goes to the host's devices, not everyone's", async () => {
    const vapid = webpush.generateVAPIDKeys();
    api = await startApi({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
    const db = await getDb();
    const host = `host-${randomUUID().slice(0, 6)}@example.com`;
    const other = `other-${randomUUID().slice(0, 6)}@example.com`;
    // Only the host takes calls (the other is narrowed to none); each has a device.
    const [hostId] = await onlyHosts([host]);
    await addStaff(db, getEnv(), other, false, { by: 'test' });
    const otherId = (await sql<{ id: string }>('SELECT id FROM staff_accounts WHERE email = $1', [other]))[0]!.id;
    const ids: Record<string, string> = { [host]: hostId!, [other]: otherId };
    for (const email of [host, other])
      await sql(
        `INSERT INTO staff_push_subscriptions (id, account_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, 'k', 'a')`,
        [randomUUID(), ids[email], `https://push.example.com/${randomUUID()}`],
      );
    const times = (
      (await (await fetch(`${api.url}/api/booking/availability?kind=consultation`)).json()) as { times: string[] }
    ).times;
    const r = await post(api, '/api/book-call', booking(times[0]!), { key: randomUUID() });
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as Answer;
    expect(await sql('SELECT assignee_id FROM submissions WHERE id = $1', [id])).toEqual([{ assignee_id: ids[host] }]);
    const pushed = await sql<{ account_id: string }>(
      `SELECT s.account_id FROM outbox o JOIN staff_push_subscriptions s ON s.id::text = o.to_addr
       WHERE o.kind = 'push' AND o.ref_id = $1`,
      [id],
    );
    expect(pushed).toEqual([{ account_id: ids[host] }]);
  });
});

describe('two hosts', () => {
  let api: TestApi;
  afterAll(async () => {
    await api?.close();
  });

  it('calls go round-robin, least recently booked first, and a moved call stays with its host', async () => {
    api = await startApi();
    const db = await getDb();
    const emails = [`a-${randomUUID().slice(0, 6)}@example.com`, `b-${randomUUID().slice(0, 6)}@example.com`];
    await onlyHosts(emails);
    const times = (
      (await (await fetch(`${api.url}/api/booking/availability?kind=consultation`)).json()) as { times: string[] }
    ).times;
    const later = times.filter((t) => Date.parse(t) > Date.now() + 2 * 86_400_000);
    const bookAt = async (start: string) => {
      const r = await post(api, '/api/book-call', validBooking(start), { key: randomUUID() });
      expect(r.status).toBe(201);
      const a = (await r.json()) as Answer;
      const [row] = await sql<{ host_id: string }>('SELECT host_id FROM bookings WHERE submission_id = $1', [a.id]);
      return { ...a, host: row!.host_id };
    };
    const first = await bookAt(later[0]!);
    const second = await bookAt(later[4]!);
    expect(second.host).not.toBe(first.host);
    // The first host is now the least recently booked: the third call is theirs.
    const third = await bookAt(later[8]!);
    expect(third.host).toBe(first.host);
    // The other host is now the least recently booked, yet the moved call keeps its host.
    const moved = await post(api, '/api/booking/move', {
      token: first.booking.token,
      start: later[12],
      timeZone: 'UTC',
    });
    expect(moved.status).toBe(200);
    expect(await sql('SELECT host_id FROM bookings WHERE submission_id = $1', [first.id])).toEqual([
      { host_id: first.host },
    ]);
    // A host with calls to come cannot be removed (their calls would be left with no one).
    const [hostEmail] = (
      await sql<{ email: string }>('SELECT email FROM staff_accounts WHERE id = $1', [first.host])
    ).map((r) => r.email);
    const said: string[] = [];
    expect(await runAccountCommand(db, getEnv(), { command: 'remove', email: hostEmail }, (l) => said.push(l))).toBe(1);
    expect(said.join('\n')).toMatch(/hosts 2 upcoming call\(s\)/);
    expect(await sql('SELECT 1 FROM staff_accounts WHERE id = $1', [first.host])).toHaveLength(1);
  });
});

describe.each(backends)('the daily cap and holds on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend });
    await onlyHosts([`capped-${randomUUID().slice(0, 6)}@example.com`], { ...openRules, dailyCap: 2 });
  });
  afterAll(async () => {
    await api?.close();
  });
  const dayTimes = async (offsetDays: number) => {
    const times = (
      (await (await fetch(`${api.url}/api/booking/availability?kind=consultation`)).json()) as { times: string[] }
    ).times;
    const day = new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    return times.filter((t) => t.startsWith(day));
  };

  it('ten calls at once on one day with room for two: exactly two booked', async () => {
    const times = await dayTimes(3);
    const answers = await Promise.all(
      times
        .slice(0, 20)
        .filter((_, i) => i % 2 === 0)
        .map(async (t) => {
          const r = await post(api, '/api/book-call', validBooking(t), { key: randomUUID() });
          return ((await r.json()) as Answer).booking.state;
        }),
    );
    expect(answers.filter((s) => s === 'booked')).toHaveLength(2);
    expect(await dayTimes(3)).toEqual([]);
  });

  it('holds do not close a day, and one address keeps at most three live holds', async () => {
    const times = await dayTimes(5);
    const ip = nextIp();
    const held: string[] = [];
    // Every other time: a 15-minute buffer makes neighbours overlap.
    for (const t of times.filter((_, i) => i % 2 === 0).slice(0, 6)) {
      const r = await post(api, '/api/booking/hold', { kind: 'consultation', start: t, timeZone: 'UTC' }, { ip });
      expect(r.status).toBe(201);
      held.push(((await r.json()) as { holdId: string }).holdId);
    }
    const live = await sql(`SELECT id FROM bookings WHERE status = 'held' AND held_until > now() AND id = ANY ($1)`, [
      held,
    ]);
    expect(live.map((r) => r.id).sort()).toEqual(held.slice(3).sort());
    // Three held, the cap of two untouched: the day's other times are still offered.
    const left = await dayTimes(5);
    expect(left.length).toBeGreaterThan(0);
    for (const t of times.filter((_, i) => i % 2 === 0).slice(3, 6)) expect(left).not.toContain(t);
  });
});
