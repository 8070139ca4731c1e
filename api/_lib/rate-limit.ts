// Per-client rate limit kept in the database: fixed one-hour windows per endpoint and address.
// Only accepted submissions count (replays and invalid bodies do not). Once the database says a
// client is over its limit, the answer is remembered in memory until the window ends, so a flood
// is refused without touching the database.
import type { Queryable } from './db.ts';

export class RateLimitedError extends Error {
  constructor(public readonly retryAfter: number) {
    super(`Rate limit exceeded; retry after ${retryAfter} s`);
    this.name = 'RateLimitedError';
  }
}

const blocked = new Map<string, number>();
const MAX_BLOCKED = 50_000;

/** Seconds to wait when this client is known to be over its limit, else undefined. */
export function knownBlocked(bucket: string, client: string, now = Date.now()): number | undefined {
  const key = `${bucket}\u0000${client}`;
  const until = blocked.get(key);
  if (until === undefined) return undefined;
  if (until <= now) {
    blocked.delete(key);
    return undefined;
  }
  return Math.max(1, Math.ceil((until - now) / 1000));
}

export function rememberBlocked(bucket: string, client: string, retryAfter: number): void {
  if (blocked.size >= MAX_BLOCKED) {
    const now = Date.now();
    for (const [k, until] of blocked) if (until <= now) blocked.delete(k);
    if (blocked.size >= MAX_BLOCKED) blocked.clear();
  }
  blocked.set(`${bucket}\u0000${client}`, Date.now() + retryAfter * 1000);
}

/** Forget remembered blocks (tests, and when the limit is raised). */
export const resetRateLimitMemory = () => blocked.clear();

/**
 * Counts one hit inside the caller's transaction; throws RateLimitedError (after remembering the
 * block) when the hit goes over `limit`. The caller's rollback then undoes the hit. limit 0 = off.
 */
export async function consumeRateLimit(tx: Queryable, bucket: string, client: string, limit: number): Promise<void> {
  if (limit <= 0) return;
  const { rows } = await tx.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (bucket, client, window_start, hits)
     VALUES ($1, $2, date_trunc('hour', now()), 1)
     ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = r.hits + 1
     RETURNING hits, extract(epoch FROM (window_start + interval '1 hour' - now()))::float8 AS retry_after`,
    [bucket, client],
  );
  const row = rows[0]!;
  if (row.hits > limit) {
    const retryAfter = Math.max(1, Math.ceil(row.retry_after));
    rememberBlocked(bucket, client, retryAfter);
    throw new RateLimitedError(retryAfter);
  }
}

/** The SQLSTATE raised by rate_limit_exceeded() (migration 002); its DETAIL is the retry delay. */
export const RATE_LIMIT_SQLSTATE = 'RL429';

/**
 * SQL fragments that count a hit inside a single storing statement: `cte` is a chain of CTEs
 * (rl, chk) to append after a CTE named `ins`; the hit happens only when `ins` returned a row;
 * `chk` must be referenced by a later data-modifying CTE so the check runs. Placeholders
 * $bucket/$client/$limit are replaced by the caller's numbered parameters.
 */
export function rateLimitCtes(bucket: string, client: string, limit: string): string {
  return `rl AS (
      INSERT INTO rate_limits AS r (bucket, client, window_start, hits)
      SELECT ${bucket}, ${client}, date_trunc('hour', now()), 1 FROM ins
      ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = r.hits + 1
      RETURNING r.hits, extract(epoch FROM (r.window_start + interval '1 hour' - now()))::float8 AS retry_after),
    chk AS (
      SELECT CASE WHEN ${limit}::int > 0 AND rl.hits > ${limit}::int THEN rate_limit_exceeded(rl.retry_after) ELSE rl.hits END AS hits
      FROM rl)`;
}

/** Turns the database's rate-limit error into RateLimitedError (remembering the block); other errors pass. */
export function asRateLimited(e: unknown, bucket: string, client: string): unknown {
  const err = e as { code?: string; detail?: string };
  if (err?.code !== RATE_LIMIT_SQLSTATE) return e;
  const retryAfter = Math.max(1, Math.ceil(Number(err.detail) || 3600));
  rememberBlocked(bucket, client, retryAfter);
  return new RateLimitedError(retryAfter);
}

/** Drops windows that ended more than an hour ago. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '2 hours'`);
}
