// GET|POST /api/cron/deliver-outbox: sends due mail, reads the hosts' own calendars and does the
// housekeeping (Vercel Cron calls it with `Authorization: Bearer $CRON_SECRET`). 404 when
// CRON_SECRET is not set, 401 on a wrong token.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { syncDue } from '../booking/caldav.ts';
import { getEnv } from '../env.ts';
import { bearerGate } from '../http/auth.ts';
import { noStore, sendError, sendJson } from '../http/respond.ts';
import { getDb } from '../store/db.ts';
import { drainOutbox } from '../store/mail-outbox.ts';
import { maintain } from '../store/maintenance.ts';

/** Bounded so one invocation stays well inside a function's time limit. */
const BUDGET_MS = 20_000;

export async function cronHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  try {
    const env = getEnv();
    if (!bearerGate(req, res, env.CRON_SECRET, 'cron', ['GET', 'POST'])) return;
    const db = await getDb(env);
    const r = await drainOutbox(Date.now() + BUDGET_MS);
    // Hosts' own calendars due a read (at most every SYNC_EVERY_MS each).
    const calendarsSynced = await syncDue(db, env, Date.now() + BUDGET_MS / 2);
    const pruned = await maintain(db, env);
    sendJson(res, 200, {
      ok: true,
      smtpConfigured: r.configured,
      claimed: r.claimed,
      sent: r.sent,
      failed: r.failed,
      calendarsSynced,
      ...pruned,
    });
  } catch (e) {
    sendError(res, e, 'cron');
  }
}
