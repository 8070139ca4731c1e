// Days of the analytics reports, as the report's time zone counts them.
import { REPORT_TIME_ZONE } from '@/config/analytics';

/**
 * The date (YYYY-MM-DD) `back` days before today in the report's time zone, counted in calendar
 * days: stepping back 24-hour spans from the clock crossed a daylight-saving change into the wrong
 * day (at 23:05 on 28 November in New York, 29 days back landed on 31 October, not 30 October).
 */
export function reportDayAgo(back: number, now = Date.now()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(now);
  return new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}
