// The mail outbox. A message is a row written in the same transaction as the record it reports;
// delivery claims due rows (FOR UPDATE SKIP LOCKED plus a 'sending' lease, so two runners never
// send the same row), sends them, and marks them sent, or schedules a retry with exponential
// backoff. Without SMTP_URL rows simply wait.
import { randomUUID } from 'node:crypto';
import { getDb, type Queryable } from './db.ts';
import { getEnv } from './env.ts';
import { sendMail } from './mail.ts';

export interface NewMail {
  kind: 'contact' | 'demo' | 'newsletter';
  refId: string | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** How long a claimed row stays reserved for its sender (longer than any SMTP timeout). */
const LEASE_SECONDS = 300;
/** Longest pause between two attempts. */
const MAX_BACKOFF_SECONDS = 3600;

export async function enqueueMail(tx: Queryable, mail: NewMail): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO outbox (id, kind, ref_id, to_addr, reply_to, subject, text_body, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      id,
      mail.kind,
      mail.refId,
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      JSON.stringify(mail.headers ?? {}),
    ],
  );
  return id;
}

interface OutboxRow {
  id: string;
  to_addr: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  headers: Record<string, string> | string | null;
  attempts: number;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
  /** false when SMTP_URL is not set (nothing was tried). */
  configured: boolean;
}

export const backoffSeconds = (attempts: number, base: number) =>
  Math.min(MAX_BACKOFF_SECONDS, base * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers due mail: all due rows (up to `limit`), or only the row `id` when given (the
 * "send right away" after a submission). Never throws.
 */
export async function deliverDue(opts: { id?: string; limit?: number } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, failed: 0, configured: false };
  let env;
  try {
    env = getEnv();
  } catch (e) {
    console.error('[outbox]', (e as Error).message);
    return report;
  }
  if (!env.SMTP_URL) return report;
  report.configured = true;
  const smtpUrl = env.SMTP_URL;
  let rows: OutboxRow[];
  const db = await getDb(env).catch((e: unknown) => {
    console.error('[outbox] database unavailable:', (e as Error).message);
    return null;
  });
  if (!db) return report;
  try {
    const filter = opts.id ? 'AND id = $3' : '';
    const params: unknown[] = [opts.limit ?? 25, LEASE_SECONDS];
    if (opts.id) params.push(opts.id);
    rows = (
      await db.query<OutboxRow>(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
                locked_until = now() + make_interval(secs => $2::int)
         WHERE id IN (
           SELECT id FROM outbox
           WHERE next_attempt_at <= now()
             AND (status = 'pending' OR (status = 'sending' AND locked_until < now()))
             ${filter}
           ORDER BY next_attempt_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
         RETURNING id, to_addr, reply_to, subject, text_body, headers, attempts`,
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
      await sendMail(smtpUrl, env.MAIL_FROM, {
        id: row.id,
        to: row.to_addr,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        headers:
          typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : (row.headers ?? {}),
      });
    } catch (e) {
      report.failed++;
      const delay = backoffSeconds(row.attempts, env.OUTBOX_RETRY_BASE_SECONDS);
      const reason = (e as Error).message.slice(0, 500);
      console.warn(`[outbox] delivery of ${row.id} failed (attempt ${row.attempts}); retry in ${delay} s: ${reason}`);
      await db
        .query(
          `UPDATE outbox SET status = 'pending', locked_until = NULL, last_error = $2,
                  next_attempt_at = now() + make_interval(secs => $3::float8)
           WHERE id = $1 AND status = 'sending'`,
          [row.id, reason, delay],
        )
        .catch((err: unknown) => console.error('[outbox] could not record failure:', (err as Error).message));
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

export interface OutboxStats {
  pending: number;
  sent: number;
  oldestPendingAt: string | null;
  maxAttempts: number;
}

export async function outboxStats(db: Queryable): Promise<OutboxStats> {
  const { rows } = await db.query<{ pending: number; sent: number; oldest: Date | null; max_attempts: number | null }>(
    `SELECT count(*) FILTER (WHERE status <> 'sent')::int AS pending,
            count(*) FILTER (WHERE status = 'sent')::int AS sent,
            min(created_at) FILTER (WHERE status <> 'sent') AS oldest,
            coalesce(max(attempts) FILTER (WHERE status <> 'sent'), 0)::int AS max_attempts
     FROM outbox`,
  );
  const r = rows[0]!;
  return {
    pending: r.pending,
    sent: r.sent,
    oldestPendingAt: r.oldest ? new Date(r.oldest).toISOString() : null,
    maxAttempts: r.max_attempts ?? 0,
  };
}

/**
 * Runs `deliverDue` every `intervalMs` in this process (the local server), one run at a time.
 * Returns a stop function that waits for a run in progress.
 */
export function startDeliveryTimer(intervalMs: number, onTick?: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        // Drain the backlog in batches, but stop as soon as a batch had a failure.
        for (let i = 0; i < 20 && !stopped; i++) {
          const r = await deliverDue({ limit: 25 });
          if (r.claimed < 25 || r.failed > 0) break;
        }
        await onTick?.();
      } catch (e) {
        console.error('[outbox] timer run failed:', (e as Error).message);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 0).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
