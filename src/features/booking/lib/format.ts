// The picker's dates and times in words (en-US, as the site's copy). Formatters are made on first use
// and kept: making one starts ICU, which costs far more than formatting with it. The server's mail
// uses them too (relative imports with extensions).
import { dayIn } from './zone-day.ts';

/** Calendar days are formatted at UTC midnight in UTC, so no zone can move them a day. */
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

/** Some engines put a narrow or no-break space before "AM": one plain space reads and tests the same everywhere. */
const plainSpaces = (s: string) => s.replace(/\s/g, ' ');

let dayFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-12-08" → "Tuesday, December 8, 2026". */
export const formatDay = (day: string): string =>
  (dayFormat ??= dateFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })).format(utc(day));

/** "2026-12" → "December 2026". */
export const formatMonth = (month: string): string =>
  (monthFormat ??= dateFormat({ month: 'long', year: 'numeric' })).format(utc(`${month}-01`));

let week: { short: string; long: string }[] | undefined;

/** The week's days, Sunday first: the grid's column headers ("Su") and their full names ("Sunday"). */
export function weekdays(): { short: string; long: string }[] {
  if (week) return week;
  const names = dateFormat({ weekday: 'long' });
  // 2023-01-01 was a Sunday. Two letters, as en-US calendars label their columns.
  return (week = Array.from({ length: 7 }, (_, i) => {
    const long = names.format(utc(`2023-01-0${i + 1}`));
    return { short: long.slice(0, 2), long };
  }));
}

function timeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    const options = { hour: 'numeric', minute: '2-digit', timeZone } as const;
    const long = () => new Intl.DateTimeFormat('en-US', { ...options, timeZoneName: 'long' });
    try {
      // "Eastern Time" rather than "Eastern Standard Time": right on either side of a DST change.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZoneName: 'longGeneric' });
      // A zone with no generic name reads as an offset ("GMT+00:00"); its long name is a name.
      const name = format.formatToParts(0).find((p) => p.type === 'timeZoneName')?.value ?? '';
      if (/^GMT/.test(name)) format = long();
    } catch {
      // Engines from before generic zone names (Safari < 15.4) throw a RangeError.
      format = long();
    }
    timeFormats.set(timeZone, format);
  }
  return format;
}

/** An instant's time with its zone, the time's accessible name: "10:30 AM Eastern Time". */
export const formatTime = (start: string, timeZone: string): string =>
  plainSpaces(timeFormat(timeZone).format(new Date(start)));

/** The same time without the zone, the text shown: "10:30 AM" (the start of formatTime's words). */
export const formatClock = (start: string, timeZone: string): string =>
  plainSpaces(
    timeFormat(timeZone)
      .formatToParts(new Date(start))
      .filter((p) => p.type !== 'timeZoneName')
      .map((p) => p.value)
      .join('')
      .trim(),
  );

/** A call's start in words in a zone: "Tuesday, December 8, 2026, 10:30 AM Eastern Time". */
export const formatWhen = (start: string | number, timeZone: string): string => {
  const iso = new Date(start).toISOString();
  return `${formatDay(dayIn(timeZone, iso))}, ${formatTime(iso, timeZone)}`;
};
