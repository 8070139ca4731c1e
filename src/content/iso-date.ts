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

// Created on first use: a renderer's first Intl formatter starts ICU (lib/format.ts), which a page
// without dates never needs.
const formats = new Map<'long' | 'short', Intl.DateTimeFormat>();

/** "2026-11-22" → "November 22, 2026" (long) or "Nov 22, 2026" (short); anything else unchanged. */
export function formatIsoDate(iso: string, month: 'long' | 'short'): string {
  const d = parseIsoDateUtc(iso);
  if (!d) return iso;
  let f = formats.get(month);
  if (!f)
    formats.set(
      month,
      (f = new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' })),
    );
  return f.format(d);
}
