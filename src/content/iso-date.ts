// Calendar dates in the copy ("YYYY-MM-DD"), read and written in UTC so the day never shifts with
// the visitor's time zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date "YYYY-MM-DD" as midnight UTC, or undefined if it is not a real date. */
export function parseIsoDateUtc(iso: string): Date | undefined {
  const m = ISO_DATE.exec(iso);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : undefined;
}

// Month names written out rather than with Intl: a renderer's first Intl formatter starts ICU, a
// task of 49-76 ms on the slow phone (4x CPU) while the app hydrates a page with a date (traces of
// /privacy and the job pages). The site's copy is US English; iso-date.test.ts holds these to Intl's own output.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-11-22" → "November 22, 2026" (long) or "Nov 22, 2026" (short); anything else unchanged. */
export function formatIsoDate(iso: string, month: 'long' | 'short'): string {
  const d = parseIsoDateUtc(iso);
  if (!d) return iso;
  const name = MONTHS[d.getUTCMonth()]!;
  return `${month === 'long' ? name : name.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
