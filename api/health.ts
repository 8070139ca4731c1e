// GET /api/health: database and mail status. 200 when the database answers, 503 otherwise.
// It reports counts only: no addresses, hosts or error texts.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { getDb } from './_lib/db.ts';
import { getEnv } from './_lib/env.ts';
import { allowMethods, noStore, sendJson } from './_lib/http.ts';
import { outboxStats, type OutboxStats } from './_lib/outbox.ts';

export default async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  if (!allowMethods(req, res, ['GET', 'HEAD'])) return;
  let env;
  try {
    env = getEnv();
  } catch (e) {
    console.error('[health]', (e as Error).message);
    sendJson(res, 503, { status: 'error', database: { ok: false, error: 'server misconfigured' }, mail: null });
    return;
  }
  const started = performance.now();
  const database: { ok: boolean; kind: 'postgres' | 'pglite'; latencyMs?: number; error?: string } = {
    ok: false,
    kind: env.DATABASE_URL ? 'postgres' : 'pglite',
  };
  let outbox: OutboxStats | null = null;
  try {
    const db = await getDb(env);
    await db.query('SELECT 1');
    database.ok = true;
    database.latencyMs = Math.round((performance.now() - started) * 10) / 10;
    outbox = await outboxStats(db);
  } catch (e) {
    console.error('[health] database check failed:', (e as Error).message);
    database.error = env.VERCEL && !env.DATABASE_URL ? 'DATABASE_URL is not set' : 'unavailable';
  }
  const mail = {
    configured: !!env.SMTP_URL,
    pending: outbox?.pending ?? null,
    sent: outbox?.sent ?? null,
    oldestPendingAt: outbox?.oldestPendingAt ?? null,
    maxAttempts: outbox?.maxAttempts ?? null,
  };
  const status = !database.ok ? 'error' : mail.configured && (outbox?.maxAttempts ?? 0) < 3 ? 'ok' : 'degraded';
  sendJson(res, database.ok ? 200 : 503, { status, time: new Date().toISOString(), database, mail });
}
