// The mail outbox. A message is a row written in the same transaction as the record it reports;
// delivery claims due rows (FOR UPDATE SKIP LOCKED plus a 'sending' lease, so two runners never
// send the same row), sends them, and marks them sent, or schedules a retry with exponential
// backoff. A permanent refusal, or too many attempts, marks a row failed. Without SMTP_URL rows
// simply wait. Delivered rows are deleted after MAIL_RETENTION_DAYS. A submission's files are
// added when its notification is sent (server/mail/attachments.ts), read by ref_id.
import { randomUUID } from 'node:crypto';
import { getEnv, type Env } from '../env.ts';
import { sendWithAttachments } from '../mail/attachments.ts';
import { PermanentMailError, sendMail } from '../mail/transport.ts';
import { PermanentPushError, sendPush } from '../push/send.ts';
import { PUSH_KIND } from './push.ts';
import { CALDAV_KIND, PERMANENT_CALDAV_ERROR } from './booking-caldav.ts';
import { getDb, type Queryable } from './db.ts';

export interface NewMail {
  kind: string;
  refId: string | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** An invitation sent as the message's text/calendar part (its METHOD inside). */
  calendar?: string | null;
  /** Not sent before this time (a reminder); now when absent. */
  notBefore?: Date;
}

/** How long a claimed row stays reserved for its sender (longer than any SMTP timeout). */
const LEASE_SECONDS = 300;
/** Longest pause between two attempts. */
const MAX_BACKOFF_SECONDS = 3600;
/** Rows claimed per batch. */
const BATCH = 25;

export async function enqueueMail(tx: Queryable, mail: NewMail): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO outbox (id, kind, ref_id, to_addr, reply_to, subject, text_body, headers, calendar, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, coalesce($10, now()))`,
    [
      id,
      mail.kind,
      mail.refId,
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      JSON.stringify(mail.headers ?? {}),
      mail.calendar ?? null,
      mail.notBefore ?? null,
    ],
  );
  return id;
}

interface OutboxRow {
  id: string;
  kind: string;
  ref_id: string | null;
  to_addr: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  headers: Record<string, string> | string | null;
  calendar: string | null;
  attempts: number;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Attempts that failed (retried later, or failed for good). */
  failed: number;
  /** false when SMTP_URL is not set (nothing was tried). */
  configured: boolean;
}

export const backoffSeconds = (attempts: number, base: number) =>
  Math.min(MAX_BACKOFF_SECONDS, base * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers due mail: up to `limit` due rows, or only the row `id` when given (the "send right
 * away" after a submission). Never throws.
 */
export async function deliverDue(opts: { id?: string; limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, failed: 0, configured: false };
  let env: Env;
  try {
    env = getEnv();
  } catch (e) {
    console.error('[outbox]', (e as Error).message);
    return report;
  }
  // Each row waits for its own way out: mail for SMTP_URL, pushes for the VAPID keys; a write to
  // a host's calendar needs nothing configured (its connection is in the database).
  const canMail = !!env.SMTP_URL;
  const canPush = !!env.vapid;
  report.configured = canMail;
  const db = await getDb(env).catch((e: unknown) => {
    console.error('[outbox] database unavailable:', (e as Error).message);
    return null;
  });
  if (!db) return report;
  let rows: OutboxRow[];
  try {
    const params: unknown[] = [opts.limit ?? BATCH, LEASE_SECONDS, PUSH_KIND, canMail, canPush, CALDAV_KIND];
    if (opts.id) params.push(opts.id);
    rows = (
      await db.query<OutboxRow>(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
                locked_until = now() + make_interval(secs => $2::int)
         WHERE id IN (
           SELECT id FROM outbox
           WHERE next_attempt_at <= now()
             AND (status = 'pending' OR (status = 'sending' AND locked_until < now()))
             AND (CASE WHEN kind = $3 THEN $5::boolean WHEN kind = $6 THEN true ELSE $4::boolean END)
             ${opts.id ? 'AND id = $7' : ''}
           ORDER BY next_attempt_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
         RETURNING id, kind, ref_id, to_addr, reply_to, subject, text_body, headers, calendar, attempts`,
        params,
      )
    ).rows;
  } catch (e) {
    console.error('[outbox] claim failed:', (e as Error).message);
    return report;
  }
  report.claimed = rows.length;
  for (const row of rows) {
    try {
      if (row.kind === PUSH_KIND) await sendPush(db, env, row.to_addr, row.text_body);
      // The calendar libraries load with the first calendar write, not with every function.
      else if (row.kind === CALDAV_KIND)
        await (await import('../booking/caldav.ts')).deliverCaldav(db, env, row.ref_id!, row.to_addr);
      else await sendOneMail(db, env, row);
    } catch (e) {
      report.failed++;
      await recordFailure(db, row, e as Error, env);
      continue;
    }
    report.sent++;
    // If this update is lost the lease expires and the row is sent again with the same
    // Message-ID: a duplicate the receiving side can recognise, never a lost message.
    await db
      .query(
        `UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`,
        [row.id],
      )
      .catch((err: unknown) => console.error(`[outbox] sent ${row.id} but could not mark it:`, (err as Error).message));
  }
  return report;
}

/** One notification mail, with the files of its submission when they fit. */
async function sendOneMail(db: Queryable, env: Env, row: OutboxRow): Promise<void> {
  await sendWithAttachments(
    db,
    env,
    { kind: row.kind, refId: row.ref_id, text: row.text_body },
    ({ text, attachments }) =>
      sendMail(env.SMTP_URL!, env.MAIL_FROM, {
        id: row.id,
        to: row.to_addr,
        replyTo: row.reply_to,
        subject: row.subject,
        text,
        headers:
          typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : (row.headers ?? {}),
        attachments,
        calendar: row.calendar,
      }),
  );
}

async function recordFailure(db: Queryable, row: OutboxRow, e: Error, env: Env): Promise<void> {
  const reason = e.message.slice(0, 500);
  const final =
    e instanceof PermanentMailError ||
    e instanceof PermanentPushError ||
    e.name === PERMANENT_CALDAV_ERROR ||
    row.attempts >= env.MAIL_MAX_ATTEMPTS;
  if (final) {
    console.error(`[outbox] ${row.id} failed for good after ${row.attempts} attempt(s): ${reason}`);
    await db
      .query(
        `UPDATE outbox SET status = 'failed', failed_at = now(), locked_until = NULL, last_error = $2
         WHERE id = $1 AND status = 'sending'`,
        [row.id, reason],
      )
      .catch((err: unknown) => console.error('[outbox] could not record failure:', (err as Error).message));
    return;
  }
  const delay = backoffSeconds(row.attempts, env.OUTBOX_RETRY_BASE_SECONDS);
  console.warn(`[outbox] delivery of ${row.id} failed (attempt ${row.attempts}); retry in ${delay} s: ${reason}`);
  await db
    .query(
      `UPDATE outbox SET status = 'pending', locked_until = NULL, last_error = $2,
              next_attempt_at = now() + make_interval(secs => $3::float8)
       WHERE id = $1 AND status = 'sending'`,
      [row.id, reason, delay],
    )
    .catch((err: unknown) => console.error('[outbox] could not record failure:', (err as Error).message));
}

/**
 * Waits while another sender (the outbox timer, the cron) is sending any of these rows, until
 * `until` (epoch ms): a request's first try then ends with its rows' delivery, whoever sent them.
 */
export async function waitWhileSending(ids: string[], until: number): Promise<void> {
  const db = await getDb().catch(() => null);
  while (db && Date.now() < until) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1::uuid[]) AND status = 'sending'`,
      [ids],
    );
    if (!rows[0]?.n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Delivers the backlog in batches until it is empty, a batch has a failure (the server is
 * probably down: wait for the next run), or `deadline` (epoch ms) passes. The one loop behind
 * the local timer and the Vercel cron.
 */
export async function drainOutbox(deadline: number): Promise<DeliveryReport> {
  const total: DeliveryReport = { claimed: 0, sent: 0, failed: 0, configured: false };
  do {
    const r = await deliverDue({ limit: BATCH });
    total.configured = r.configured;
    total.claimed += r.claimed;
    total.sent += r.sent;
    total.failed += r.failed;
    if (r.claimed < BATCH || r.failed > 0) break;
  } while (Date.now() < deadline);
  return total;
}

/** Stuck: still waiting after this many attempts, or for longer than this. */
const STUCK_ATTEMPTS = 3;
const STUCK_AGE = '1 hour';
/** Health reads at most this many unsent rows, so its cost never grows with the backlog. */
export const HEALTH_SCAN_LIMIT = 1000;

export interface MailHealth {
  /** Waiting to be sent (pending or being sent). */
  waiting: number;
  /** Waiting, and retried STUCK_ATTEMPTS times or older than STUCK_AGE. */
  stuck: number;
  /** Refused for good or out of attempts: staff must follow up by hand. */
  failed: number;
  oldestWaitingAt: string | null;
  /** True when there were more unsent rows than HEALTH_SCAN_LIMIT (the counts are lower bounds). */
  capped: boolean;
}

/** Counts of unsent mail, from at most HEALTH_SCAN_LIMIT rows of the unsent index. */
export async function mailHealth(db: Queryable): Promise<MailHealth> {
  const { rows } = await db.query<{ waiting: number; stuck: number; failed: number; oldest: Date | null; n: number }>(
    // One row past the limit is read only to tell that the counts are capped.
    `SELECT count(*) FILTER (WHERE n <= $1 AND status <> 'failed')::int AS waiting,
            count(*) FILTER (WHERE n <= $1 AND status <> 'failed'
                               AND (attempts >= ${STUCK_ATTEMPTS} OR created_at < now() - interval '${STUCK_AGE}'))::int AS stuck,
            count(*) FILTER (WHERE n <= $1 AND status = 'failed')::int AS failed,
            min(created_at) FILTER (WHERE status <> 'failed') AS oldest,
            count(*)::int AS n
     FROM (SELECT status, attempts, created_at, row_number() OVER (ORDER BY created_at) AS n
           FROM outbox WHERE status <> 'sent' AND kind NOT IN ('${PUSH_KIND}', '${CALDAV_KIND}')
           ORDER BY created_at LIMIT $1 + 1) unsent`,
    [HEALTH_SCAN_LIMIT],
  );
  const r = rows[0]!;
  return {
    waiting: r.waiting,
    stuck: r.stuck,
    failed: r.failed,
    oldestWaitingAt: r.oldest ? new Date(r.oldest).toISOString() : null,
    capped: r.n > HEALTH_SCAN_LIMIT,
  };
}

/** Deletes delivered rows older than `days`, in bounded batches; returns how many went. */
export async function pruneDelivered(db: Queryable, days: number, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `DELETE FROM outbox WHERE id IN (
         SELECT id FROM outbox WHERE status = 'sent' AND sent_at < now() - make_interval(secs => $1::float8) LIMIT $2)`,
      [days * 86_400, batch],
    );
    total += rowCount;
    if (rowCount < batch) return total;
  }
}
