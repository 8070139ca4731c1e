// The date grid's keyboard model (WAI-ARIA APG "Date Picker Dialog") over ISO dates, "YYYY-MM-DD".
// Dates are calendar days, not instants: arithmetic runs on UTC midnight, so no zone or DST can
// shift a day. Weeks start on Sunday (en-US).

const DAY_MS = 86_400_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The month of a date: "2026-12-08" → "2026-12". */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The date `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number): string => fromMs(toMs(day) + n * DAY_MS);

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string): number => new Date(toMs(day)).getUTCDay();

/** `day`, or the nearer bound when it falls outside [first, last] (ISO dates compare as strings). */
export const clampTo = (day: string, first: string, last: string): string =>
  day < first ? first : day > last ? last : day;

/** How many days a month ("YYYY-MM") has. */
export const daysInMonth = (month: string): number =>
  // Day 0 of the next month is this month's last day (Date.UTC counts months from 0).
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** The same day `n` months on, clamped to that month's length (Jan 31 + 1 → Feb 28 or 29). */
export function addMonths(day: string, n: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + n;
  const month = `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
  return `${month}-${pad(Math.min(Number(day.slice(8, 10)), daysInMonth(month)))}`;
}

/**
 * Where focus goes from `day` on `key` (KeyboardEvent.key), or null for a key the grid leaves to
 * the browser. Not clamped to the reachable dates: the grid does that.
 */
export function moveFocus(day: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    default:
      return null;
  }
}

/** A month ("YYYY-MM") as weeks of 7 cells, Sunday first; null where a cell is outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const lead = weekdayOf(`${month}-01`);
  const length = daysInMonth(month);
  const weeks: (string | null)[][] = [];
  for (let cell = 0; cell < lead + length; cell += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = cell + i - lead + 1;
        return date >= 1 && date <= length ? `${month}-${pad(date)}` : null;
      }),
    );
  }
  return weeks;
}
