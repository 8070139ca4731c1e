import { describe, expect, it } from 'vitest';
import { reportDayAgo } from './report-days';

describe('reportDayAgo', () => {
  it('counts calendar days in the report time zone, across a daylight-saving change', () => {
    // 23:05 on 28 November in New York (EST), the clocks went back on 1 November.
    const now = Date.parse('2026-11-29T04:05:00Z');
    expect(reportDayAgo(0, now)).toBe('2026-11-28');
    expect(reportDayAgo(29, now)).toBe('2026-10-30');
  });

  it('takes today from the report time zone, not UTC', () => {
    expect(reportDayAgo(0, Date.parse('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
    expect(reportDayAgo(6, Date.parse('2026-07-01T12:00:00Z'))).toBe('2026-06-25');
  });
});
