import { describe, expect, it } from 'vitest';
import { daySpan, reportToday, shiftDay } from './report-days';

describe('report days', () => {
  it('counts back in calendar days from today in the company zone, across a daylight-saving change', () => {
    // 23:05 on 28 November in New York (EST); the clocks went back on 1 November. Stepping back
    // 24-hour spans from the clock landed on 31 October.
    const today = reportToday(new Date('2026-11-29T04:05:00Z'));
    expect(today).toBe('2026-11-28');
    expect(shiftDay(today, -29)).toBe('2026-10-30');
  });

  it('takes today from the company zone, not UTC, and moves across months both ways', () => {
    expect(reportToday(new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
    expect(shiftDay('2026-07-01', -6)).toBe('2026-06-25');
    expect(shiftDay('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('counts a range of days with both ends, across a daylight-saving change', () => {
    expect(daySpan('2026-11-28', '2026-11-28')).toBe(1);
    expect(daySpan('2026-10-30', '2026-11-28')).toBe(30);
    expect(daySpan('2026-03-01', '2026-03-31')).toBe(31);
  });
});
