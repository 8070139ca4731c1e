// Booking a call, moving and cancelling it: the database steps (store/bookings.ts) with the mail
// each one owes: the visitor's invitation (REQUEST, or CANCEL), the staff's notice, and the two
// reminders, queued in the outbox for their time in the same transaction (so each goes once, and
// a moved or cancelled call's pending reminders go with it).
import { randomUUID } from 'node:crypto';
import { ALTERNATIVES, callKinds, REMINDER_MINUTES, type CallKind } from '../../src/config/booking.ts';
import { paths } from '../../src/config/paths.ts';
import { site } from '../../src/config/site.ts';
import { callKindCopy } from '../../src/content/booking.ts';
import type { BookingView } from '../../src/features/booking/contract.ts';
import { formatWhen } from '../../src/features/booking/lib/format.ts';
import type { Env } from '../env.ts';
import { headerSafe } from '../mail/transport.ts';
import { labelled } from '../mail/compose.ts';
import type { Queryable } from '../store/db.ts';
import { enqueueMail, type NewMail } from '../store/mail-outbox.ts';
import {
  bookingById,
  keepUnplaced,
  manageToken,
  nearbyTimes,
  placeAt,
  releaseHold,
  type BookingRow,
} from '../store/bookings.ts';
import { addToCalendarLinks, invitation } from './invitation.ts';

/** Mail kinds of the outbox a booking sends (ref_id: the booking). */
export const BOOKING_MAIL = {
  invitation: 'booking-invitation',
  reminder: 'booking-reminder',
  offer: 'booking-offer',
} as const;
/** An offer of other times waits this long: a visitor still on the page picks one there first. */
const OFFER_DELAY_MS = 10 * 60_000;

export interface Visitor {
  name: string;
  email: string;
}

/** The same words as the page's: "Tuesday, December 8, 2026, 10:30 AM Eastern Time". */
const when = formatWhen;

export const manageUrl = (env: Env, token: string) => `${env.siteUrl}${paths.manageBooking}#${token}`;

const siteHost = (env: Env) => new URL(env.siteUrl).host;

/** Whether the visitor may still move or cancel it through its links. */
export const changeable = (b: BookingRow, env: Env, now = Date.now()) =>
  (b.status === 'booked' && new Date(b.starts_at).getTime() - env.BOOKING_CHANGE_CLOSE_HOURS * 3_600_000 > now) ||
  b.status === 'unplaced';

export async function viewOf(db: Queryable, env: Env, b: BookingRow, now = Date.now()): Promise<BookingView> {
  const start = new Date(b.starts_at).getTime();
  return {
    state: b.status === 'held' ? 'unplaced' : b.status,
    kind: b.kind,
    start: new Date(start).toISOString(),
    end: new Date(b.ends_at).toISOString(),
    timeZone: b.visitor_zone,
    token: await manageToken(db, b.id),
    sequence: b.sequence,
    changeable: changeable(b, env, now),
    alternatives:
      b.status === 'unplaced'
        ? (await nearbyTimes(db, b.kind, start, ALTERNATIVES, now)).map((t) => new Date(t).toISOString())
        : [],
  };
}

/**
 * The request of a new booking lead: its hold turned into the booking, else the time placed
 * with a free host, else kept unplaced (its visitor is offered the nearest free times).
 */
export async function bookRequest(
  tx: Queryable,
  r: { submissionId: string; kind: CallKind; start: number; timeZone: string; holdId?: string },
): Promise<BookingRow> {
  const heldBy = r.holdId ? await releaseHold(tx, r.holdId, r.kind, r.start) : undefined;
  // A booking keeps its hold's id (and so the UID its invitation will carry).
  const id = heldBy !== undefined ? r.holdId! : randomUUID();
  const host = await placeAt(tx, {
    preferHost: heldBy,
    id,
    kind: r.kind,
    start: r.start,
    visitorZone: r.timeZone,
    submissionId: r.submissionId,
    status: 'booked',
  });
  if (!host) await keepUnplaced(tx, id, r.submissionId, r.kind, r.start, r.timeZone);
  return (await bookingById(tx, id))!;
}

/** The visitor's name and address, from the lead the booking belongs to. */
export async function visitorOf(db: Queryable, b: BookingRow): Promise<Visitor> {
  const { rows } = await db.query<{ fields: { name?: string }; email: string }>(
    'SELECT fields, email FROM submissions WHERE id = $1',
    [b.submission_id],
  );
  return { name: rows[0]?.fields.name ?? '', email: rows[0]?.email ?? '' };
}

/**
 * What a booking's new state owes its visitor: the invitation (or its cancellation), returned for
 * the caller to queue and send now; the reminders, or for a time that was taken the offer of
 * others a little later, queued here for their time. Whatever of that was still pending for an
 * earlier state is dropped first.
 */
export async function bookingMail(
  tx: Queryable,
  env: Env,
  b: BookingRow,
  visitor: Visitor,
  now = Date.now(),
): Promise<NewMail[]> {
  await tx.query(`DELETE FROM outbox WHERE ref_id = $1 AND kind IN ($2, $3) AND status = 'pending'`, [
    b.id,
    BOOKING_MAIL.reminder,
    BOOKING_MAIL.offer,
  ]);
  const token = await manageToken(tx, b.id);
  const link = manageUrl(env, token);
  const start = new Date(b.starts_at);
  const end = new Date(b.ends_at);
  const title = callKindCopy[b.kind].title;
  const at = when(start.getTime(), b.visitor_zone);
  const base = { refId: b.id, to: visitor.email, replyTo: env.MAIL_TO };
  const mails: NewMail[] = [];
  if (b.status === 'unplaced') {
    const times = await nearbyTimes(tx, b.kind, start.getTime(), ALTERNATIVES, now);
    mails.push({
      ...base,
      kind: BOOKING_MAIL.offer,
      subject: headerSafe(`Your ${title} with ${site.name}: please pick another time`),
      text: [
        `Hello ${visitor.name},`,
        '',
        `The time you asked for (${at}) was taken just before your request reached us. These are the nearest free times:`,
        '',
        ...times.map(
          (t) =>
            `  ${when(t, b.visitor_zone)}: ${link.replace('#', `?start=${encodeURIComponent(new Date(t).toISOString())}#`)}`,
        ),
        '',
        `Or choose any other time here: ${link}`,
      ].join('\n'),
      notBefore: new Date(now + OFFER_DELAY_MS),
    });
  } else {
    const cancelled = b.status === 'cancelled';
    const organizer = { name: site.name, email: /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM };
    const ics = invitation({
      id: b.id,
      kind: b.kind,
      start,
      end,
      sequence: b.sequence,
      cancelled,
      visitor,
      organizer,
      manageUrl: link,
      siteHost: siteHost(env),
    });
    const add = addToCalendarLinks({ kind: b.kind, start, end, manageUrl: link });
    mails.push({
      ...base,
      kind: BOOKING_MAIL.invitation,
      subject: headerSafe(
        cancelled ? `Cancelled: ${title} with ${site.name}, ${at}` : `${title} with ${site.name}, ${at}`,
      ),
      calendar: ics.content,
      text: cancelled
        ? [
            `Hello ${visitor.name},`,
            '',
            `Your ${title} on ${at} is cancelled.`,
            '',
            `Book another time: ${env.siteUrl}${paths.book}`,
          ].join('\n')
        : [
            `Hello ${visitor.name},`,
            '',
            `Your ${title} with ${site.name} is booked.`,
            '',
            ...labelled([
              ['When', at],
              ['Length', `${callKinds[b.kind].minutes} minutes`],
            ]),
            '',
            'The invitation is attached; your calendar can add it. Or add it here:',
            `  Google Calendar: ${add.google}`,
            `  Outlook: ${add.outlook}`,
            '',
            `Reschedule or cancel (until ${env.BOOKING_CHANGE_CLOSE_HOURS} hours before the call): ${link}`,
          ].join('\n'),
    });
    if (!cancelled)
      for (const minutes of REMINDER_MINUTES) {
        const due = start.getTime() - minutes * 60_000;
        if (due <= now) continue;
        mails.push({
          ...base,
          kind: BOOKING_MAIL.reminder,
          subject: headerSafe(`Reminder: ${title} with ${site.name}, ${at}`),
          text: [
            `Hello ${visitor.name},`,
            '',
            `A reminder: your ${title} with ${site.name} is ${minutes >= 1440 ? 'tomorrow' : 'in an hour'}, ${at}.`,
            '',
            `Reschedule or cancel: ${link}`,
          ].join('\n'),
          notBefore: new Date(due),
        });
      }
  }
  const due: NewMail[] = [];
  for (const m of mails) {
    if (m.notBefore) await enqueueMail(tx, m);
    else due.push(m);
  }
  return due;
}

/** The invitation as it stands (the manage page's download). */
export async function invitationOf(db: Queryable, env: Env, b: BookingRow) {
  const link = manageUrl(env, await manageToken(db, b.id));
  const organizer = { name: site.name, email: /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM };
  return invitation({
    id: b.id,
    kind: b.kind,
    start: new Date(b.starts_at),
    end: new Date(b.ends_at),
    sequence: b.sequence,
    cancelled: b.status === 'cancelled',
    visitor: await visitorOf(db, b),
    organizer,
    manageUrl: link,
    siteHost: siteHost(env),
  });
}

/** The staff's notice of a visitor's change: to the call's host, and its old host when it moved; else to sales. */
export function hostNotices(env: Env, before: BookingRow, after: BookingRow, visitor: Visitor): NewMail[] {
  const title = callKindCopy[after.kind].title;
  const zone = after.host_zone ?? 'America/New_York';
  const was = before.status === 'booked' ? when(new Date(before.starts_at).getTime(), before.host_zone ?? zone) : null;
  const what =
    after.status === 'cancelled'
      ? `cancelled their ${title}${was ? ` on ${was}` : ''}`
      : `${was ? 'moved' : 'picked a time for'} their ${title}${was ? ` from ${was}` : ''} to ${when(new Date(after.starts_at).getTime(), zone)}`;
  const to = [...new Set([after.host_email, before.host_email].filter((e): e is string => !!e))];
  return (to.length ? to : [env.MAIL_TO]).map((address) => ({
    kind: 'booking-change',
    refId: after.id,
    to: address,
    replyTo: visitor.email,
    subject: headerSafe(`${after.status === 'cancelled' ? 'Call cancelled' : 'Call moved'}: ${visitor.name}`),
    text: [
      `${visitor.name} (${visitor.email}) ${what}.`,
      '',
      `The lead: ${env.siteUrl}/staff/leads/${after.submission_id}`,
    ].join('\n'),
  }));
}
