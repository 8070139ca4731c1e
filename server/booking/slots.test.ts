// Free start times across daylight-saving changes: both transition days of each zone, a host and
// a visitor in different zones, and a call that spans a transition.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatDay, formatTime } from '../../src/features/booking/lib/format.ts';
import { blockedSpan, freeStarts, type HostRules } from './slots.ts';

const everyDay = (from: string, to: string) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), [[from, to]] as [string, string][]]));

const rules = (timeZone: string, over: Partial<HostRules> = {}): HostRules => ({
  timeZone,
  weekly: everyDay('09:00', '17:00'),
  daysOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 3,
  dailyCap: 100,
  ...over,
});

const wall = (ms: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });

/** The zone's two changes of 2027 (or, with none, the US ones: the rules must hold there too). */
function transitions(zone: string): string[] {
  const start = Temporal.ZonedDateTime.from(`2027-01-01T00:00[${zone}]`);
  const first = start.getTimeZoneTransition('next');
  const second = first?.getTimeZoneTransition('next');
  if (!first || !second || second.year > 2027) return ['2027-03-14', '2027-11-07'];
  return [first.toPlainDate().toString(), second.toPlainDate().toString()];
}

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Sydney',
  'America/Sao_Paulo',
];

describe('free starts on the days the clocks change', () => {
  for (const zone of zones) {
    for (const day of transitions(zone)) {
      it(`${zone}, ${day}: 9:00 to 16:30 on the wall clock, every 30 minutes, at their true instants`, () => {
        const now = Temporal.PlainDate.from(day)
          .subtract({ days: 1 })
          .toZonedDateTime({ timeZone: zone }).epochMilliseconds;
        const starts = freeStarts(rules(zone), 30, [], now).filter((t) => wall(t, zone).startsWith(day));
        expect(starts.map((t) => wall(t, zone).slice(11))).toEqual(
          Array.from(
            { length: 16 },
            (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
          ),
        );
        // Each is the instant the zone's rules give that wall time (not a fixed offset from midnight).
        for (const t of starts)
          expect(Temporal.ZonedDateTime.from(`${wall(t, zone)}[${zone}]`).epochMilliseconds).toBe(t);
      });
    }
  }

  it('the day before and after a change keep 9:00 on the wall clock, 23 or 25 hours apart in real time', () => {
    const zone = 'America/New_York';
    const now = Date.parse('2027-03-12T12:00:00Z');
    const nine = freeStarts(rules(zone), 30, [], now).filter((t) => wall(t, zone).endsWith('09:00'));
    const gaps = nine.slice(1).map((t, i) => (t - nine[i]!) / 3_600_000);
    expect(gaps).toEqual([24, 23, 24]); // the 13th to the 14th is 23 hours: 2:00 became 3:00
    const fall = freeStarts(rules(zone), 30, [], Date.parse('2027-11-05T12:00:00Z')).filter((t) =>
      wall(t, zone).endsWith('09:00'),
    );
    expect(fall.slice(1).map((t, i) => (t - fall[i]!) / 3_600_000)).toEqual([24, 25, 24]);
  });
});

describe('a call across a change', () => {
  it('spring forward: hours 01:00 to 04:00 offer 01:00, 01:30, then 03:00 on; a 01:30 call ends at 03:00, 30 minutes later', () => {
    const zone = 'America/New_York';
    const r = rules(zone, { weekly: everyDay('01:00', '04:00'), horizonDays: 1 });
    const starts = freeStarts(r, 30, [], Date.parse('2027-03-14T00:00:00Z')).filter((t) =>
      wall(t, zone).startsWith('2027-03-14'),
    );
    // 02:00 and 02:30 do not exist that night; they are not offered twice as 03:00 and 03:30.
    expect(starts.map((t) => wall(t, zone).slice(11))).toEqual(['01:00', '01:30', '03:00', '03:30']);
    const call = starts[1]!;
    expect(wall(call + 30 * 60_000, zone)).toBe('2027-03-14T03:00');
    expect(new Date(call).toISOString()).toBe('2027-03-14T06:30:00.000Z');
  });

  it('fall back: a 01:30 start is the first 01:30 (daylight time), and its call ends 30 real minutes later', () => {
    const zone = 'America/New_York';
    const r = rules(zone, { weekly: everyDay('00:00', '03:00'), horizonDays: 1 });
    const starts = freeStarts(r, 30, [], Date.parse('2027-11-07T00:00:00Z')).filter((t) =>
      wall(t, zone).startsWith('2027-11-07'),
    );
    const half = starts.find((t) => wall(t, zone).endsWith('01:30'))!;
    expect(new Date(half).toISOString()).toBe('2027-11-07T05:30:00.000Z'); // EDT, UTC-4
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('a busy call with its buffer blocks an overlapping start across the change', () => {
    const zone = 'Europe/Berlin';
    const r = rules(zone, { weekly: everyDay('01:00', '05:00'), bufferAfterMinutes: 30, horizonDays: 1 });
    const now = Date.parse('2027-03-28T00:00:00Z');
    const all = freeStarts(r, 30, [], now).filter((t) => wall(t, zone).startsWith('2027-03-28'));
    const at = all.find((t) => wall(t, zone).endsWith('01:30'))!;
    const busy = [{ ...blockedSpan(at, 30, r), call: true }];
    const left = freeStarts(r, 30, busy, now).filter((t) => wall(t, zone).startsWith('2027-03-28'));
    // 01:30 CET + 30 min + 30 min buffer = 03:30 CEST, so 03:00 goes; 01:00 goes too (its own buffer
    // reaches 01:30). Real minutes count, not wall-clock ones: 03:30 is free.
    expect(all.map((t) => wall(t, zone).slice(11))).toEqual(['01:00', '01:30', '03:00', '03:30', '04:00', '04:30']);
    expect(left.map((t) => wall(t, zone).slice(11))).toEqual(['03:30', '04:00', '04:30']);
  });
});

describe('a host and a visitor in different zones', () => {
  it("a host in Kolkata at 9:00 is the visitor's evening before in Los Angeles, named in the visitor's zone", () => {
    const host = rules('Asia/Kolkata', { horizonDays: 2 });
    const starts = freeStarts(host, 30, [], Date.parse('2026-12-07T00:00:00Z'));
    const nine = starts.find((t) => wall(t, 'Asia/Kolkata') === '2026-12-08T09:00')!;
    expect(new Date(nine).toISOString()).toBe('2026-12-08T03:30:00.000Z');
    expect(formatTime(new Date(nine).toISOString(), 'America/Los_Angeles')).toBe('7:30 PM Pacific Time');
    expect(formatDay(wall(nine, 'America/Los_Angeles').slice(0, 10))).toBe('Monday, December 7, 2026');
  });

  it('a host in New York and a visitor in Sydney on the US change day', () => {
    const host = rules('America/New_York', { horizonDays: 2 });
    const starts = freeStarts(host, 30, [], Date.parse('2027-03-13T00:00:00Z'));
    const nine = starts.find((t) => wall(t, 'America/New_York') === '2027-03-14T09:00')!;
    expect(new Date(nine).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(formatTime(new Date(nine).toISOString(), 'Australia/Sydney')).toBe('12:00 AM Australian Eastern Time');
  });
});

describe('the rules', () => {
  const now = Date.parse('2026-12-07T12:00:00Z'); // a Monday, 7:00 in New York
  it('keeps the notice, the horizon, days off and the daily cap', () => {
    const r = rules('America/New_York', { noticeMinutes: 240, horizonDays: 2, daysOff: ['2026-12-08'], dailyCap: 2 });
    const starts = freeStarts(r, 30, [], now);
    expect(starts[0]).toBe(Date.parse('2026-12-07T16:00:00Z')); // 11:00, four hours on
    expect(starts.some((t) => wall(t, r.timeZone).startsWith('2026-12-08'))).toBe(false);
    expect(starts.some((t) => wall(t, r.timeZone).startsWith('2026-12-10'))).toBe(false);
    // Two calls on the 9th fill it.
    const at = starts.filter((t) => wall(t, r.timeZone).startsWith('2026-12-09'));
    const busy = at.slice(0, 2).map((t) => ({ ...blockedSpan(t, 30, r), call: true }));
    expect(freeStarts(r, 30, busy, now).some((t) => wall(t, r.timeZone).startsWith('2026-12-09'))).toBe(false);
  });
});
