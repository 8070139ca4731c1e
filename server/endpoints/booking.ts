// /api/booking/<action>: the public side of booking a call, besides the booking form itself
// (/api/book-call, through the form pipeline). Free times; a hold while the visitor types; and,
// by a booking's signed token, its view, a move, a cancel and its invitation. Each action's
// input and answer are declared in src/features/booking/contract.ts.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { z } from 'zod';
import { bookingActions, takenAnswer, type BookingAction } from '../../src/features/booking/contract.ts';
import { bookingErrors } from '../../src/content/booking.ts';
import { bookingMail, changeable, hostNotices, invitationOf, visitorOf, viewOf } from '../booking/service.ts';
import { getEnv, type Env } from '../env.ts';
import { HttpError } from '../errors.ts';
import { clientKeys } from '../http/client-address.ts';
import { isSameOrigin, queryParam, readFields } from '../http/request.ts';
import { allowMethods, noStore, sendError, sendJson } from '../http/respond.ts';
import {
  bookingById,
  bookingOfSubmission,
  cancelBooking,
  freeTimes,
  hold,
  idOfToken,
  nearbyTimes,
  placeAt,
} from '../store/bookings.ts';
import { calendarWrites } from '../store/booking-caldav.ts';
import { getDb, type Db } from '../store/db.ts';
import { deliverDue, enqueueMail } from '../store/mail-outbox.ts';
import { consumeRateLimit } from '../store/rate-limit.ts';

/**
 * Holds one address may make per hour, for each submission it may send (RATE_LIMIT_PER_HOUR, 10 by
 * default: 60 holds): enough for a whole agency behind one address, and it slows a sweep.
 */
const HOLDS_PER_SUBMISSION = 6;

const methods: Record<BookingAction, 'GET' | 'POST'> = {
  availability: 'GET',
  hold: 'POST',
  manage: 'POST',
  request: 'POST',
  move: 'POST',
  cancel: 'POST',
  invitation: 'GET',
};

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const r = schema.safeParse(value);
  if (!r.success) throw new HttpError(400, 'invalid', z.prettifyError(r.error));
  return r.data;
};

const taken = async (res: VercelResponse, db: Db, kind: Parameters<typeof nearbyTimes>[1], start: number) =>
  sendJson(
    res,
    409,
    takenAnswer.parse({
      error: 'taken',
      message: bookingErrors.taken,
      alternatives: (await nearbyTimes(db, kind, start)).map((t) => new Date(t).toISOString()),
    }),
  );

/** The booking a token names, live: 404 for a bad token, 410 once cancelled. */
async function booked(db: Db, token: string) {
  const id = await idOfToken(db, token);
  const b = id ? await bookingById(db, id) : undefined;
  if (!b || b.status === 'held') throw new HttpError(404, 'not_found', bookingErrors.notFound);
  if (b.status === 'cancelled') throw new HttpError(410, 'cancelled', bookingErrors.cancelled);
  return b;
}

/** How long an answer waits for its mail: the change is stored; a slow server's mail goes later. */
const SEND_WAIT_MS = 4000;

/** Tries what is due now at once, for a bounded time (the outbox timer or cron has the rest). */
async function sendNow(ids: string[]) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(ids.map((id) => deliverDue({ id }))),
    new Promise((r) => (timer = setTimeout(r, SEND_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

export async function bookingHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  const action = queryParam(req, 'action') as BookingAction | undefined;
  if (!action || !Object.hasOwn(methods, action))
    return sendJson(res, 404, { error: 'not_found', message: 'No such action.' });
  if (!allowMethods(req, res, [methods[action]])) return;
  try {
    const env = getEnv();
    const db = await getDb(env);
    if (methods[action] === 'POST' && !isSameOrigin(req, env.TRUST_PROXY))
      throw new HttpError(403, 'cross_origin', 'Cross-origin requests are not accepted.');
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    const body = () => {
      const { kind, fields } = readFields(req);
      if (kind !== 'json') throw new HttpError(415, 'unsupported_media_type', 'Send application/json.');
      return fields;
    };
    switch (action) {
      case 'availability': {
        const { kind } = parse(bookingActions.availability.query, query);
        const times = (await freeTimes(db, kind)).map((t) => new Date(t).toISOString());
        return sendJson(res, 200, { kind, times, at: new Date().toISOString() });
      }
      case 'hold': {
        const { kind, start, timeZone, release } = parse(bookingActions.hold.body, body());
        const keys = await clientKeys(db, req, env.TRUST_PROXY);
        const held = await db.transaction(async (tx) => {
          await consumeRateLimit(tx, 'booking-hold', keys.today, env.RATE_LIMIT_PER_HOUR * HOLDS_PER_SUBMISSION);
          return hold(tx, kind, Date.parse(start), timeZone, keys.today, release);
        });
        if (!held) return taken(res, db, kind, Date.parse(start));
        return sendJson(res, 201, { holdId: held.id, heldUntil: new Date(held.heldUntil).toISOString() });
      }
      case 'request': {
        const { key } = parse(bookingActions.request.body, body());
        const { rows } = await db.query<{ id: string }>(
          `SELECT id FROM submissions WHERE idempotency_key = $1 AND kind = 'booking'`,
          [key],
        );
        const b = rows[0] && (await bookingOfSubmission(db, rows[0].id));
        if (!b) throw new HttpError(404, 'not_found', bookingErrors.notFound);
        return sendJson(res, 200, await viewOf(db, env, b));
      }
      case 'manage': {
        const { token } = parse(bookingActions.manage.body, body());
        return sendJson(res, 200, await viewOf(db, env, await booked(db, token)));
      }
      case 'invitation': {
        const { token } = parse(bookingActions.invitation.query, query);
        const b = await booked(db, token);
        if (b.status !== 'booked') throw new HttpError(404, 'not_found', bookingErrors.notFound);
        const ics = await invitationOf(db, env, b);
        res.setHeader('content-type', `text/calendar; charset=utf-8; method=${ics.method}`);
        res.setHeader('content-disposition', 'attachment; filename="invite.ics"');
        res.status(200).send(ics.content);
        return;
      }
      case 'move':
      case 'cancel':
        return await change(req, res, env, db, action);
    }
  } catch (e) {
    sendError(res, e, 'booking');
  }
}

/** A move or a cancel, by the visitor's token, with the mail it owes, in one transaction. */
async function change(req: VercelRequest, res: VercelResponse, env: Env, db: Db, action: 'move' | 'cancel') {
  const { kind, fields } = readFields(req);
  if (kind !== 'json') throw new HttpError(415, 'unsupported_media_type', 'Send application/json.');
  const input =
    action === 'move'
      ? parse(bookingActions.move.body, fields)
      : { ...parse(bookingActions.cancel.body, fields), start: '', timeZone: '' };
  const before = await booked(db, input.token);
  if (!changeable(before, env)) throw new HttpError(409, 'closed', bookingErrors.closed);
  const outcome = await db.transaction(async (tx) => {
    const b = (await bookingById(tx, before.id, true))!;
    if (b.status === 'cancelled') throw new HttpError(410, 'cancelled', bookingErrors.cancelled);
    if (action === 'cancel') {
      if (b.status === 'booked') await cancelBooking(tx, b.id);
      else {
        await tx.query(`UPDATE bookings SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [b.id]);
        // Its offer of other times, still waiting, goes with it.
        await tx.query(`DELETE FROM outbox WHERE ref_id = $1 AND status = 'pending' AND kind LIKE 'booking-%'`, [b.id]);
      }
    } else {
      const start = Date.parse(input.start);
      const host = await placeAt(tx, {
        id: b.id,
        kind: b.kind,
        start,
        visitorZone: input.timeZone,
        status: 'booked',
        // A call already sent raises its SEQUENCE; a first placement sends SEQUENCE as it is.
        bumpSequence: b.status === 'booked',
        preferHost: b.host_id,
      });
      if (!host) return null;
    }
    const after = (await bookingById(tx, b.id))!;
    // The lead follows its call to a new host (unless someone else took it over).
    if (after.host_id && after.host_id !== b.host_id)
      await tx.query(
        'UPDATE submissions SET assignee_id = $2 WHERE id = $1 AND (assignee_id IS NULL OR assignee_id = $3)',
        [after.submission_id, after.host_id, b.host_id],
      );
    const ids: string[] = [];
    // A cancelled request that never had a time owes no mail.
    if (!(action === 'cancel' && b.status === 'unplaced')) {
      const visitor = await visitorOf(tx, after);
      for (const m of await bookingMail(tx, env, after, visitor)) ids.push(await enqueueMail(tx, m));
      for (const m of hostNotices(env, b, after, visitor)) ids.push(await enqueueMail(tx, m));
    }
    // The host's own calendar (and the one it moved away from), through the outbox: retried, never lost.
    for (const m of await calendarWrites(tx, b.id, [b.host_id, after.host_id])) ids.push(await enqueueMail(tx, m));
    return { after, ids };
  });
  if (!outcome) return taken(res, db, before.kind, Date.parse(input.start));
  await sendNow(outcome.ids);
  return sendJson(res, 200, await viewOf(db, env, outcome.after));
}
