// Housekeeping run by the local server's timer (hourly) and the Vercel cron: expired rate-limit
// windows and delivered mail past its retention go.
import type { Env } from '../env.ts';
import type { Queryable } from './db.ts';
import { pruneDelivered } from './mail-outbox.ts';
import { pruneRateLimits } from './rate-limit.ts';

export async function maintain(db: Queryable, env: Env): Promise<{ mailPruned: number }> {
  await pruneRateLimits(db);
  const mailPruned = await pruneDelivered(db, env.MAIL_RETENTION_DAYS);
  if (mailPruned)
    console.log(`[maintenance] deleted ${mailPruned} delivered message(s) older than ${env.MAIL_RETENTION_DAYS} days`);
  return { mailPruned };
}
