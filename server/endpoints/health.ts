// GET /api/health: database and mail status, in counts only (no addresses, hosts or error
// texts). 200 when the database answers, 503 otherwise. The answer is computed at most once per
// CACHE_MS per process, from a bounded query, so a flood of health checks costs next to nothing.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { getEnv, type Env } from '../env.ts';
import { allowMethods, noStore, sendJson } from '../http/respond.ts';
import { getDb } from '../store/db.ts';
import { mailHealth, type MailHealth } from '../store/mail-outbox.ts';

const CACHE_MS = 2000;

export interface Health {
  status: 'ok' | 'degraded' | 'error';
  time: string;
  database: { ok: boolean; kind: 'postgres' | 'pglite'; latencyMs?: number; error?: string };
  mail: ({ configured: boolean } & Partial<MailHealth>) | null;
  /** Plain sentences for staff: why the status is not ok. */
  problems: string[];
}

/** Plain-language problems with mail delivery (also printed at start-up and by the staff CLI). */
export function mailProblems(configured: boolean, m: MailHealth | null): string[] {
  const out: string[] = [];
  if (!configured) out.push('SMTP_URL is not set: inquiries are stored, but no e-mail goes out until it is.');
  if (m?.stuck)
    out.push(
      `${m.stuck}${m.capped ? '+' : ''} message(s) have been waiting over an hour or failed 3+ attempts (oldest from ${m.oldestWaitingAt}).`,
    );
  if (m?.failed)
    out.push(
      `${m.failed}${m.capped ? '+' : ''} message(s) were refused for good; follow them up from \`npm run leads\`.`,
    );
  return out;
}

async function compute(env: Env): Promise<Health> {
  const started = performance.now();
  const database: Health['database'] = { ok: false, kind: env.DATABASE_URL ? 'postgres' : 'pglite' };
  let mail: MailHealth | null = null;
  try {
    const db = await getDb(env);
    await db.query('SELECT 1');
    database.ok = true;
    database.latencyMs = Math.round((performance.now() - started) * 10) / 10;
    mail = await mailHealth(db);
  } catch (e) {
    console.error('[health] database check failed:', (e as Error).message);
    database.error = env.VERCEL && !env.DATABASE_URL ? 'DATABASE_URL is not set' : 'unavailable';
  }
  const configured = !!env.SMTP_URL;
  const problems = database.ok
    ? mailProblems(configured, mail)
    : ['The database is unavailable: nothing can be stored.'];
  if (env.siteUrlIsDefault && env.VERCEL) problems.push(`E-mail links point at ${env.siteUrl}: set SITE_URL.`);
  return {
    status: !database.ok ? 'error' : problems.length ? 'degraded' : 'ok',
    time: new Date().toISOString(),
    database,
    mail: database.ok ? { configured, ...mail } : null,
    problems,
  };
}

let cache: { key: string; at: number; value: Promise<Health> } | null = null;

/** Forgets the cached answer (tests that change the outbox and read health at once). */
export const resetHealthCache = () => void (cache = null);

export function health(env: Env): Promise<Health> {
  const key = `${env.VERCEL}|${env.DATABASE_URL ?? env.DATA_DIR}|${env.SMTP_URL ?? ''}`;
  const now = Date.now();
  if (!cache || cache.key !== key || now - cache.at > CACHE_MS) {
    cache = { key, at: now, value: compute(env) };
  }
  return cache.value;
}

export async function healthHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  if (!allowMethods(req, res, ['GET', 'HEAD'])) return;
  let env: Env;
  try {
    env = getEnv();
  } catch (e) {
    console.error('[health]', (e as Error).message);
    sendJson(res, 503, {
      status: 'error',
      database: { ok: false, error: 'server misconfigured' },
      mail: null,
      problems: ['The server is misconfigured.'],
    });
    return;
  }
  const h = await health(env);
  sendJson(res, h.database.ok ? 200 : 503, h);
}
