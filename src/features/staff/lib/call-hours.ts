// The Calls page's form as it is typed: the rules as text fields (a number half typed stays as
// typed), checked here before sending so each mistake shows beside its field. The server checks
// the same again (the contract, src/features/staff/contract/calls.ts) and has the last word.
import { staffCopy } from '@/content/staff';
import type { HostRulesIn, HostRulesOut } from '@/features/staff/contract';
import { CALL_LIMITS as L, HHMM, WEEKDAYS, type Weekday } from '@/features/staff/contract/limits';

const e = staffCopy.calls.errors;

export interface Range {
  /** Stable across edits (React's key, and the fields' ids). */
  key: number;
  from: string;
  to: string;
}

export const numberFields = [
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'noticeMinutes',
  'horizonDays',
  'dailyCap',
] as const;
export type NumberField = (typeof numberFields)[number];

export const boundsOf: Record<NumberField, { min: number; max: number }> = {
  bufferBeforeMinutes: L.bufferMinutes,
  bufferAfterMinutes: L.bufferMinutes,
  noticeMinutes: L.noticeMinutes,
  horizonDays: L.horizonDays,
  dailyCap: L.dailyCap,
};

export type Draft = {
  timeZone: string;
  weekly: Record<Weekday, Range[]>;
  daysOff: string[];
} & Record<NumberField, string>;

let nextKey = 0;
export const newRange = (from = '', to = ''): Range => ({ key: ++nextKey, from, to });

export const draftOf = (r: HostRulesOut): Draft => ({
  timeZone: r.timeZone,
  weekly: Object.fromEntries(
    WEEKDAYS.map((d) => [d, (r.weekly[d] ?? []).map(([from, to]) => newRange(from, to))]),
  ) as Record<Weekday, Range[]>,
  daysOff: [...r.daysOff],
  ...(Object.fromEntries(numberFields.map((f) => [f, String(r[f])])) as Record<NumberField, string>),
});

/** The ids of the fields, so an error, a label and a focus move all name the same one. */
export const fieldId = {
  timeZone: 'call-zone',
  weekly: 'weekly',
  daysOff: 'day-off',
  from: (day: Weekday, r: Range) => `hours-${day}-${r.key}-from`,
  to: (day: Weekday, r: Range) => `hours-${day}-${r.key}-to`,
  add: (day: Weekday) => `hours-${day}-add`,
  number: (f: NumberField) => `call-${f}`,
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** "9:00" is taken as "09:00"; anything else is kept as typed. */
export const tidyTime = (t: string) => (/^\d:[0-5]\d$/.test(t.trim()) ? `0${t.trim()}` : t.trim());

/** Each field's mistake, by field id (empty: nothing to fix). */
export function check(d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const ranges = d.weekly[day].map((r) => ({ ...r, from: tidyTime(r.from), to: tidyTime(r.to) }));
    for (const r of ranges) {
      if (!HHMM.test(r.from)) errors[fieldId.from(day, r)] = e.time;
      if (!HHMM.test(r.to)) errors[fieldId.to(day, r)] = e.time;
      else if (HHMM.test(r.from) && minutesOf(r.from) >= minutesOf(r.to)) errors[fieldId.to(day, r)] = e.order;
    }
    const whole = ranges.filter((r) => !errors[fieldId.from(day, r)] && !errors[fieldId.to(day, r)]);
    whole.sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (let i = 1; i < whole.length; i++)
      if (minutesOf(whole[i]!.from) < minutesOf(whole[i - 1]!.to)) errors[fieldId.from(day, whole[i]!)] = e.overlap;
  }
  for (const f of numberFields) {
    const { min, max } = boundsOf[f];
    const v = d[f].trim();
    if (!/^\d{1,6}$/.test(v) || Number(v) < min || Number(v) > max) errors[fieldId.number(f)] = e.number(min, max);
  }
  if (d.daysOff.length > L.daysOff) errors[fieldId.daysOff] = e.tooManyDates(L.daysOff);
  return errors;
}

/** The body to send (only once check() found nothing). */
export const rulesOfDraft = (d: Draft): HostRulesIn => ({
  timeZone: d.timeZone,
  weekly: Object.fromEntries(
    WEEKDAYS.map((day) => [day, d.weekly[day].map((r) => [tidyTime(r.from), tidyTime(r.to)] as [string, string])]),
  ),
  daysOff: d.daysOff,
  ...(Object.fromEntries(numberFields.map((f) => [f, Number(d[f].trim())])) as Record<NumberField, number>),
});

/** The field a server refusal names (its code is `invalid_<field>`), for the message to sit beside. */
export function fieldOfCode(code: string): string | null {
  const f = code.replace(/^invalid_/, '');
  if (f === 'timeZone' || f === 'weekly' || f === 'daysOff') return fieldId[f];
  return (numberFields as readonly string[]).includes(f) ? fieldId.number(f as NumberField) : null;
}

/** Whether a typed date is a real one, "YYYY-MM-DD". */
export const isDay = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(Date.parse(`${d}T00:00:00Z`) || 0).toISOString().startsWith(d);
