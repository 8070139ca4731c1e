// Bookings: who hosts which kind of call, what is free, and the one way a call is placed or moved
// (placeAt), which the exclusion constraint in migration 012 makes safe under any concurrency:
// each host is tried in a savepoint, least recently booked first, and a refusal (23P01) moves on.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ALTERNATIVES,
  callKinds,
  hostDefaults,
  HOLD_MINUTES,
  LIVE_HOLDS_PER_CLIENT,
  type CallKind,
} from '../../src/config/booking.ts';
import { blockedSpan, freeStarts, type Busy, type HostRules } from '../booking/slots.ts';
import { calendarBusy } from './booking-caldav.ts';
import type { Queryable } from './db.ts';

export interface Host {
  id: string;
  email: string;
  rules: HostRules;
  /** When they last got a call (round-robin order), epoch ms; 0 for never. */
  lastBooked: number;
}

export type BookingStatus = 'held' | 'booked' | 'unplaced' | 'cancelled';

export interface BookingRow {
  id: string;
  submission_id: string | null;
  kind: CallKind;
  status: BookingStatus;
  host_id: string | null;
  host_email: string | null;
  starts_at: Date;
  ends_at: Date;
  visitor_zone: string;
  host_zone: string | null;
  held_until: Date | null;
  sequence: number;
  no_show: boolean;
}

const MINUTE = 60_000;

/** A host's rules: the defaults, with what they set over them. */
export const rulesOf = (stored: Partial<HostRules> | null | undefined): HostRules => ({
  ...hostDefaults,
  daysOff: [],
  ...(stored ?? {}),
});

/** Who takes `kind`: every staff account unless an admin narrowed it, with their rules. */
export async function hostsFor(db: Queryable, kind: CallKind): Promise<Host[]> {
  const { rows } = await db.query<{ id: string; email: string; rules: Partial<HostRules> | null; last: Date | null }>(
    `SELECT a.id, a.email, h.rules,
            (SELECT max(b.created_at) FROM bookings b WHERE b.host_id = a.id AND b.status = 'booked') AS last
     FROM staff_accounts a LEFT JOIN booking_hosts h ON h.account_id = a.id
     WHERE h.kinds IS NULL OR $1 = ANY (h.kinds)
     ORDER BY a.created_at, a.id`,
    [kind],
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    rules: rulesOf(r.rules),
    lastBooked: r.last ? new Date(r.last).getTime() : 0,
  }));
}

/** What keeps these hosts busy from `from` on: calls and live holds, each with its buffers, and their calendar's busy times. */
async function busyOf(db: Queryable, hostIds: string[], from: number): Promise<Map<string, Busy[]>> {
  const out = new Map<string, Busy[]>(hostIds.map((id) => [id, []]));
  if (!hostIds.length) return out;
  const { rows } = await db.query<{ id: string; host_id: string; lo: Date; hi: Date; status: string }>(
    `SELECT id, host_id, status, lower(blocked) AS lo, upper(blocked) AS hi FROM bookings
     WHERE host_id = ANY ($1::uuid[]) AND upper(blocked) > $2
       AND (status = 'booked' OR (status = 'held' AND held_until > now()))`,
    [hostIds, new Date(from - 2 * 86_400_000)],
  );
  for (const r of rows)
    // A hold keeps its time from others, but only calls count toward the daily cap: holds cannot
    // close a day (the cap is checked again when a hold is booked).
    out
      .get(r.host_id)
      ?.push({ id: r.id, from: new Date(r.lo).getTime(), to: new Date(r.hi).getTime(), call: r.status === 'booked' });
  // Their own calendar's busy times (its last sync): not calls, so not counted toward the daily cap.
  for (const r of await calendarBusy(db, hostIds, from))
    out
      .get(r.account_id)
      ?.push({ from: new Date(r.starts_at).getTime(), to: new Date(r.ends_at).getTime(), call: false });
  return out;
}

/** Every free start of `kind` (some host can take it), epoch ms, ascending. */
export async function freeTimes(db: Queryable, kind: CallKind, now = Date.now()): Promise<number[]> {
  const hosts = await hostsFor(db, kind);
  const busy = await busyOf(
    db,
    hosts.map((h) => h.id),
    now,
  );
  const all = new Set<number>();
  for (const h of hosts)
    for (const t of freeStarts(h.rules, callKinds[kind].minutes, busy.get(h.id) ?? [], now)) all.add(t);
  return [...all].sort((a, b) => a - b);
}

/** The `n` free starts nearest to `wanted`, in time order. */
export async function nearbyTimes(db: Queryable, kind: CallKind, wanted: number, n = ALTERNATIVES, now = Date.now()) {
  const free = await freeTimes(db, kind, now);
  return free
    .map((t) => [t, Math.abs(t - wanted)] as const)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, n)
    .map(([t]) => t)
    .sort((a, b) => a - b);
}

const isOverlap = (e: unknown) => (e as { code?: string }).code === '23P01';

export interface Placement {
  id: string;
  kind: CallKind;
  start: number;
  visitorZone: string;
  submissionId?: string | null;
  status: 'held' | 'booked';
  /** Raises the invitation's SEQUENCE (a move of a call already sent). */
  bumpSequence?: boolean;
  /** Tried first: the host a moved call already has. */
  preferHost?: string | null;
  /** For a hold: the client's daily key (at most LIVE_HOLDS_PER_CLIENT live at once). */
  heldBy?: string;
}

/**
 * Puts booking `p.id` (new, or moved) at `p.start` with the first host, least recently booked
 * first, whose rules offer that time and whose calendar takes it. Returns the host, or null when
 * no host can (the caller says the time was just taken). Runs inside the caller's transaction.
 */
export async function placeAt(tx: Queryable, p: Placement, now = Date.now()): Promise<Host | null> {
  const minutes = callKinds[p.kind].minutes;
  // A moved call stays with its host when they can take the new time; otherwise round-robin.
  const hosts = (await hostsFor(tx, p.kind)).sort(
    (a, b) => Number(b.id === p.preferHost) - Number(a.id === p.preferHost) || a.lastBooked - b.lastBooked,
  );
  for (const host of hosts) {
    // One placement per host at a time: the constraint refuses overlaps by itself, but the daily cap
    // is counted here, and two calls on one day at once must not both see room for one.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('booking-host:' || $1))`, [host.id]);
    // The booking being moved does not stand in its own way.
    const others = ((await busyOf(tx, [host.id], now)).get(host.id) ?? []).filter((b) => b.id !== p.id);
    if (!freeStarts(host.rules, minutes, others, now).includes(p.start)) continue;
    const span = blockedSpan(p.start, minutes, host.rules);
    await tx.query('SAVEPOINT place');
    try {
      // Holds past their time free themselves here (and are ignored by availability meanwhile).
      await tx.query(
        `DELETE FROM bookings WHERE host_id = $1 AND status = 'held' AND held_until <= now()
           AND blocked && tstzrange($2, $3)`,
        [host.id, new Date(span.from), new Date(span.to)],
      );
      await tx.query(
        `INSERT INTO bookings (id, submission_id, kind, status, host_id, starts_at, ends_at, blocked, visitor_zone,
                               host_zone, held_until, held_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, tstzrange($8, $9), $10, $11,
                 CASE WHEN $4 = 'held' THEN now() + make_interval(mins => $12) END, $14)
         ON CONFLICT (id) DO UPDATE SET
           submission_id = coalesce(EXCLUDED.submission_id, bookings.submission_id), status = EXCLUDED.status,
           host_id = EXCLUDED.host_id, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
           blocked = EXCLUDED.blocked, visitor_zone = EXCLUDED.visitor_zone, host_zone = EXCLUDED.host_zone,
           held_until = EXCLUDED.held_until, held_by = EXCLUDED.held_by,
           sequence = bookings.sequence + $13::int, updated_at = now()`,
        [
          p.id,
          p.submissionId ?? null,
          p.kind,
          p.status,
          host.id,
          new Date(p.start),
          new Date(p.start + minutes * MINUTE),
          new Date(span.from),
          new Date(span.to),
          p.visitorZone,
          host.rules.timeZone,
          HOLD_MINUTES,
          p.bumpSequence ? 1 : 0,
          p.heldBy ?? null,
        ],
      );
      await tx.query('RELEASE SAVEPOINT place');
      return host;
    } catch (e) {
      await tx.query('ROLLBACK TO SAVEPOINT place');
      if (!isOverlap(e)) throw e;
    }
  }
  return null;
}

/**
 * A time held for a visitor: no one else can take it meanwhile. The hold they had before (its id
 * is theirs alone) goes; an address is no key here, since a whole agency may share one.
 */
export async function hold(
  tx: Queryable,
  kind: CallKind,
  start: number,
  visitorZone: string,
  client: string,
  release?: string,
) {
  if (release) await tx.query(`DELETE FROM bookings WHERE id = $1 AND status = 'held'`, [release]);
  // A few at once per address (colleagues behind one), never a sweep of the calendar.
  await tx.query(
    `DELETE FROM bookings WHERE status = 'held' AND held_by = $1 AND id NOT IN (
       SELECT id FROM bookings WHERE status = 'held' AND held_by = $1 AND held_until > now()
       ORDER BY created_at DESC LIMIT $2)`,
    [client, LIVE_HOLDS_PER_CLIENT - 1],
  );
  const id = randomUUID();
  const host = await placeAt(tx, { id, kind, start, visitorZone, status: 'held', heldBy: client });
  if (!host) return null;
  const { rows } = await tx.query<{ held_until: Date }>('SELECT held_until FROM bookings WHERE id = $1', [id]);
  return { id, heldUntil: new Date(rows[0]!.held_until).getTime() };
}

/** Holds past their time (already ignored by everything) are deleted: they were never bookings. */
export async function pruneLapsedHolds(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM bookings WHERE status = 'held' AND held_until < now() - interval '1 hour'`,
  );
  return rowCount;
}

/**
 * A hold of this time gives way to its booking: deleted, and the call placed where it was by the
 * same rules as any (the daily cap counted again), its host first. Returns that host, or undefined
 * when there was no such hold (lapsed and taken, or never).
 */
export async function releaseHold(tx: Queryable, holdId: string, kind: CallKind, start: number) {
  const { rows } = await tx.query<{ host_id: string }>(
    `DELETE FROM bookings WHERE id = $1 AND status = 'held' AND kind = $2 AND starts_at = $3 RETURNING host_id`,
    [holdId, kind, new Date(start)],
  );
  return rows[0]?.host_id;
}

/** A request no host could take at its time: kept, so the visitor can pick another. */
export async function keepUnplaced(
  tx: Queryable,
  id: string,
  submissionId: string,
  kind: CallKind,
  start: number,
  visitorZone: string,
) {
  await tx.query(
    `INSERT INTO bookings (id, submission_id, kind, status, starts_at, ends_at, visitor_zone)
     VALUES ($1, $2, $3, 'unplaced', $4, $5, $6)`,
    [id, submissionId, kind, new Date(start), new Date(start + callKinds[kind].minutes * MINUTE), visitorZone],
  );
}

const SELECT_BOOKING = `SELECT b.id, b.submission_id, b.kind, b.status, b.host_id, a.email AS host_email, b.starts_at,
  b.ends_at, b.visitor_zone, b.host_zone, b.held_until, b.sequence, b.no_show
  FROM bookings b LEFT JOIN staff_accounts a ON a.id = b.host_id`;

export async function bookingById(db: Queryable, id: string, lock = false): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(`${SELECT_BOOKING} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [
    id,
  ]);
  return rows[0];
}

export async function bookingOfSubmission(db: Queryable, submissionId: string): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(`${SELECT_BOOKING} WHERE b.submission_id = $1`, [submissionId]);
  return rows[0];
}

export async function cancelBooking(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, cancelled_at = now(), updated_at = now()
     WHERE id = $1`,
    [id],
  );
}

// ---------- signed links ----------

const SECRET_NAME = 'booking-links';

async function linkKey(db: Queryable): Promise<Buffer> {
  await db.query(`INSERT INTO site_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    SECRET_NAME,
    randomBytes(32),
  ]);
  const { rows } = await db.query<{ value: Buffer | Uint8Array }>('SELECT value FROM site_secrets WHERE name = $1', [
    SECRET_NAME,
  ]);
  return Buffer.from(rows[0]!.value);
}

const mac = (key: Buffer, id: string) =>
  createHmac('sha256', key).update(`booking:${id}`).digest('base64url').slice(0, 32);

/** The token of a booking's manage links: its id, signed. */
export const manageToken = async (db: Queryable, id: string) => `${id}.${mac(await linkKey(db), id)}`;

/** The booking id a token names, when its signature holds. */
export async function idOfToken(db: Queryable, token: string): Promise<string | null> {
  const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const want = Buffer.from(mac(await linkKey(db), m[1]!));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got) ? m[1]! : null;
}

/** Booked calls still to come that this staff member hosts. */
export async function upcomingCallsOf(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings b JOIN staff_accounts a ON a.id = b.host_id
     WHERE a.email_normalized = lower(trim($1)) AND b.status = 'booked' AND b.ends_at > now()`,
    [email],
  );
  return rows[0]?.n ?? 0;
}
