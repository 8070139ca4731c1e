// /api/newsletter
//   POST { email }                 subscribe; idempotent per address (lower-cased): the first
//                                  subscription (or a re-subscription) queues one confirmation
//                                  e-mail with an unsubscribe link; repeats change nothing.
//                                  Always 200 `{ ok: true, id }` so the answer does not tell
//                                  whether an address was already subscribed.
//   GET  ?unsubscribe=<token>      marks the address unsubscribed; answers a small HTML page.
//   POST ?unsubscribe=<token>      the same, for mail clients' one-click unsubscribe (RFC 8058).
import { randomBytes, randomUUID } from 'node:crypto';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { site } from '../src/config/site.ts';
import { newsletterSchema } from '../src/lib/schemas/contact.ts';
import { getDb } from './_lib/db.ts';
import { escapeHtml, htmlPage, noStore, publicBaseUrl, sendHtml } from './_lib/http.ts';
import { newsletterConfirmation } from './_lib/mail.ts';
import { enqueueMail } from './_lib/outbox.ts';
import { consumeRateLimit } from './_lib/rate-limit.ts';
import { createFormHandler, toHttpError } from './_lib/submit.ts';

const subscribe = createFormHandler({
  name: 'newsletter',
  schema: newsletterSchema,
  successLocation: '/thank-you',
  back: { fallback: '/resources', anchor: '' },
  createdStatus: 200,
  store: ({ db, data, meta, rate }) =>
    db.transaction(async (tx) => {
      await consumeRateLimit(tx, rate.bucket, rate.client, rate.limit);
      const normalized = data.email.toLowerCase();
      const token = randomBytes(24).toString('base64url');
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO newsletter_subscribers (id, email, email_normalized, unsubscribe_token, status, client_ip, user_agent, page_url)
         VALUES ($1, $2, $3, $4, 'subscribed', $5, $6, $7)
         ON CONFLICT (email_normalized) DO NOTHING RETURNING id`,
        [randomUUID(), data.email, normalized, token, meta.clientIp, meta.userAgent, meta.pageUrl],
      );
      let id = inserted.rows[0]?.id;
      if (!id) {
        const existing = await tx.query<{ id: string; status: string }>(
          'SELECT id, status FROM newsletter_subscribers WHERE email_normalized = $1 FOR UPDATE',
          [normalized],
        );
        const row = existing.rows[0]!;
        if (row.status === 'subscribed') return { created: false, id: row.id, mailIds: [] };
        await tx.query(
          `UPDATE newsletter_subscribers SET status = 'subscribed', unsubscribe_token = $2, unsubscribed_at = NULL,
                  updated_at = now(), client_ip = $3, user_agent = $4, page_url = $5
           WHERE id = $1`,
          [row.id, token, meta.clientIp, meta.userAgent, meta.pageUrl],
        );
        id = row.id;
      }
      const base = publicBaseUrl(meta.req, meta.env.siteUrl, meta.env.TRUST_PROXY);
      const mail = newsletterConfirmation(`${base}/api/newsletter?unsubscribe=${encodeURIComponent(token)}`);
      const mailId = await enqueueMail(tx, { kind: 'newsletter', refId: id, to: data.email, ...mail });
      return { created: true, id, mailIds: [mailId] };
    }),
});

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

async function unsubscribe(req: VercelRequest, res: VercelResponse, token: string): Promise<void> {
  noStore(res);
  if (!['GET', 'HEAD', 'POST'].includes(req.method ?? '')) {
    res.setHeader('Allow', 'GET, HEAD, POST');
    sendHtml(res, 405, htmlPage('Method not allowed', '<h1>Method not allowed</h1>'));
    return;
  }
  const home = `<p><a href="/">Back to ${escapeHtml(site.name)}</a></p>`;
  try {
    const db = await getDb();
    // HEAD (link checkers) never changes anything; GET and the one-click POST do.
    const { rows } = !TOKEN.test(token)
      ? { rows: [] }
      : req.method === 'HEAD'
        ? await db.query<{ id: string }>('SELECT id FROM newsletter_subscribers WHERE unsubscribe_token = $1', [token])
        : await db.query<{ id: string }>(
            `UPDATE newsletter_subscribers
             SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
             WHERE unsubscribe_token = $1 RETURNING id`,
            [token],
          );
    if (!rows[0]) {
      sendHtml(
        res,
        404,
        htmlPage(
          'Link not valid',
          `<h1>This unsubscribe link is not valid</h1><p>It may have been replaced by a newer one. ` +
            `To stop receiving e-mails, write to <a href="mailto:${escapeHtml(site.emails.general)}">${escapeHtml(site.emails.general)}</a>.</p>${home}`,
        ),
      );
      return;
    }
    sendHtml(
      res,
      200,
      htmlPage(
        'Unsubscribed',
        `<h1>You are unsubscribed</h1><p>You will not receive further newsletter e-mails from ${escapeHtml(site.name)}.</p>${home}`,
      ),
    );
  } catch (e) {
    const err = toHttpError(e, 'newsletter');
    sendHtml(
      res,
      err.status,
      htmlPage(
        'Please try again later',
        `<h1>Please try again later</h1><p>We could not process the link right now.</p>${home}`,
      ),
      err.headers,
    );
  }
}

export default async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
  const raw = req.query.unsubscribe;
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (token !== undefined) return unsubscribe(req, res, token);
  return subscribe(req, res);
}
