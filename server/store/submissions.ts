// Form submissions: one row per Idempotency-Key, whatever the kind, and the staff listing.
import { randomUUID } from 'node:crypto';
import { IdempotencyConflictError } from '../errors.ts';
import type { Queryable } from './db.ts';

export interface NewSubmission {
  kind: string;
  key: string;
  /** Hash of the validated values: a replay with other data is refused. */
  fingerprint: string;
  email: string;
  fields: Record<string, unknown>;
  userAgent: string | null;
  pageUrl: string | null;
  clientIp: string;
  submittedAt: Date | null;
}

/**
 * Writes the submission unless its key was seen before. Resolves to the new row's id and
 * `created: true`, or the earlier row's id and `created: false` for a replay of the same data;
 * throws IdempotencyConflictError when the key came with other data.
 */
export async function insertSubmission(tx: Queryable, s: NewSubmission): Promise<{ id: string; created: boolean }> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO submissions (id, kind, idempotency_key, fingerprint, email, fields, user_agent, page_url, client_ip, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      s.kind,
      s.key,
      s.fingerprint,
      s.email,
      JSON.stringify(s.fields),
      s.userAgent,
      s.pageUrl,
      s.clientIp,
      s.submittedAt,
    ],
  );
  if (inserted.rows[0]) return { id: inserted.rows[0].id, created: true };
  const existing = await tx.query<{ id: string; kind: string; fingerprint: string }>(
    'SELECT id, kind, fingerprint FROM submissions WHERE idempotency_key = $1',
    [s.key],
  );
  const row = existing.rows[0];
  if (!row) throw new Error('idempotency key conflict without a row');
  if (row.fingerprint !== s.fingerprint || row.kind !== s.kind) throw new IdempotencyConflictError();
  return { id: row.id, created: false };
}

/** One stored submission as the staff listing answers it (and `npm run inquiries` reads it). */
export interface Inquiry {
  id: string;
  kind: string;
  /** When the row was stored (server clock). */
  timestamp: string;
  /** When the visitor pressed Send (browser clock, kept only if believable); earlier than `timestamp` when it waited in an outbox. */
  submittedAt: string | null;
  email: string;
  /** The validated form fields (the kind's schema decides which). */
  fields: Record<string, string>;
  userAgent: string | null;
  pageUrl: string | null;
  clientIp: string | null;
  /** The notification's delivery: pending, sending, sent, failed, or null when none was due. */
  mailStatus: string | null;
}

export interface InquiryPage {
  inquiries: Inquiry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

interface Row {
  id: string;
  seq: string | number;
  kind: string;
  created_at: Date;
  submitted_at: Date | null;
  email: string;
  fields: Record<string, string> | string;
  user_agent: string | null;
  page_url: string | null;
  client_ip: string | null;
  mail_status: string | null;
}

/** Newest first, `limit` at a time; `cursor` continues after the last row of a previous page. */
export async function listSubmissions(
  db: Queryable,
  opts: { kind?: string; limit: number; cursor?: number },
): Promise<InquiryPage> {
  const { rows } = await db.query<Row>(
    `SELECT s.id, s.seq, s.kind, s.created_at, s.submitted_at, s.email, s.fields, s.user_agent, s.page_url, s.client_ip,
            (SELECT o.status FROM outbox o WHERE o.ref_id = s.id ORDER BY o.created_at LIMIT 1) AS mail_status
     FROM submissions s
     WHERE ($1::text IS NULL OR s.kind = $1) AND ($2::bigint IS NULL OR s.seq < $2)
     ORDER BY s.seq DESC
     LIMIT $3`,
    [opts.kind ?? null, opts.cursor ?? null, opts.limit + 1],
  );
  const more = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  return {
    inquiries: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      timestamp: new Date(r.created_at).toISOString(),
      submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
      email: r.email,
      fields: typeof r.fields === 'string' ? (JSON.parse(r.fields) as Record<string, string>) : r.fields,
      userAgent: r.user_agent,
      pageUrl: r.page_url,
      clientIp: r.client_ip,
      mailStatus: r.mail_status,
    })),
    nextCursor: more ? String(page[page.length - 1]!.seq) : null,
  };
}
