// A host's own CalDAV calendar (migration 013): the connection, the busy times its last sync
// found, and the outbox rows that write their calls to it. The network side is
// server/booking/caldav.ts; this module only reads and writes the database.
import type { Db, Queryable } from './db.ts';
import type { NewMail } from './mail-outbox.ts';

/** The outbox kind of a write to a host's calendar (ref_id: the booking, to_addr: the host's account id). */
export const CALDAV_KIND = 'caldav';
/** The name of a calendar write's error that no retry mends (PermanentCaldavError). */
export const PERMANENT_CALDAV_ERROR = 'PermanentCaldavError';

export interface CaldavConnection {
  account_id: string;
  server_url: string;
  username: string;
  password: string;
  calendar_url: string;
  calendar_name: string;
  last_sync_at: Date | null;
  last_error: string | null;
}

export async function caldavOf(db: Queryable, accountId: string): Promise<CaldavConnection | undefined> {
  const { rows } = await db.query<CaldavConnection>(
    `SELECT account_id, server_url, username, password, calendar_url, calendar_name, last_sync_at, last_error
     FROM booking_caldav WHERE account_id = $1`,
    [accountId],
  );
  return rows[0];
}

export async function saveCaldav(
  db: Db,
  c: Pick<CaldavConnection, 'account_id' | 'server_url' | 'username' | 'password' | 'calendar_url' | 'calendar_name'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Busy times of a calendar connected before are not this one's.
    await tx.query('DELETE FROM booking_busy WHERE account_id = $1', [c.account_id]);
    await tx.query(
      `INSERT INTO booking_caldav (account_id, server_url, username, password, calendar_url, calendar_name)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (account_id) DO UPDATE SET server_url = EXCLUDED.server_url, username = EXCLUDED.username,
         password = EXCLUDED.password, calendar_url = EXCLUDED.calendar_url, calendar_name = EXCLUDED.calendar_name,
         last_sync_at = NULL, last_error = NULL, updated_at = now()`,
      [c.account_id, c.server_url, c.username, c.password, c.calendar_url, c.calendar_name],
    );
  });
}

/** Disconnects: the row and (by its cascade) its busy times go; pending writes find no calendar. */
export async function deleteCaldav(db: Queryable, accountId: string): Promise<void> {
  await db.query('DELETE FROM booking_caldav WHERE account_id = $1', [accountId]);
}

/** Replaces a host's busy times with a sync's, and records the sync. */
export async function replaceBusy(
  db: Db,
  accountId: string,
  busy: readonly { from: number; to: number; uid: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM booking_busy WHERE account_id = $1', [accountId]);
    if (busy.length)
      await tx.query(
        `INSERT INTO booking_busy (account_id, starts_at, ends_at, uid)
         SELECT $1, s, e, u FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[]) AS t (s, e, u)`,
        [
          accountId,
          busy.map((b) => new Date(b.from).toISOString()),
          busy.map((b) => new Date(b.to).toISOString()),
          busy.map((b) => b.uid),
        ],
      );
    await tx.query('UPDATE booking_caldav SET last_sync_at = now(), last_error = NULL WHERE account_id = $1', [
      accountId,
    ]);
  });
}

/** A failed sync keeps the busy times it had (better stale than none) and says why. */
export async function recordSyncError(db: Queryable, accountId: string, error: string): Promise<void> {
  await db.query('UPDATE booking_caldav SET last_sync_at = now(), last_error = $2 WHERE account_id = $1', [
    accountId,
    error.slice(0, 500),
  ]);
}

/** Hosts whose last sync is older than `everyMs` (or never ran), longest waiting first. */
export async function caldavDue(db: Queryable, everyMs: number): Promise<string[]> {
  const { rows } = await db.query<{ account_id: string }>(
    `SELECT account_id FROM booking_caldav
     WHERE last_sync_at IS NULL OR last_sync_at < now() - make_interval(secs => $1::float8)
     ORDER BY last_sync_at NULLS FIRST`,
    [everyMs / 1000],
  );
  return rows.map((r) => r.account_id);
}

/** Busy times from these hosts' calendars that end after `from` (epoch ms). */
export async function calendarBusy(
  db: Queryable,
  hostIds: string[],
  from: number,
): Promise<{ account_id: string; starts_at: Date; ends_at: Date }[]> {
  const { rows } = await db.query<{ account_id: string; starts_at: Date; ends_at: Date }>(
    `SELECT account_id, starts_at, ends_at FROM booking_busy WHERE account_id = ANY ($1::uuid[]) AND ends_at > $2`,
    [hostIds, new Date(from)],
  );
  return rows;
}

/**
 * The calendar writes a booking's change owes: one per host given (its host now, and the one it
 * was moved away from) who has a calendar connected. Each is delivered by reading the booking as
 * it then stands (PUT while that host has it booked, else DELETE), so a pending row that an
 * earlier change left is replaced, not added to.
 */
export async function calendarWrites(tx: Queryable, bookingId: string, hostIds: (string | null)[]): Promise<NewMail[]> {
  const ids = [...new Set(hostIds.filter((h): h is string => !!h))];
  if (!ids.length) return [];
  const { rows } = await tx.query<{ account_id: string }>(
    'SELECT account_id FROM booking_caldav WHERE account_id = ANY ($1::uuid[])',
    [ids],
  );
  const out: NewMail[] = [];
  for (const { account_id } of rows) {
    await tx.query(`DELETE FROM outbox WHERE kind = $1 AND ref_id = $2 AND to_addr = $3 AND status = 'pending'`, [
      CALDAV_KIND,
      bookingId,
      account_id,
    ]);
    out.push({ kind: CALDAV_KIND, refId: bookingId, to: account_id, subject: 'calendar write', text: '' });
  }
  return out;
}
