// Calls booked from the site, the staff's side: each person's own hours and limits (their
// booking_hosts rules), who takes which kind of call (admins), a private calendar feed of one's
// calls, one's own CalDAV calendar (busy times read, calls written), and a call's no-show mark. The server loads this file: relative imports only.
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { callKindNames } from '../../../config/booking.ts';
import { staffCopy } from '../../../content/staff.ts';
import { action, UUID } from './action.ts';
import { staffEmail } from './common.ts';
import { CALL_LIMITS as L, HHMM, WEEKDAYS, type Weekday } from './limits.ts';

const days = staffCopy.calls.days;

/**
 * An IANA zone the free times can be worked out in (by Temporal, as server/booking/slots.ts does),
 * with its letters' case as the database of zones has it ("america/new_york" is kept as
 * "America/New_York"; a name is not swapped for another, "Asia/Kolkata" stays).
 */
const timeZone = z
  .string({ error: 'Time zone: choose one from the list, like America/New_York.' })
  .max(64, { error: 'Time zone: choose one from the list, like America/New_York.' })
  .transform((zone, ctx) => {
    try {
      if (/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return Temporal.Now.zonedDateTimeISO(zone).timeZoneId;
    } catch {
      /* refused below */
    }
    ctx.addIssue({ code: 'custom', message: 'Time zone: choose one from the list, like America/New_York.' });
    return z.NEVER;
  });

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Each day's ranges: "HH:MM" pairs, each starting before it ends, none overlapping another. */
const pairs = 'Weekly hours: give each day’s hours as from–to pairs of times.';
const weekly = z
  .partialRecord(
    z.enum(WEEKDAYS, { error: 'Weekly hours: days are 1 (Monday) to 7 (Sunday).' }),
    z
      .array(z.tuple([z.string({ error: pairs }), z.string({ error: pairs })], { error: pairs }), { error: pairs })
      .max(L.rangesPerDay, { error: `Weekly hours: at most ${L.rangesPerDay} ranges a day.` }),
    { error: pairs },
  )
  .superRefine((week, ctx) => {
    for (const [day, ranges] of Object.entries(week) as [Weekday, [string, string][]][]) {
      const name = days[day];
      for (const [from, to] of ranges) {
        if (!HHMM.test(from) || !HHMM.test(to))
          return ctx.addIssue({
            code: 'custom',
            message: `Weekly hours, ${name}: give times as HH:MM, 24-hour (like 09:00 or 17:30).`,
          });
        if (minutesOf(from) >= minutesOf(to))
          return ctx.addIssue({
            code: 'custom',
            message: `Weekly hours, ${name}: ${from} to ${to} must start before it ends.`,
          });
      }
      const sorted = [...ranges].sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]));
      for (let i = 1; i < sorted.length; i++)
        if (minutesOf(sorted[i]![0]) < minutesOf(sorted[i - 1]![1]))
          return ctx.addIssue({
            code: 'custom',
            message: `Weekly hours, ${name}: ${sorted[i - 1]![0]}–${sorted[i - 1]![1]} and ${sorted[i]![0]}–${sorted[i]![1]} overlap.`,
          });
    }
  });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOffMessage = 'Dates off: give each as YYYY-MM-DD.';
const dayOff = z
  .string({ error: dayOffMessage })
  .regex(DAY, { error: dayOffMessage })
  // (A day that does not exist, 2026-02-30, reads as another: refused.)
  .refine((d) => new Date(Date.parse(`${d}T00:00:00Z`) || 0).toISOString().startsWith(d), { error: dayOffMessage });

/** A whole number within bounds, its refusal naming the field in words. */
const whole = (label: string, unit: string, { min, max }: { min: number; max: number }) => {
  const error = `${label}: a whole number of ${unit} from ${min} to ${max}.`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** A host's rules (server/booking/slots.ts HostRules), as a staff member sets their own. */
export const hostRules = z.object({
  timeZone,
  weekly,
  daysOff: z
    .array(dayOff, { error: dayOffMessage })
    .max(L.daysOff, { error: `Dates off: at most ${L.daysOff}.` })
    .transform((d) => [...new Set(d)].sort()),
  bufferBeforeMinutes: whole('Buffer before', 'minutes', L.bufferMinutes),
  bufferAfterMinutes: whole('Buffer after', 'minutes', L.bufferMinutes),
  noticeMinutes: whole('Minimum notice', 'minutes', L.noticeMinutes),
  horizonDays: whole('How far ahead', 'days', L.horizonDays),
  dailyCap: whole('Calls a day', 'calls', L.dailyCap),
});
export type HostRulesIn = z.input<typeof hostRules>;
export type HostRulesOut = z.output<typeof hostRules>;

/** The signed-in person's settings: their rules (the defaults until they save their own), and whether a feed link exists. */
const callSettings = z.object({ rules: hostRules, own: z.boolean(), feed: z.boolean() });
export type CallSettings = z.output<typeof callSettings>;

const callKind = z.enum(callKindNames, { error: `Kinds are ${callKindNames.join(', ')}.` });

/** Who takes which kind of call: every staff member with the kinds they take. */
const callHosts = z.object({ hosts: z.array(z.object({ email: z.string(), kinds: z.array(callKind) })) });
export type CallHosts = z.output<typeof callHosts>;

/** A lead's call, as its page shows it. */
export const leadCall = z.object({
  id: z.string(),
  kind: callKind,
  start: z.string(),
  end: z.string(),
  /** booked; unplaced: its time was taken, the visitor is to pick another; cancelled. */
  status: z.enum(['booked', 'unplaced', 'cancelled']),
  /** The host's e-mail (none while unplaced, or once their account is gone). */
  host: z.string().nullable(),
  noShow: z.boolean(),
  /** The zone to show it in: the signed-in person's (their call settings), else New York. */
  timeZone: z.string(),
});
export type LeadCall = z.output<typeof leadCall>;

/** A CalDAV server's address: https, or http only to this machine (the server checks it again by connecting). */
const caldavUrl = z
  .string({ error: 'Server address: give the whole address, like https://caldav.example.com/.' })
  .trim()
  .max(L.caldavText, { error: `Server address: at most ${L.caldavText} characters.` })
  .refine(
    (url) => {
      try {
        const u = new URL(url);
        return (
          u.protocol === 'https:' ||
          (u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname))
        );
      } catch {
        return false;
      }
    },
    { error: 'Server address: use https:// (http:// only for this machine, localhost).' },
  );

const caldavCredentials = z.object({
  serverUrl: caldavUrl,
  username: z
    .string({ error: 'Username: give the calendar account’s username.' })
    .trim()
    .min(1, { error: 'Username: give the calendar account’s username.' })
    .max(L.caldavText, { error: `Username: at most ${L.caldavText} characters.` }),
  password: z
    .string({ error: 'Password: give the app password for this calendar.' })
    .min(1, { error: 'Password: give the app password for this calendar.' })
    .max(L.caldavText, { error: `Password: at most ${L.caldavText} characters.` }),
});

/** One calendar a connection reaches: its address (what is stored) and its name. */
const calendarChoice = z.object({ url: z.string(), name: z.string() });

/** One's CalDAV connection as the page shows it: never the password. */
const caldavState = z.object({
  connected: z.boolean(),
  serverUrl: z.string().nullable(),
  username: z.string().nullable(),
  calendarUrl: z.string().nullable(),
  calendarName: z.string().nullable(),
  /** When its busy times were last read (ISO), and why that failed when it did. */
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Busy times read from it, from now on. */
  busyCount: z.number(),
});
export type CaldavState = z.output<typeof caldavState>;
export type CalendarChoice = z.output<typeof calendarChoice>;

export const callActions = {
  'call-settings': action({ method: 'GET', auth: 'session', write: false, answer: 'json', response: callSettings }),
  'save-call-settings': action({
    method: 'POST',
    auth: 'session',
    write: true,
    body: hostRules,
    answer: 'json',
    response: callSettings,
  }),
  'call-hosts': action({ method: 'GET', auth: 'admin', write: false, answer: 'json', response: callHosts }),
  'save-call-hosts': action({
    method: 'POST',
    auth: 'admin',
    write: true,
    // The people listed, each with every kind they take (the rest keep theirs).
    body: z.object({
      hosts: z
        .array(
          z.object({
            email: staffEmail,
            kinds: z
              .array(callKind, { error: `Kinds are ${callKindNames.join(', ')}.` })
              .max(callKindNames.length)
              .transform((k) => [...new Set(k)].sort()),
          }),
          { error: 'Send the staff, each with the kinds of call they take.' },
        )
        .max(1000)
        .refine((h) => new Set(h.map((x) => x.email.toLowerCase())).size === h.length, {
          error: 'Name each staff member once.',
        }),
    }),
    answer: 'json',
    response: callHosts,
  }),
  'create-feed': action({
    method: 'POST',
    auth: 'session',
    write: true,
    body: z.object({}),
    answer: 'json',
    created: true,
    // Shown once: only its hash is kept.
    response: z.object({ url: z.string() }),
  }),
  'revoke-feed': action({ method: 'POST', auth: 'session', write: true, body: z.object({}), answer: 'empty' }),
  caldav: action({ method: 'GET', auth: 'session', write: false, answer: 'json', response: caldavState }),
  // Connects with these credentials (without storing them) and lists the calendars to choose from.
  'caldav-calendars': action({
    method: 'POST',
    auth: 'session',
    write: true,
    body: caldavCredentials,
    answer: 'json',
    response: z.object({ calendars: z.array(calendarChoice) }),
  }),
  // Stores the connection and the calendar chosen, then reads its busy times at once.
  'connect-caldav': action({
    method: 'POST',
    auth: 'session',
    write: true,
    body: caldavCredentials.extend({
      calendarUrl: z
        .string({ error: 'Calendar: choose one of the calendars found.' })
        .min(1, { error: 'Calendar: choose one of the calendars found.' })
        .max(L.caldavText, { error: 'Calendar: choose one of the calendars found.' }),
    }),
    answer: 'json',
    response: caldavState,
  }),
  'sync-caldav': action({
    method: 'POST',
    auth: 'session',
    write: true,
    body: z.object({}),
    answer: 'json',
    response: caldavState,
  }),
  'disconnect-caldav': action({ method: 'POST', auth: 'session', write: true, body: z.object({}), answer: 'empty' }),
  'mark-no-show': action({
    method: 'POST',
    auth: 'session',
    write: true,
    query: z.object({ id: z.string().regex(UUID) }),
    notFound: { field: 'id', message: 'No such lead.' },
    body: z.object({ noShow: z.boolean({ error: 'Send noShow: true or false.' }) }),
    answer: 'json',
    response: z.object({ booking: leadCall }),
  }),
};
