// Staff work on a submission: its status and assignee, internal notes, and the state of its mail.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';
import { CALDAV_KIND } from './booking-caldav.ts';
import { PUSH_KIND } from './push.ts';
import type { StaffAccount } from './staff.ts';
import type { LeadStatus } from '../../src/config/leads.ts';

export interface LeadNote {
  id: string;
  author: string;
  text: string;
  at: string;
}

/** Sets the status and/or the assignee (null: nobody); false when there is no such lead. */
export async function updateLead(
  db: Queryable,
  id: string,
  change: { status?: LeadStatus; assigneeId?: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE submissions SET status = COALESCE($2, status),
       assignee_id = CASE WHEN $3::boolean THEN $4::uuid ELSE assignee_id END
     WHERE id = $1`,
    [id, change.status ?? null, change.assigneeId !== undefined, change.assigneeId ?? null],
  );
  return rowCount === 1;
}

export async function addNote(db: Queryable, leadId: string, author: StaffAccount, text: string): Promise<LeadNote> {
  const id = randomUUID();
  const { rows } = await db.query<{ created_at: Date }>(
    `INSERT INTO submission_notes (id, submission_id, author_id, author_email, body) VALUES ($1, $2, $3, $4, $5)
     RETURNING created_at`,
    [id, leadId, author.id, author.email, text],
  );
  return { id, author: author.email, text, at: new Date(rows[0]!.created_at).toISOString() };
}

export async function notesOf(db: Queryable, leadId: string): Promise<LeadNote[]> {
  const { rows } = await db.query<{ id: string; author_email: string; body: string; created_at: Date }>(
    'SELECT id, author_email, body, created_at FROM submission_notes WHERE submission_id = $1 ORDER BY created_at, id',
    [leadId],
  );
  return rows.map((r) => ({
    id: r.id,
    author: r.author_email,
    text: r.body,
    at: new Date(r.created_at).toISOString(),
  }));
}

export interface LeadMail {
  to: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** Every message sent (or to be sent) about the lead: the staff notification, a confirmation, its pushes. */
export async function mailOf(db: Queryable, leadId: string): Promise<LeadMail[]> {
  const { rows } = await db.query<{
    to_addr: string;
    status: string;
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
  }>('SELECT to_addr, status, attempts, last_error, sent_at FROM outbox WHERE ref_id = $1 ORDER BY created_at', [
    leadId,
  ]);
  return rows.map((r) => ({
    to: r.to_addr,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  }));
}

export interface UndeliveredMail {
  leadId: string | null;
  kind: string;
  to: string;
  status: string;
  attempts: number;
  reason: string | null;
  since: string;
}

/** The newest messages that failed for good or are still being retried, with why. */
export async function undeliveredMail(db: Queryable, limit = 20): Promise<UndeliveredMail[]> {
  const { rows } = await db.query<{
    ref_id: string | null;
    kind: string;
    to_addr: string;
    status: string;
    attempts: number;
    last_error: string | null;
    created_at: Date;
  }>(
    `SELECT ref_id, kind, to_addr, status, attempts, last_error, created_at FROM outbox
     WHERE status <> 'sent' AND kind NOT IN ('${PUSH_KIND}', '${CALDAV_KIND}') AND (status = 'failed' OR attempts > 0)
     ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    leadId: r.ref_id,
    kind: r.kind,
    to: r.to_addr,
    status: r.status,
    attempts: r.attempts,
    reason: r.last_error,
    since: new Date(r.created_at).toISOString(),
  }));
}
