// The site's own analytics (analytics_events): each event once, by the id its device gave it,
// at its corrected time; the events a device dropped unsent (analytics_dropped, a count per day);
// raw events deleted after EVENT_RETENTION_MONTHS.
import { EVENT_RETENTION_MONTHS, type EventName } from '../../src/config/analytics.ts';
import type { Queryable } from './db.ts';

export interface StoredEvent {
  id: string;
  name: EventName;
  occurredAt: Date;
  path: string;
  /** The day's visitor key, or null (Global Privacy Control, Do Not Track). */
  visitor: string | null;
  params: Record<string, string | number>;
}

/** Stores the events not stored before; resolves to how many were new. */
export async function insertEvents(db: Queryable, events: StoredEvent[]): Promise<number> {
  if (!events.length) return 0;
  // One statement for the batch, its rows as one JSON parameter (the same on PGlite and pg).
  const rows = events.map((e) => ({
    id: e.id,
    name: e.name,
    occurred_at: e.occurredAt.toISOString(),
    path: e.path,
    visitor: e.visitor,
    params: e.params,
  }));
  const { rowCount } = await db.query(
    `INSERT INTO analytics_events (id, name, occurred_at, path, visitor, params)
     SELECT id, name, occurred_at, path, visitor, coalesce(params, '{}'::jsonb)
     FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, name text, occurred_at timestamptz, path text, visitor text, params jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  return rowCount;
}

/** Counts events a device dropped unsent, on today's row. */
export async function countDropped(db: Queryable, n: number): Promise<void> {
  if (n <= 0) return;
  await db.query(
    `INSERT INTO analytics_dropped AS d (day, events) VALUES (current_date, $1)
     ON CONFLICT (day) DO UPDATE SET events = d.events + EXCLUDED.events`,
    [n],
  );
}

/** Deletes events older than EVENT_RETENTION_MONTHS (their daily counts stay). */
export async function pruneEvents(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM analytics_events WHERE occurred_at < now() - make_interval(months => $1)',
    [EVENT_RETENTION_MONTHS],
  );
  return rowCount;
}
