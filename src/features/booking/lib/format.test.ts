import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatMonth, formatTime, weekdays, formatWhen } from './format';

describe('formatDay', () => {
  it('writes a date in full', () => {
    expect(formatDay('2026-12-08')).toBe('Tuesday, December 8, 2026');
    expect(formatDay('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });

  it('keeps the calendar day whatever the zone (UTC midnight)', () => {
    expect(formatDay('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatDay('2026-11-01')).toBe('Sunday, November 1, 2026');
  });
});

describe('formatMonth', () => {
  it('writes the month and year', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });
});

describe('weekdays', () => {
  it('lists the week from Sunday, abbreviated and in full', () => {
    const days = weekdays();
    expect(days.map((d) => d.short)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(days[0]?.long).toBe('Sunday');
    expect(days[6]?.long).toBe('Saturday');
  });
});

describe('formatTime', () => {
  it("writes the time in the visitor's zone with its generic name", () => {
    expect(formatTime('2026-12-08T15:30:00Z', 'America/New_York')).toBe('10:30 AM Eastern Time');
    expect(formatTime('2026-12-08T15:30:00Z', 'America/Los_Angeles')).toBe('7:30 AM Pacific Time');
  });

  it('follows the zone across a DST change', () => {
    // 2026-11-01: New York leaves daylight time (UTC−4) for standard time (UTC−5) at 06:00Z.
    expect(formatTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('1:30 AM Eastern Time');
    expect(formatTime('2026-11-01T13:30:00Z', 'America/New_York')).toBe('8:30 AM Eastern Time');
    expect(formatTime('2026-10-31T13:30:00Z', 'America/New_York')).toBe('9:30 AM Eastern Time');
  });

  it('writes plain spaces only', () => {
    expect(formatTime('2026-12-08T20:00:00Z', 'America/New_York')).toMatch(/^3:00 PM Eastern Time$/);
  });
});

describe('formatClock', () => {
  it('writes the time without the zone, the start of the accessible name', () => {
    expect(formatClock('2026-12-08T15:30:00Z', 'America/New_York')).toBe('10:30 AM');
    expect(formatClock('2026-11-01T13:30:00Z', 'America/New_York')).toBe('8:30 AM');
    const start = '2026-12-08T17:00:00Z';
    expect(formatTime(start, 'America/Chicago').startsWith(formatClock(start, 'America/Chicago'))).toBe(true);
  });
});

describe('formatWhen', () => {
  it("names a call's start in full, on the visitor's own day", () => {
    expect(formatWhen('2026-12-08T15:30:00Z', 'America/New_York')).toBe(
      'Tuesday, December 8, 2026, 10:30 AM Eastern Time',
    );
    // 03:30 UTC is still the evening before in Los Angeles.
    expect(formatWhen('2026-12-08T03:30:00Z', 'America/Los_Angeles')).toBe(
      'Monday, December 7, 2026, 7:30 PM Pacific Time',
    );
  });
});
