// The analytics reports' days (YYYY-MM-DD, the company's time zone), shared by the server that
// counts them and the staff dashboard that asks for them. The server loads this file: relative
// imports only.
import { REPORT_TIME_ZONE } from '../config/analytics.ts';

/** Today in the company's zone, as YYYY-MM-DD. */
export const reportToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(now);

/** How many days `from`…`to` covers, both counted (YYYY-MM-DD days: whole days, no time zone). */
export const daySpan = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A YYYY-MM-DD day moved by `days` (calendar days: the date, not 24-hour steps). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
