// A host's own CalDAV calendar, the network side: connecting (tsdav finds the calendars), the sync
// that reads their busy times over the host's horizon (ical.js expands recurring events), and the
// outbox's write of a call to it (a plain PUT or DELETE of one object, named by the booking).
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import type { DAVCalendar } from 'tsdav';
import type { Env } from '../env.ts';
import { bookingById, rulesOf } from '../store/bookings.ts';
import {
  caldavDue,
  caldavOf,
  PERMANENT_CALDAV_ERROR,
  recordSyncError,
  replaceBusy,
  type CaldavConnection,
} from '../store/booking-caldav.ts';
import type { Db, Queryable } from '../store/db.ts';
import { invitationOf } from './service.ts';

/** A host's calendar is read again at most this often (the local timer, the cron). */
export const SYNC_EVERY_MS = 5 * 60_000;
/** One request to a calendar server: a slow one never holds a booking or a timer run for long. */
const TIMEOUT_MS = 15_000;
const DAY = 86_400_000;
/** Occurrences kept of one recurring event at most, within the window read. */
const MAX_OCCURRENCES = 5000;
/**
 * Occurrences stepped over before the window, at most: a daily meeting since 2000 is about 9,500,
 * an hourly one over a year 8,760; only a series far finer than that is cut (and then not read).
 */
const MAX_SKIPPED = 200_000;

export interface Credentials {
  serverUrl: string;
  username: string;
  password: string;
}

/** A refusal the outbox should not retry (the server said no for good). */
export class PermanentCaldavError extends Error {
  override name = PERMANENT_CALDAV_ERROR;
}

/** Why a server address is refused, or null: https, or http to this machine only. */
export function serverUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'Server address: give the whole address, like https://caldav.example.com/.';
  }
  if (u.username || u.password) return 'Server address: put the username and password in their own fields.';
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname)) return null;
  return 'Server address: use https:// (http:// only for this machine, localhost).';
}

const basic = (c: Credentials) => `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`;

/** What a failed connection means, in words a person can act on. */
function reasonOf(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  if (refused(m))
    return 'The calendar server refused this username and password. Check them (an app password, if your provider uses them).';
  if (/timeout|aborted/i.test(m)) return 'The calendar server did not answer in time. Check the address and try again.';
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed|ECONNRESET|certificate/i.test(m))
    return 'Could not reach the calendar server at this address. Check it and try again.';
  return `The calendar server could not be read: ${m.slice(0, 200)}`;
}

/** A connection refused or failing, its message meant for the person connecting. */
export class CaldavConnectError extends Error {
  override name = 'CaldavConnectError';
  constructor(
    message: string,
    /** The field to fix: the password when refused, else the address. */
    readonly field: 'serverUrl' | 'password',
  ) {
    super(message);
  }
}

const refused = (m: string) => /401|403|Invalid credentials|Unauthorized|Forbidden/i.test(m);

async function clientOf(c: Credentials) {
  // Loaded with the first calendar request: every function and `npm start` import this module (the
  // outbox delivers calendar writes), and tsdav alone costs ~50 ms of each cold start.
  const { createDAVClient } = await import('tsdav');
  return createDAVClient({
    serverUrl: c.serverUrl,
    credentials: { username: c.username, password: c.password },
    authMethod: 'Basic',
    defaultAccountType: 'caldav',
    fetchOptions: { signal: AbortSignal.timeout(TIMEOUT_MS) },
  });
}

export interface CalendarChoice {
  url: string;
  name: string;
}

/** The calendars these credentials reach that hold events. Throws CaldavConnectError. */
export async function listCalendars(c: Credentials): Promise<CalendarChoice[]> {
  try {
    const client = await clientOf(c);
    const calendars = await client.fetchCalendars();
    // Only calendars on the server named: the server's own answer cannot send later requests (and
    // the password) to another host.
    const origin = new URL(c.serverUrl).origin;
    return calendars
      .filter((cal) => new URL(cal.url, c.serverUrl).origin === origin)
      .filter((cal) => !cal.components?.length || cal.components.includes('VEVENT'))
      .map((cal) => ({
        url: cal.url,
        name: typeof cal.displayName === 'string' && cal.displayName ? cal.displayName : cal.url,
      }));
  } catch (e) {
    throw new CaldavConnectError(
      reasonOf(e),
      refused(e instanceof Error ? e.message : String(e)) ? 'password' : 'serverUrl',
    );
  }
}

// ---------- busy times ----------

interface Interval {
  from: number;
  to: number;
  uid: string;
}

const isIana = (zone: string) => {
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
};

/**
 * An iCalendar time as epoch ms: a date (all day) starts the day in the host's zone; a UTC time
 * is itself; a time of a named zone (`tzid`, its property's TZID: ical.js drops it from the
 * occurrences it expands) is read by Temporal when the name is an IANA one, else by the object's
 * own VTIMEZONE (ical.js); a floating time is the host's wall clock.
 */
function instantOf(t: ICAL.Time, tzid: string | undefined, hostZone: string): number {
  if (t.isDate)
    return Temporal.PlainDate.from({ year: t.year, month: t.month, day: t.day }).toZonedDateTime({ timeZone: hostZone })
      .epochMilliseconds;
  const wall = { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
  const zone = t.zone?.tzid;
  if (zone === 'UTC' || zone === 'Z') return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const name = tzid ?? zone;
  if (name && name !== 'floating' && isIana(name))
    return Temporal.PlainDateTime.from(wall).toZonedDateTime(name).epochMilliseconds;
  if (zone && zone !== 'floating') return t.toUnixTime() * 1000;
  return Temporal.PlainDateTime.from(wall).toZonedDateTime(hostZone).epochMilliseconds;
}

/** The TZID of an event's DTSTART or DTEND, when it names one. */
const tzidOf = (e: ICAL.Event, prop: 'dtstart' | 'dtend') => {
  const v = e.component.getFirstProperty(prop)?.getParameter('tzid');
  return typeof v === 'string' ? v : undefined;
};

/** Whether an occurrence takes no time from its owner: free (TRANSP:TRANSPARENT) or cancelled. */
const frees = (e: ICAL.Event) =>
  String(e.component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
  String(e.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/**
 * The busy intervals of calendar objects (iCalendar texts) that overlap [from, to), recurring
 * events expanded (RRULE, RDATE, EXDATE, and moved or cancelled occurrences), in `hostZone` for
 * all-day and floating times. Events whose UID `skip` accepts are left out.
 */
export function busyIntervals(
  texts: readonly string[],
  hostZone: string,
  from: number,
  to: number,
  skip: (uid: string) => boolean = () => false,
): Interval[] {
  const out: Interval[] = [];
  const add = (e: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (frees(e)) return;
    const startZone = tzidOf(e, 'dtstart');
    const s = instantOf(start, startZone, hostZone);
    // An all-day event without an end is one day; DTEND of a date is the day after its last.
    let f = instantOf(end, tzidOf(e, 'dtend') ?? startZone, hostZone);
    if (start.isDate && f <= s) f = s + DAY;
    if (f > s && s < to && f > from) out.push({ from: s, to: f, uid: e.uid });
  };
  for (const text of texts) {
    let cal: ICAL.Component;
    try {
      cal = new ICAL.Component(ICAL.parse(text));
    } catch {
      continue; // one unreadable object must not hide the rest
    }
    for (const vtz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
    const vevents = cal.getAllSubcomponents('vevent');
    const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
    const overrides = vevents.filter((v) => v.hasProperty('recurrence-id'));
    for (const master of masters) {
      const event = new ICAL.Event(master);
      if (!event.uid || skip(event.uid)) continue;
      for (const o of overrides)
        if (o.getFirstPropertyValue('uid') === event.uid) event.relateException(new ICAL.Event(o));
      if (!event.isRecurring()) {
        add(event, event.startDate, event.endDate);
        continue;
      }
      const it = event.iterator();
      const zone = tzidOf(event, 'dtstart');
      // Occurrences before the window are stepped over, not counted: a series that began years ago
      // still blocks this week (a long event's occurrence starting a day early is kept by `add`).
      let kept = 0;
      let skipped = 0;
      for (let next = it.next(); next && kept < MAX_OCCURRENCES && skipped < MAX_SKIPPED; next = it.next()) {
        const at = instantOf(next, zone, hostZone);
        if (at >= to) break;
        if (at < from - DAY) {
          skipped++;
          continue;
        }
        kept++;
        const d = event.getOccurrenceDetails(next);
        add(d.item, d.startDate, d.endDate);
      }
    }
    // An object holding only a moved occurrence (its series elsewhere): the occurrence itself.
    if (!masters.length)
      for (const o of overrides) {
        const e = new ICAL.Event(o);
        if (e.uid && !skip(e.uid)) add(e, e.startDate, e.endDate);
      }
  }
  return out;
}

/** The UID prefix of this site's own bookings (invitation.ts uidOf): never read back as busy. */
const ownUid = (siteHost: string) => {
  const re = new RegExp(`^booking-[0-9a-f-]{36}@${siteHost.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return (uid: string) => re.test(uid);
};

/**
 * Reads one host's calendar from yesterday to the end of their horizon and replaces their busy
 * times with what it holds. A failure is recorded on the connection (its busy times stay) and
 * returned, never thrown.
 */
export async function syncHost(db: Db, env: Env, accountId: string, now = Date.now()): Promise<string | null> {
  const conn = await caldavOf(db, accountId);
  if (!conn) return null;
  const { rows } = await db.query<{ rules: Parameters<typeof rulesOf>[0] }>(
    'SELECT rules FROM booking_hosts WHERE account_id = $1',
    [accountId],
  );
  const rules = rulesOf(rows[0]?.rules);
  const from = now - DAY;
  const to = now + (rules.horizonDays + 2) * DAY;
  try {
    const client = await clientOf(credentialsOf(conn));
    const objects = await client.fetchCalendarObjects({
      calendar: { url: conn.calendar_url } as DAVCalendar,
      timeRange: { start: new Date(from).toISOString(), end: new Date(to).toISOString() },
    });
    const texts = objects.map((o) => (typeof o.data === 'string' ? o.data : '')).filter(Boolean);
    const busy = busyIntervals(texts, rules.timeZone, from, to, ownUid(new URL(env.siteUrl).host));
    await replaceBusy(db, accountId, busy);
    return null;
  } catch (e) {
    const reason = reasonOf(e);
    console.warn(`[caldav] sync of ${accountId} failed: ${reason}`);
    await recordSyncError(db, accountId, reason).catch(() => undefined);
    return reason;
  }
}

/** Syncs every host due (not read for SYNC_EVERY_MS), one at a time, until `deadline`. */
export async function syncDue(db: Db, env: Env, deadline: number): Promise<number> {
  let n = 0;
  for (const id of await caldavDue(db, SYNC_EVERY_MS)) {
    if (Date.now() > deadline) break;
    await syncHost(db, env, id);
    n++;
  }
  return n;
}

export const credentialsOf = (c: Pick<CaldavConnection, 'server_url' | 'username' | 'password'>): Credentials => ({
  serverUrl: c.server_url,
  username: c.username,
  password: c.password,
});

// ---------- writes (the outbox's 'caldav' rows) ----------

/** The object a booking is on a calendar: one per booking, named by its id. */
export const objectUrl = (calendarUrl: string, bookingId: string) =>
  new URL(`${bookingId}.ics`, calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`).href;

/**
 * Brings host `accountId`'s calendar in line with booking `bookingId` as it stands now: PUT while
 * they have it booked, else DELETE (cancelled, or moved to another host). Throws on failure (the
 * outbox retries); a calendar disconnected meanwhile is nothing to do.
 */
export async function deliverCaldav(db: Queryable, env: Env, bookingId: string, accountId: string): Promise<void> {
  const conn = await caldavOf(db, accountId);
  if (!conn) return;
  const b = await bookingById(db, bookingId);
  const url = objectUrl(conn.calendar_url, bookingId);
  const headers: Record<string, string> = { authorization: basic(credentialsOf(conn)) };
  let res: Response;
  if (b && b.status === 'booked' && b.host_id === accountId) {
    // The invitation the visitor has (same UID and SEQUENCE), as a stored event: no METHOD, and no
    // ORGANIZER or ATTENDEE, so a calendar server that schedules (RFC 6638) sends the visitor nothing.
    const ics = (await invitationOf(db, env, b)).content
      .replace(/^METHOD:[^\r\n]*\r?\n/m, '')
      .replace(/^(?:ORGANIZER|ATTENDEE)[;:][^\r\n]*\r?\n(?:[ \t][^\r\n]*\r?\n)*/gm, '');
    res = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8' },
      body: ics,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } else {
    res = await fetch(url, { method: 'DELETE', headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (res.status === 404 || res.status === 410) return; // never written, or already gone
  }
  await res.body?.cancel();
  if (res.ok) return;
  const message = `CalDAV ${res.status} ${res.statusText} for ${url}`;
  // Refused for good (bad credentials, no such calendar, a rule of the server): retrying won't help.
  if (res.status >= 400 && res.status < 500 && ![408, 423, 425, 429].includes(res.status))
    throw new PermanentCaldavError(message);
  throw new Error(message);
}
