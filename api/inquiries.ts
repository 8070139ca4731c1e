// GET /api/inquiries?limit=N: the stored contact inquiries, newest first, for the sales team and
// `npm run inquiries`. Needs `Authorization: Bearer $ADMIN_TOKEN`; answers 404 when ADMIN_TOKEN
// is not set (the endpoint does not exist then) and 401 on a missing or wrong token.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { bearerMatches } from './_lib/auth.ts';
import { getDb } from './_lib/db.ts';
import { getEnv } from './_lib/env.ts';
import { allowMethods, noStore, sendJson } from './_lib/http.ts';
import { toHttpError } from './_lib/submit.ts';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/** One inquiry as this endpoint answers it (and as `npm run inquiries` reads it). */
export interface Inquiry {
  id: string;
  /** When the row was stored (server clock). */
  timestamp: string;
  /** When the visitor pressed Send (browser clock, kept only if believable); earlier than `timestamp` when it waited in an outbox. */
  submittedAt: string | null;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  interest: string;
  message: string;
  userAgent: string | null;
  pageUrl: string | null;
  clientIp: string | null;
  mailStatus: string | null;
}

interface Row {
  id: string;
  created_at: Date;
  submitted_at: Date | null;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  interest: string;
  message: string;
  user_agent: string | null;
  page_url: string | null;
  client_ip: string | null;
  mail_status: string | null;
}

export default async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  let env;
  try {
    env = getEnv();
  } catch (e) {
    sendJson(res, 500, { error: 'server_misconfigured' });
    console.error('[inquiries]', (e as Error).message);
    return;
  }
  if (!env.ADMIN_TOKEN) {
    sendJson(res, 404, { error: 'not_found' });
    return;
  }
  if (!allowMethods(req, res, ['GET', 'HEAD'])) return;
  if (!bearerMatches(req, env.ADMIN_TOKEN)) {
    sendJson(res, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer realm="inquiries"' });
    return;
  }
  const raw = Array.isArray(req.query.limit) ? req.query.limit[0] : req.query.limit;
  const limit = raw === undefined || raw === '' ? DEFAULT_LIMIT : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    sendJson(res, 400, { error: 'invalid_limit', message: `limit must be a whole number from 1 to ${MAX_LIMIT}.` });
    return;
  }
  try {
    const db = await getDb(env);
    const { rows } = await db.query<Row>(
      `SELECT i.id, i.created_at, i.submitted_at, i.name, i.email, i.phone, i.company, i.interest, i.message,
              i.user_agent, i.page_url, i.client_ip,
              (SELECT o.status FROM outbox o WHERE o.ref_id = i.id ORDER BY o.created_at LIMIT 1) AS mail_status
       FROM inquiries i
       ORDER BY i.created_at DESC, i.seq DESC
       LIMIT $1`,
      [limit],
    );
    const inquiries = rows.map((r): Inquiry => ({
      id: r.id,
      timestamp: new Date(r.created_at).toISOString(),
      submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      interest: r.interest,
      message: r.message,
      userAgent: r.user_agent,
      pageUrl: r.page_url,
      clientIp: r.client_ip,
      mailStatus: r.mail_status,
    }));
    sendJson(res, 200, { count: inquiries.length, limit, inquiries });
  } catch (e) {
    const err = toHttpError(e, 'inquiries');
    sendJson(res, err.status, { error: err.code, message: err.message }, err.headers);
  }
}
