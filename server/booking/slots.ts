// A host's free start times: their weekly hours on the wall clock of their own zone, turned into
// instants by Temporal (a day of 23 or 25 hours keeps 9:00 at 9:00), less days off, notice,
// horizon, daily cap and what is already taken, buffers included.
import { Temporal } from 'temporal-polyfill';
import { SLOT_STEP_MINUTES } from '../../src/config/booking.ts';

export interface HostRules {
  timeZone: string;
  /** ISO weekday ("1" = Monday) → [start, end) wall-clock times "HH:MM". */
  weekly: Record<string, [string, string][]>;
  /** ISO dates (in the host's zone) with no calls. */
  daysOff: string[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  dailyCap: number;
}

/** A time the host is not free: a call (its buffers included) or a hold. Epoch ms, [from, to). */
export interface Busy {
  /** The booking it is, when it is one. */
  id?: string;
  from: number;
  to: number;
  /** Counts toward the daily cap (a call or a hold, not a busy time from their own calendar). */
  call?: boolean;
}

const MINUTE = 60_000;

/** The span a call at `start` takes from its host, buffers included. */
export const blockedSpan = (
  start: number,
  minutes: number,
  r: Pick<HostRules, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
) => ({
  from: start - r.bufferBeforeMinutes * MINUTE,
  to: start + (minutes + r.bufferAfterMinutes) * MINUTE,
});

/** The host's date of an instant, "YYYY-MM-DD". */
export const hostDay = (ms: number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/**
 * Every start on the host's grid within their hours, as epoch ms, from `now` + notice up to the end of
 * the horizon's last day, that a call of `minutes` fits in and that overlaps nothing busy.
 */
export function freeStarts(r: HostRules, minutes: number, busy: readonly Busy[], now: number): number[] {
  const zone = r.timeZone;
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
  const earliest = now + r.noticeMinutes * MINUTE;
  const off = new Set(r.daysOff);
  // Calls per host day; the cap counts calls, and a day under it offers every free start.
  const calls = new Map<string, number>();
  for (const b of busy) {
    if (!b.call) continue;
    const day = hostDay(b.from + r.bufferBeforeMinutes * MINUTE, zone);
    calls.set(day, (calls.get(day) ?? 0) + 1);
  }
  const out = new Set<number>();
  for (let i = 0; i <= r.horizonDays; i++) {
    const day = today.add({ days: i });
    if (off.has(day.toString()) || (calls.get(day.toString()) ?? 0) >= r.dailyCap) continue;
    const at = (time: Temporal.PlainTime) => day.toZonedDateTime({ timeZone: zone, plainTime: time }).epochMilliseconds;
    for (const [from, to] of r.weekly[String(day.dayOfWeek)] ?? []) {
      const close = at(Temporal.PlainTime.from(to));
      let t = Temporal.PlainTime.from(from);
      for (;;) {
        const start = at(t);
        if (start + minutes * MINUTE > close) break;
        const span = blockedSpan(start, minutes, r);
        if (start >= earliest && !busy.some((b) => b.from < span.to && span.from < b.to)) out.add(start);
        const next = t.add({ minutes: SLOT_STEP_MINUTES });
        if (Temporal.PlainTime.compare(next, t) <= 0) break; // the grid wrapped past midnight
        t = next;
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Whether `start` is one of the host's free starts now (the same rules, one time). */
export const isFreeStart = (r: HostRules, minutes: number, busy: readonly Busy[], now: number, start: number) =>
  freeStarts(r, minutes, busy, now).includes(start);
