// The site's own analytics (analytics_events): each event once, by the id its device gave it,
// at its corrected time; the events a device dropped unsent (analytics_dropped, a count per day);
// raw events deleted after EVENT_RETENTION_MONTHS; the daily counts the dashboard reads
// (analytics_daily), made again for each day with new events (analytics_days_due), kept for good.
import { EVENT_RETENTION_MONTHS, REPORT_TIME_ZONE, type EventName } from '../../src/config/analytics.ts';
import { daySpan, shiftDay } from '../../src/lib/report-days.ts';
import type { Db, Queryable } from './db.ts';

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
  // The days the new events fall on are due to be counted again.
  const { rows: done } = await db.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO analytics_events (id, name, occurred_at, path, visitor, params)
       SELECT id, name, occurred_at, path, visitor, coalesce(params, '{}'::jsonb)
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, name text, occurred_at timestamptz, path text, visitor text, params jsonb)
       ON CONFLICT (id) DO NOTHING
       RETURNING occurred_at
     ), due AS (
       -- An update, not DO NOTHING: it locks the day's row, so a count of the day running meanwhile
       -- waits for these events, or leaves the day due for them (in day order: no deadlock).
       INSERT INTO analytics_days_due (day)
       SELECT DISTINCT (occurred_at AT TIME ZONE $2)::date FROM ins ORDER BY 1
       ON CONFLICT (day) DO UPDATE SET day = EXCLUDED.day
     )
     SELECT count(*)::int AS n FROM ins`,
    [JSON.stringify(rows), REPORT_TIME_ZONE],
  );
  return done[0]!.n;
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

/** One day's events, in the company's day ($1, $2: the zone), as analytics_daily rows. */
const DAY_COUNTS = `
WITH e AS (
  SELECT name, path, visitor, params, occurred_at FROM analytics_events
  WHERE occurred_at >= $1::date::timestamp AT TIME ZONE $2
    AND occurred_at < ($1::date + 1)::timestamp AT TIME ZONE $2
), landing AS (
  -- A visit's start, with where it came from (server/endpoints/events.ts).
  SELECT visitor, occurred_at, coalesce(params->>'source', '(unknown)') AS source, params->>'campaign' AS campaign
  FROM e WHERE name = 'visit_started'
), sent AS (
  SELECT visitor, max(occurred_at) AS last FROM e WHERE name = 'form_sent' AND visitor IS NOT NULL GROUP BY visitor
), cta AS (
  SELECT visitor, occurred_at, coalesce(params->>'slide_id', params->>'location', '(unknown)') AS key
  FROM e WHERE name = 'cta_get_started_clicked'
)
INSERT INTO analytics_daily (day, dimension, key, events, visitors)
SELECT $1::date, dimension, key, events, visitors FROM (
  SELECT 'views' AS dimension, '' AS key, count(*) FILTER (WHERE name = 'page_view') AS events,
         count(DISTINCT visitor) AS visitors FROM e
  UNION ALL SELECT 'page', path, count(*), count(DISTINCT visitor) FROM e WHERE name = 'page_view' GROUP BY path
  UNION ALL SELECT 'landing', '', count(*), count(DISTINCT visitor) FROM landing
  UNION ALL SELECT 'source', source, count(*), count(DISTINCT visitor) FROM landing GROUP BY source
  UNION ALL SELECT 'campaign', campaign, count(*), count(DISTINCT visitor) FROM landing
    WHERE campaign IS NOT NULL GROUP BY campaign
  UNION ALL SELECT 'download', coalesce(params->>'file', '(unknown)'), count(*), count(DISTINCT visitor)
    FROM e WHERE name = 'file_downloaded' GROUP BY 2
  UNION ALL SELECT name, coalesce(params->>'form_name', '(unknown)'), count(*), count(DISTINCT visitor)
    FROM e WHERE name IN ('form_started', 'form_sent') GROUP BY 1, 2
  UNION ALL SELECT 'cta', key, count(*), count(DISTINCT visitor) FROM cta GROUP BY key
  -- A conversion: a visitor (of the day: keys do not outlive it) who sent a form after it.
  UNION ALL SELECT 'cta_converted', c.key, count(DISTINCT c.visitor), count(DISTINCT c.visitor)
    FROM cta c JOIN sent s ON s.visitor = c.visitor AND s.last > c.occurred_at GROUP BY c.key
  UNION ALL SELECT 'source_converted', l.source, count(DISTINCT l.visitor), count(DISTINCT l.visitor)
    FROM landing l JOIN sent s ON s.visitor = l.visitor AND s.last > l.occurred_at GROUP BY l.source
) AS counts
WHERE events > 0 OR visitors > 0`;

/** The advisory lock class of a day's count (the day is the other key). */
const ROLLUP_LOCK = 72_011;

/**
 * Counts one day again from its events. A day whose events are already deleted (past
 * EVENT_RETENTION_MONTHS) keeps the counts it has.
 */
export async function rollUpDay(db: Db, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    // One count of a day at a time (the housekeeping, the dashboard in several tabs).
    await tx.query(`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK}, $1::date - date '2000-01-01')`, [day]);
    await tx.query('DELETE FROM analytics_days_due WHERE day = $1', [day]);
    const { rows } = await tx.query<{ kept: boolean }>(
      `SELECT $1::date::timestamp AT TIME ZONE $2 < now() - make_interval(months => $3) AS kept`,
      [day, REPORT_TIME_ZONE, EVENT_RETENTION_MONTHS],
    );
    if (rows[0]!.kept) return;
    await tx.query('DELETE FROM analytics_daily WHERE day = $1', [day]);
    await tx.query(DAY_COUNTS, [day, REPORT_TIME_ZONE]);
  });
}

/** Counts again every day with new events (between `from` and `to`, when given); resolves to how many. */
export async function rollUpDue(db: Db, range?: { from: string; to: string }): Promise<number> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT day::text AS day FROM analytics_days_due
     WHERE $1::date IS NULL OR day BETWEEN $1::date AND $2::date ORDER BY day`,
    [range?.from ?? null, range?.to ?? null],
  );
  for (const { day } of rows) await rollUpDay(db, day);
  return rows.length;
}

export interface DailyCount {
  dimension: string;
  key: string;
  events: number;
  visitors: number;
  prevEvents: number;
  prevVisitors: number;
}

/**
 * The counts of a range of days and of the as-long range before it, each dimension and key summed
 * (visitors: the days' visitors added up, as a key lasts a day), and the views and visitors per day.
 */
export async function readCounts(db: Db, from: string, to: string) {
  const previous = previousRange(from, to);
  await rollUpDue(db, { from: previous.from, to });
  const [counts, days] = await Promise.all([
    db.query<DailyCount>(
      `SELECT dimension, key,
              coalesce(sum(events) FILTER (WHERE day >= $2), 0)::int AS events,
              coalesce(sum(visitors) FILTER (WHERE day >= $2), 0)::int AS visitors,
              coalesce(sum(events) FILTER (WHERE day < $2), 0)::int AS "prevEvents",
              coalesce(sum(visitors) FILTER (WHERE day < $2), 0)::int AS "prevVisitors"
       FROM analytics_daily WHERE day BETWEEN $1 AND $3
       GROUP BY dimension, key`,
      [previous.from, from, to],
    ),
    db.query<{ day: string; views: number; visitors: number }>(
      `SELECT d::date::text AS day, coalesce(a.events, 0)::int AS views, coalesce(a.visitors, 0)::int AS visitors
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
       LEFT JOIN analytics_daily a ON a.day = d::date AND a.dimension = 'views' AND a.key = ''
       ORDER BY d`,
      [from, to],
    ),
  ]);
  return { previous, counts: counts.rows, days: days.rows };
}

/** The as-long range of days just before `from`…`to`. */
export function previousRange(from: string, to: string) {
  return { from: shiftDay(from, -daySpan(from, to)), to: shiftDay(from, -1) };
}

/**
 * Leads stored in a range of the company's days and in the as-long range before it (`before`), by
 * kind and by the source of their visit (its last touch).
 */
export async function leadsBySource(db: Queryable, from: string, to: string) {
  const previous = previousRange(from, to);
  const { rows } = await db.query<{ kind: string; source: string; before: boolean; leads: number }>(
    `SELECT kind, coalesce(attribution->'last'->>'source', '(unknown)') AS source,
            created_at < $2::date::timestamp AT TIME ZONE $4 AS before, count(*)::int AS leads
     FROM submissions
     WHERE created_at >= $1::date::timestamp AT TIME ZONE $4 AND created_at < ($3::date + 1)::timestamp AT TIME ZONE $4
     GROUP BY 1, 2, 3`,
    [previous.from, from, to, REPORT_TIME_ZONE],
  );
  return rows;
}

/**
 * Calls booked in a range of the company's days (by the day each was booked), by their lead's
 * source as leadsBySource reads it: calls still booked and cancelled ones (a request cancelled
 * before it ever had a host was never a call), the cancelled, and the no-shows.
 */
export async function callsBySource(db: Queryable, from: string, to: string) {
  const { rows } = await db.query<{ source: string; booked: number; cancelled: number; no_shows: number }>(
    `SELECT coalesce(s.attribution->'last'->>'source', '(unknown)') AS source, count(*)::int AS booked,
            count(*) FILTER (WHERE b.status = 'cancelled')::int AS cancelled,
            count(*) FILTER (WHERE b.status = 'booked' AND b.no_show)::int AS no_shows
     FROM bookings b JOIN submissions s ON s.id = b.submission_id
     WHERE (b.status = 'booked' OR (b.status = 'cancelled' AND b.host_zone IS NOT NULL))
       AND b.created_at >= $1::date::timestamp AT TIME ZONE $3 AND b.created_at < ($2::date + 1)::timestamp AT TIME ZONE $3
     GROUP BY 1`,
    [from, to, REPORT_TIME_ZONE],
  );
  return rows.map((r) => ({ key: r.source, booked: r.booked, cancelled: r.cancelled, noShows: r.no_shows }));
}
