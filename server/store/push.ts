// Staff devices subscribed to Web Push, and the pushes each new lead queues for them (outbox rows
// of kind 'push', written in the lead's own transaction, so a stored lead always has its pushes).
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';

export const PUSH_KIND = 'push';

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores (or moves to this account) a browser's subscription; one row per endpoint. */
export async function addSubscription(
  db: Queryable,
  accountId: string,
  s: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_push_subscriptions (id, account_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET account_id = EXCLUDED.account_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
    [randomUUID(), accountId, s.endpoint, s.p256dh, s.auth],
  );
}

export async function removeSubscription(db: Queryable, accountId: string, endpoint: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM staff_push_subscriptions WHERE account_id = $1 AND endpoint = $2', [
    accountId,
    endpoint,
  ]);
  return rowCount > 0;
}

export async function findSubscription(db: Queryable, id: string): Promise<PushSubscriptionRow | null> {
  const { rows } = await db.query<PushSubscriptionRow>(
    'SELECT id, endpoint, p256dh, auth FROM staff_push_subscriptions WHERE id::text = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function deleteSubscription(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM staff_push_subscriptions WHERE id::text = $1', [id]);
}

/** What a notification shows: never the message, only who and what kind. */
export interface LeadPushPayload {
  title: string;
  body: string;
  /** The lead in the staff app, opened by a tap. */
  url: string;
  tag: string;
}

/** One push per subscribed device for a new lead; the outbox ids, for a first try right away. */
export async function enqueueLeadPush(tx: Queryable, leadId: string, payload: LeadPushPayload): Promise<string[]> {
  // A lead assigned as it arrives (a booked call, to its host) goes to that person's devices only.
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO outbox (id, kind, ref_id, to_addr, subject, text_body)
     SELECT gen_random_uuid(), $1, $2, s.id::text, $3, $4 FROM staff_push_subscriptions s
     WHERE NOT EXISTS (SELECT 1 FROM submissions l WHERE l.id = $2 AND l.assignee_id IS NOT NULL)
        OR s.account_id = (SELECT assignee_id FROM submissions WHERE id = $2)
     RETURNING id`,
    [PUSH_KIND, leadId, payload.title, JSON.stringify(payload)],
  );
  return rows.map((r) => r.id);
}
