// Newsletter subscriptions (newsletter_subscribers): one per address, lower-cased, each with the
// token its unsubscribe link carries.
import type { Queryable } from './db.ts';

/**
 * Subscribes the address: a new subscription, or a re-subscription of an unsubscribed one (with
 * a new token and the request's facts). Its id, or undefined when the address is already
 * subscribed (then nothing changes).
 */
export async function subscribe(
  tx: Queryable,
  s: {
    id: string;
    email: string;
    token: string;
    pageUrl: string | null;
  },
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO newsletter_subscribers AS n (id, email, email_normalized, unsubscribe_token, status, page_url)
     VALUES ($1, $2, $3, $4, 'subscribed', $5)
     ON CONFLICT (email_normalized) DO UPDATE
       SET status = 'subscribed', unsubscribe_token = EXCLUDED.unsubscribe_token, unsubscribed_at = NULL,
           updated_at = now(), page_url = EXCLUDED.page_url
       WHERE n.status = 'unsubscribed'
     RETURNING n.id`,
    [s.id, s.email, s.email.toLowerCase(), s.token, s.pageUrl],
  );
  return rows[0]?.id;
}

/** The status of the subscription the token belongs to, or undefined for an unknown token. */
export async function subscriptionStatus(q: Queryable, token: string): Promise<string | undefined> {
  const { rows } = await q.query<{ status: string }>(
    'SELECT status FROM newsletter_subscribers WHERE unsubscribe_token = $1',
    [token],
  );
  return rows[0]?.status;
}

/**
 * Unsubscribes the token's subscription (the time of its first unsubscription is kept); its new
 * status, or undefined for an unknown token.
 */
export async function unsubscribe(q: Queryable, token: string): Promise<string | undefined> {
  const { rows } = await q.query<{ status: string }>(
    `UPDATE newsletter_subscribers
     SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
     WHERE unsubscribe_token = $1 RETURNING status`,
    [token],
  );
  return rows[0]?.status;
}
