// Each staff member as a host of calls (booking_hosts): their own rules, the kinds an admin lets
// them take (NULL: every kind), and their calendar feed's token, kept as its SHA-256 only. A row
// is made on the first change; until then a person takes every kind with the default rules.
import { callKindNames, type CallKind } from '../../src/config/booking.ts';
import type { HostRules } from '../booking/slots.ts';
import type { Queryable } from './db.ts';
import { rulesOf, type BookingStatus } from './bookings.ts';

export interface HostSettings {
  rules: HostRules;
  /** Whether they saved rules of their own (else the defaults). */
  own: boolean;
  /** Whether a feed link exists. */
  feed: boolean;
}

export async function hostSettings(db: Queryable, accountId: string): Promise<HostSettings> {
  const { rows } = await db.query<{ rules: Partial<HostRules> | null; feed: boolean }>(
    'SELECT rules, feed_token_hash IS NOT NULL AS feed FROM booking_hosts WHERE account_id = $1',
    [accountId],
  );
  const r = rows[0];
  return { rules: rulesOf(r?.rules), own: !!r && Object.keys(r.rules ?? {}).length > 0, feed: !!r?.feed };
}

/** The zone a person reads times in: their rules', else the default's. */
export const zoneOf = async (db: Queryable, accountId: string) => (await hostSettings(db, accountId)).rules.timeZone;

/** Sets a person's rules whole; the kinds they take stay as they were. */
export async function saveRules(db: Queryable, accountId: string, rules: HostRules): Promise<void> {
  await db.query(
    `INSERT INTO booking_hosts (account_id, rules) VALUES ($1, $2::jsonb)
     ON CONFLICT (account_id) DO UPDATE SET rules = EXCLUDED.rules, updated_at = now()`,
    [accountId, JSON.stringify(rules)],
  );
}

/** Every staff member with the kinds they take (every kind while not narrowed), by e-mail. */
export async function hostKinds(db: Queryable): Promise<{ email: string; kinds: CallKind[] }[]> {
  const { rows } = await db.query<{ email: string; kinds: string[] | null }>(
    `SELECT a.email, h.kinds FROM staff_accounts a LEFT JOIN booking_hosts h ON h.account_id = a.id
     ORDER BY a.email_normalized`,
  );
  return rows.map((r) => ({
    email: r.email,
    kinds: r.kinds === null ? [...callKindNames] : callKindNames.filter((k) => r.kinds!.includes(k)),
  }));
}

/**
 * The kinds a person takes. Every kind is stored as NULL (not narrowed: a kind added later goes to
 * them too, as to anyone never narrowed); fewer as the list. A person with no row gets one with
 * the default rules (`{}`).
 */
export async function setKinds(db: Queryable, accountId: string, kinds: readonly CallKind[]): Promise<void> {
  const every = callKindNames.every((k) => kinds.includes(k));
  await db.query(
    `INSERT INTO booking_hosts (account_id, kinds, rules) VALUES ($1, $2::text[], '{}')
     ON CONFLICT (account_id) DO UPDATE SET kinds = EXCLUDED.kinds, updated_at = now()`,
    [accountId, every ? null : [...kinds]],
  );
}

/** Sets (a hash) or clears (null) a person's feed token: a new one replaces the old. */
export async function setFeedHash(db: Queryable, accountId: string, hash: string | null): Promise<void> {
  await db.query(
    `INSERT INTO booking_hosts (account_id, rules, feed_token_hash) VALUES ($1, '{}', $2)
     ON CONFLICT (account_id) DO UPDATE SET feed_token_hash = EXCLUDED.feed_token_hash, updated_at = now()`,
    [accountId, hash],
  );
}

/** Whose feed a token's hash opens, if anyone's. */
export async function hostOfFeed(db: Queryable, hash: string): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>(
    'SELECT account_id FROM booking_hosts WHERE feed_token_hash = $1',
    [hash],
  );
  return rows[0]?.account_id ?? null;
}

export interface FeedCall {
  id: string;
  submission_id: string | null;
  kind: CallKind;
  status: Extract<BookingStatus, 'booked' | 'cancelled'>;
  starts_at: Date;
  ends_at: Date;
  sequence: number;
  no_show: boolean;
  fields: Record<string, string> | null;
}

/** A feed holds at most this many calls (the earliest first): bounded, whatever the table holds. */
export const FEED_MAX_CALLS = 5000;

/** A host's calls (booked or cancelled) that start from `since` on, with their lead's fields. */
export async function callsOfHost(db: Queryable, hostId: string, since: Date): Promise<FeedCall[]> {
  const { rows } = await db.query<FeedCall>(
    `SELECT b.id, b.submission_id, b.kind, b.status, b.starts_at, b.ends_at, b.sequence, b.no_show, s.fields
     FROM bookings b LEFT JOIN submissions s ON s.id = b.submission_id
     WHERE b.host_id = $1 AND b.status IN ('booked', 'cancelled') AND b.starts_at >= $2
     ORDER BY b.starts_at, b.id LIMIT $3`,
    [hostId, since, FEED_MAX_CALLS],
  );
  return rows;
}

/**
 * Sets a booked call's no-show mark, once its start has passed (the database's clock). Returns
 * whether it changed, or why not.
 */
export async function setNoShow(
  db: Queryable,
  bookingId: string,
  noShow: boolean,
): Promise<'ok' | 'not_booked' | 'not_started'> {
  const { rowCount } = await db.query(
    `UPDATE bookings SET no_show = $2, updated_at = now() WHERE id = $1 AND status = 'booked' AND starts_at <= now()`,
    [bookingId, noShow],
  );
  if (rowCount === 1) return 'ok';
  const { rows } = await db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId]);
  return rows[0]?.status === 'booked' ? 'not_started' : 'not_booked';
}
