// The day's random salt (daily_salts), under which a visitor's address is hashed where a limit
// needs a key for it: the address itself is never stored. A salt is deleted SALT_RETENTION_HOURS
// after it was made, and with it any way back from a stored key to an address.
import { createHmac, randomBytes } from 'node:crypto';
import { SALT_RETENTION_HOURS } from '../../src/config/privacy.ts';
import type { Queryable } from './db.ts';

const DAY_MS = 86_400_000;

/** The UTC day `now` falls in, as "2026-11-28". */
export const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Salts in use by this process, per database, today's and yesterday's at most, each read once (null: none). */
const caches = new WeakMap<Queryable, Map<string, string | null>>();

async function saltOf(db: Queryable, day: string, create: boolean): Promise<string | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(day);
  // (A day once found without a salt gets one when it is today.)
  if (hit || (hit === null && !create)) return hit ?? undefined;
  if (create) {
    await db.query('INSERT INTO daily_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
      day,
      randomBytes(32).toString('hex'),
    ]);
  }
  const { rows } = await db.query<{ salt: string }>(
    `SELECT salt FROM daily_salts WHERE day = $1 AND created_at > now() - make_interval(hours => $2)`,
    [day, SALT_RETENTION_HOURS],
  );
  const salt = rows[0]?.salt;
  for (const d of cache.keys()) if (d < dayOf(Date.parse(day) - DAY_MS)) cache.delete(d);
  // (No salt for yesterday stays none: only today's is ever made.)
  if (salt || !create) cache.set(day, salt ?? null);
  return salt;
}

const PRUNE_EVERY_MS = 3_600_000;
let lastPruned = 0;

const keyed = (salt: string, value: string) =>
  createHmac('sha256', salt).update(value).digest('base64url').slice(0, 24);

/**
 * `value` hashed under today's salt, and under yesterday's while it is kept (a limit over 24
 * hours spans midnight): what stands for a visitor where a limit needs a key.
 */
export async function saltedKeys(
  db: Queryable,
  value: string,
  now = Date.now(),
): Promise<{ today: string; yesterday?: string }> {
  // Where no hourly timer runs (a function between its daily crons), requests prune too.
  if (now - lastPruned >= PRUNE_EVERY_MS) await pruneSalts(db, now);
  const today = (await saltOf(db, dayOf(now), true))!;
  const yesterday = await saltOf(db, dayOf(now - DAY_MS), false);
  return { today: keyed(today, value), ...(yesterday && { yesterday: keyed(yesterday, value) }) };
}

/** Deletes salts SALT_RETENTION_HOURS after they were made (maintenance, and hourly from requests). */
export async function pruneSalts(db: Queryable, now = Date.now()): Promise<void> {
  lastPruned = now;
  await db.query('DELETE FROM daily_salts WHERE created_at <= now() - make_interval(hours => $1)', [
    SALT_RETENTION_HOURS,
  ]);
  caches.delete(db);
}
