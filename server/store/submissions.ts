// Form submissions: one row per Idempotency-Key, whatever the kind, and the staff listing.
import { randomUUID } from 'node:crypto';
import { IdempotencyConflictError } from '../errors.ts';
import type { FormKind } from '../../src/config/form-kinds.ts';
import type { LeadStatus } from '../../src/config/leads.ts';
import type { Attribution } from '../../src/features/analytics/contract.ts';
import type { Lead } from '../../src/features/staff/contract/leads.ts';
import type { Queryable } from './db.ts';

export interface NewSubmission {
  kind: string;
  key: string;
  /** Hash of the validated values: a replay with other data is refused. */
  fingerprint: string;
  email: string;
  fields: Record<string, unknown>;
  /** The browser and its system ("Chrome on Android"), never the user-agent string. */
  device: string | null;
  pageUrl: string | null;
  submittedAt: Date | null;
  /** Where the visitor came from, as the server read it out of what the device kept. */
  attribution: Attribution | null;
}

/**
 * Empties the old columns that held a visitor's address and user agent: migration 008 does it
 * once, and housekeeping again, for what a deployment from before it writes while it still runs.
 */
export const FORGET_ADDRESSES = `
UPDATE submissions SET user_agent = NULL, client_ip = NULL WHERE user_agent IS NOT NULL OR client_ip IS NOT NULL;
UPDATE newsletter_subscribers SET user_agent = NULL, client_ip = NULL WHERE user_agent IS NOT NULL OR client_ip IS NOT NULL;`;

export const forgetAddresses = (db: Queryable) => db.exec(FORGET_ADDRESSES);

/**
 * Writes the submission unless its key was seen before. Resolves to the new row's id and
 * `created: true`, or the earlier row's id and `created: false` for a replay of the same data;
 * throws IdempotencyConflictError when the key came with other data.
 */
export async function insertSubmission(tx: Queryable, s: NewSubmission): Promise<{ id: string; created: boolean }> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO submissions (id, kind, idempotency_key, fingerprint, email, fields, device, page_url, submitted_at, attribution)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::jsonb)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      s.kind,
      s.key,
      s.fingerprint,
      s.email,
      JSON.stringify(s.fields),
      s.device,
      s.pageUrl,
      s.submittedAt,
      s.attribution && JSON.stringify(s.attribution),
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

/** Which submissions a listing holds: a kind, a status, words to find in the e-mail, name, company or message. */
export interface LeadQuery {
  kind?: FormKind;
  status?: LeadStatus;
  q?: string;
}

export type { Lead };

export interface LeadList {
  leads: Lead[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

interface Row {
  id: string;
  seq: string | number;
  kind: FormKind;
  created_at: Date;
  submitted_at: Date | null;
  email: string;
  fields: Record<string, string> | string;
  device: string | null;
  page_url: string | null;
  attribution: Attribution | string | null;
  mail_status: string | null;
  status: LeadStatus;
  assignee: string | null;
}

/** `q` as a LIKE pattern on the lower-cased `search` column that matches it literally anywhere. */
const likePattern = (q: string | undefined) =>
  q?.trim()
    ? `%${q
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;

// The filter's WHERE clause on `s`, its parameters from $1.
const FILTER_SQL = `($1::text IS NULL OR s.kind = $1) AND ($2::text IS NULL OR s.status = $2)
  AND ($3::text IS NULL OR s.search LIKE $3)`;
const filterParams = (f: LeadQuery) => [f.kind ?? null, f.status ?? null, likePattern(f.q)];

/** Newest first, `limit` at a time; `cursor` continues after the last row of a previous page. */
export async function listLeads(
  db: Queryable,
  opts: LeadQuery & { limit: number; cursor?: number; id?: string },
): Promise<LeadList> {
  const { rows } = await db.query<Row>(
    `SELECT s.id, s.seq, s.kind, s.created_at, s.submitted_at, s.email, s.fields, s.device, s.page_url, s.attribution,
            s.status, (SELECT a.email FROM staff_accounts a WHERE a.id = s.assignee_id) AS assignee,
            (SELECT o.status FROM outbox o WHERE o.ref_id = s.id ORDER BY o.created_at LIMIT 1) AS mail_status
     FROM submissions s
     WHERE ${FILTER_SQL} AND ($4::bigint IS NULL OR s.seq < $4) AND ($5::uuid IS NULL OR s.id = $5)
     ORDER BY s.seq DESC
     LIMIT $6`,
    [...filterParams(opts), opts.cursor ?? null, opts.id ?? null, opts.limit + 1],
  );
  const more = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  return {
    leads: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      timestamp: new Date(r.created_at).toISOString(),
      submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
      email: r.email,
      fields: typeof r.fields === 'string' ? (JSON.parse(r.fields) as Record<string, string>) : r.fields,
      device: r.device,
      pageUrl: r.page_url,
      attribution: typeof r.attribution === 'string' ? (JSON.parse(r.attribution) as Attribution) : r.attribution,
      mailStatus: r.mail_status,
      status: r.status,
      assignee: r.assignee,
    })),
    nextCursor: more ? String(page[page.length - 1]!.seq) : null,
  };
}

/** How many submissions the filter (its status aside) holds in each status. */
export async function countByStatus(db: Queryable, f: Omit<LeadQuery, 'status'>): Promise<Record<LeadStatus, number>> {
  const { rows } = await db.query<{ status: LeadStatus; n: number }>(
    `SELECT s.status, count(*)::int AS n FROM submissions s WHERE ${FILTER_SQL} GROUP BY s.status`,
    filterParams({ ...f, status: undefined }),
  );
  const counts = { new: 0, in_progress: 0, done: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
