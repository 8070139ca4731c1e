// GET|POST /api/cron/deliver-outbox: sends due outbox mail (Vercel Cron calls it with
// `Authorization: Bearer $CRON_SECRET`). 404 when CRON_SECRET is not set, 401 on a wrong token.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { bearerMatches } from '../_lib/auth.ts';
import { getEnv } from '../_lib/env.ts';
import { allowMethods, noStore, sendJson } from '../_lib/http.ts';
import { deliverDue } from '../_lib/outbox.ts';
import { pruneRateLimits } from '../_lib/rate-limit.ts';
import { getDb } from '../_lib/db.ts';
import { toHttpError } from '../_lib/submit.ts';

export default async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  let env;
  try {
    env = getEnv();
  } catch (e) {
    console.error('[cron]', (e as Error).message);
    sendJson(res, 500, { error: 'server_misconfigured' });
    return;
  }
  if (!env.CRON_SECRET) {
    sendJson(res, 404, { error: 'not_found' });
    return;
  }
  if (!allowMethods(req, res, ['GET', 'POST'])) return;
  if (!bearerMatches(req, env.CRON_SECRET)) {
    sendJson(res, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer realm="cron"' });
    return;
  }
  try {
    const db = await getDb(env);
    const total = { claimed: 0, sent: 0, failed: 0 };
    // Bounded so one invocation stays well inside a function's time limit.
    const deadline = Date.now() + 20_000;
    let configured = !!env.SMTP_URL;
    while (Date.now() < deadline) {
      const r = await deliverDue({ limit: 25 });
      configured = r.configured;
      total.claimed += r.claimed;
      total.sent += r.sent;
      total.failed += r.failed;
      if (r.claimed < 25 || r.failed > 0) break;
    }
    await pruneRateLimits(db);
    sendJson(res, 200, { ok: true, smtpConfigured: configured, ...total });
  } catch (e) {
    const err = toHttpError(e, 'cron');
    sendJson(res, err.status, { error: err.code, message: err.message }, err.headers);
  }
}
