// Per-client rate limit kept in the database: fixed one-hour windows per endpoint and address.
// Only accepted submissions count (replays and invalid bodies do not). Once the database says a
// client is over its limit, the answer is remembered in memory until the window ends, so a flood
// is refused without touching the database.
import { RateLimitedError } from '../errors.ts';
import type { Queryable } from './db.ts';

export const WINDOW_MS = 60 * 60 * 1000;

/** The fixed window `now` falls in, and the whole seconds until it ends (at least 1). */
export function hourWindow(now: number): { start: Date; retryAfter: number } {
  const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000)) };
}

const MAX_BLOCKED = 50_000;

/** Clients known to be over their limit, until their window ends (epoch ms). */
export class BlockList {
  private readonly until = new Map<string, number>();

  /** Seconds to wait when this client is known to be over its limit, else undefined. */
  check(bucket: string, client: string, now = Date.now()): number | undefined {
    const key = `${bucket}\u0000${client}`;
    const until = this.until.get(key);
    if (until === undefined) return undefined;
    if (until <= now) {
      this.until.delete(key);
      return undefined;
    }
    return Math.max(1, Math.ceil((until - now) / 1000));
  }

  remember(bucket: string, client: string, retryAfter: number, now = Date.now()): void {
    if (this.until.size >= MAX_BLOCKED) {
      for (const [k, until] of this.until) if (until <= now) this.until.delete(k);
      if (this.until.size >= MAX_BLOCKED) this.until.clear();
    }
    this.until.set(`${bucket}\u0000${client}`, now + retryAfter * 1000);
  }

  clear(): void {
    this.until.clear();
  }
}

export const blocked = new BlockList();

/**
 * Counts one hit inside the caller's transaction; throws RateLimitedError (after remembering the
 * block) when the hit goes over `limit`, and the caller's rollback undoes the hit. limit 0 = off.
 */
export async function consumeRateLimit(
  tx: Queryable,
  bucket: string,
  client: string,
  limit: number,
  now = Date.now(),
): Promise<void> {
  if (limit <= 0) return;
  const window = hourWindow(now);
  const { rows } = await tx.query<{ hits: number }>(
    `INSERT INTO rate_limits AS r (bucket, client, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = r.hits + 1
     RETURNING hits`,
    [bucket, client, window.start],
  );
  if (rows[0]!.hits > limit) {
    blocked.remember(bucket, client, window.retryAfter, now);
    throw new RateLimitedError(window.retryAfter);
  }
}

/** Drops windows that ended more than an hour ago. */
export async function pruneRateLimits(db: Queryable, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(now - 2 * WINDOW_MS)]);
}
