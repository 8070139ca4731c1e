// The site's statistics for the dashboard: a range of the company's days against the as-long
// range before it, from the daily counts (server/store/analytics.ts). Signed-in staff only. The
// server loads this file: relative imports only.
import { z } from 'zod';
import { REPORT_MAX_DAYS } from '../../../config/analytics.ts';
import { formKindNames } from '../../../config/form-kinds.ts';
import { daySpan } from '../../../lib/report-days.ts';
import { action } from './action.ts';
import { optionalParam } from './common.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMessage = 'Give a date as YYYY-MM-DD.';
const isoDay = z
  .string()
  .regex(DAY, { error: dayMessage })
  // (A day that does not exist, 2026-02-30, reads as another: refused.)
  .refine((d) => new Date(Date.parse(`${d}T00:00:00Z`) || 0).toISOString().startsWith(d), { error: dayMessage })
  .refine((d) => d >= '1970-01-01', { error: 'Give a date from 1970 on.' });

export const analyticsQuery = z
  .object({
    /** The first day (the company's, New York time); default: 29 days before `to`. */
    from: optionalParam(isoDay),
    /** The last day; default: today. */
    to: optionalParam(isoDay),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to.', path: ['from'] })
  .refine((q) => !q.from || !q.to || daySpan(q.from, q.to) <= REPORT_MAX_DAYS, {
    error: `A range is at most ${REPORT_MAX_DAYS} days.`,
    path: ['from'],
  });

/** A count in the range and in the one before it. */
const count = z.object({ now: z.number(), before: z.number() });

/** One row of a table: a page, a source, a campaign, a file. */
const row = z.object({ key: z.string(), events: z.number(), visitors: z.number(), prevEvents: z.number() });
export type AnalyticsRow = z.infer<typeof row>;

const calls = z.object({ key: z.string(), booked: z.number(), cancelled: z.number(), noShows: z.number() });
export type CallsRow = z.infer<typeof calls>;

export const analyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  previous: z.object({ from: z.string(), to: z.string() }),
  /** Visitors: each day's visitors added up (a visitor's key lasts one day); page views; visits' first pages. */
  totals: z.object({
    visitors: count,
    views: count,
    landings: count,
    downloads: count,
    formsSent: count,
    leads: count,
  }),
  /** Every day of the range, for the plot and its table. */
  days: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })),
  pages: z.array(row),
  /**
   * Where visits came from (events: visits' first pages), with the visitors who sent a form after
   * arriving (the same day) and the leads stored whose visit came from there (their last touch).
   */
  sources: z.array(row.extend({ converted: z.number(), leads: z.number() })),
  campaigns: z.array(row),
  downloads: z.array(row),
  /** Per form kind: started, sent (the conversions), and the leads stored. */
  forms: z.array(
    z.object({
      kind: z.enum(formKindNames),
      started: z.number(),
      sent: z.number(),
      prevSent: z.number(),
      leads: z.number(),
    }),
  ),
  /** Per call to action ("Get Started" by slide, or the header's): clicks, and visitors who then sent a form. */
  ctas: z.array(z.object({ key: z.string(), clicks: z.number(), converted: z.number(), prevClicks: z.number() })),
  /**
   * Calls booked in the range (by the day each was booked), by their lead's source as `sources`
   * reads leads (the last touch): booked (cancelled ones included), cancelled, and no-shows.
   */
  calls: z.array(calls),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;

export const analyticsActions = {
  analytics: action({
    method: 'GET',
    auth: 'session',
    write: false,
    query: analyticsQuery,
    answer: 'json',
    response: analyticsReport,
  }),
};
