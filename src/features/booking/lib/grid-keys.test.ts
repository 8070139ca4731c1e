import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clampTo, daysInMonth, monthGrid, monthOf, moveFocus, weekdayOf } from './grid-keys';

describe('moveFocus', () => {
  it('ArrowRight moves to the next day, across month and year ends', () => {
    expect(moveFocus('2026-12-08', 'ArrowRight', false)).toBe('2026-12-09');
    expect(moveFocus('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(moveFocus('2026-12-31', 'ArrowRight', false)).toBe('2027-01-01');
  });

  it('ArrowLeft moves to the previous day, across month and year starts', () => {
    expect(moveFocus('2026-12-08', 'ArrowLeft', false)).toBe('2026-12-07');
    expect(moveFocus('2027-01-01', 'ArrowLeft', false)).toBe('2026-12-31');
    expect(moveFocus('2028-03-01', 'ArrowLeft', false)).toBe('2028-02-29');
  });

  it('ArrowDown moves a week on, across months', () => {
    expect(moveFocus('2026-12-08', 'ArrowDown', false)).toBe('2026-12-15');
    expect(moveFocus('2026-12-28', 'ArrowDown', false)).toBe('2027-01-04');
  });

  it('ArrowUp moves a week back, across months', () => {
    expect(moveFocus('2026-12-08', 'ArrowUp', false)).toBe('2026-12-01');
    expect(moveFocus('2026-12-03', 'ArrowUp', false)).toBe('2026-11-26');
  });

  it("Home moves to the week's Sunday, even in the month before", () => {
    expect(moveFocus('2026-12-10', 'Home', false)).toBe('2026-12-06');
    expect(moveFocus('2026-12-06', 'Home', false)).toBe('2026-12-06');
    expect(moveFocus('2026-12-02', 'Home', false)).toBe('2026-11-29');
  });

  it("End moves to the week's Saturday, even in the month after", () => {
    expect(moveFocus('2026-12-08', 'End', false)).toBe('2026-12-12');
    expect(moveFocus('2026-12-12', 'End', false)).toBe('2026-12-12');
    expect(moveFocus('2026-12-29', 'End', false)).toBe('2027-01-02');
  });

  it('PageDown moves to the same day next month, clamped to its length', () => {
    expect(moveFocus('2026-12-08', 'PageDown', false)).toBe('2027-01-08');
    expect(moveFocus('2027-01-31', 'PageDown', false)).toBe('2027-02-28');
    expect(moveFocus('2028-01-31', 'PageDown', false)).toBe('2028-02-29');
    expect(moveFocus('2026-10-31', 'PageDown', false)).toBe('2026-11-30');
  });

  it('PageUp moves to the same day last month, clamped to its length', () => {
    expect(moveFocus('2027-01-08', 'PageUp', false)).toBe('2026-12-08');
    expect(moveFocus('2027-03-31', 'PageUp', false)).toBe('2027-02-28');
    expect(moveFocus('2028-03-30', 'PageUp', false)).toBe('2028-02-29');
  });

  it('Shift+PageDown moves to the same day next year, Feb 29 to Feb 28', () => {
    expect(moveFocus('2026-12-08', 'PageDown', true)).toBe('2027-12-08');
    expect(moveFocus('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
  });

  it('Shift+PageUp moves to the same day last year, Feb 29 to Feb 28', () => {
    expect(moveFocus('2027-01-08', 'PageUp', true)).toBe('2026-01-08');
    expect(moveFocus('2028-02-29', 'PageUp', true)).toBe('2027-02-28');
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['Enter', ' ', 'Tab', 'Escape', 'a', 'Shift', 'PageDownX']) {
      expect(moveFocus('2026-12-08', key, false)).toBeNull();
      expect(moveFocus('2026-12-08', key, true)).toBeNull();
    }
  });

  it('ignores Shift on the arrows, Home and End', () => {
    expect(moveFocus('2026-12-08', 'ArrowRight', true)).toBe('2026-12-09');
    expect(moveFocus('2026-12-08', 'Home', true)).toBe('2026-12-06');
  });
});

describe('date helpers', () => {
  it('reads the month and weekday of a date', () => {
    expect(monthOf('2026-12-08')).toBe('2026-12');
    expect(weekdayOf('2026-12-08')).toBe(2);
  });

  it('adds days across a DST change without drifting', () => {
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-12-08', -400)).toBe('2025-11-03');
  });

  it('adds months across years in both directions', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2026-05-31', -15)).toBe('2025-02-28');
  });

  it('counts the days of a month, leap years included', () => {
    expect(daysInMonth('2026-12')).toBe(31);
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2100-02')).toBe(28);
    expect(daysInMonth('2000-02')).toBe(29);
  });

  it('clamps a date to its bounds', () => {
    expect(clampTo('2026-12-01', '2026-12-08', '2026-12-28')).toBe('2026-12-08');
    expect(clampTo('2027-01-02', '2026-12-08', '2026-12-28')).toBe('2026-12-28');
    expect(clampTo('2026-12-10', '2026-12-08', '2026-12-28')).toBe('2026-12-10');
  });
});

describe('monthGrid', () => {
  it('starts December 2026 on a Tuesday and ends it on Thursday the 31st', () => {
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
  });

  it('gives February 2026 (starts on a Sunday, 28 days) exactly 4 rows', () => {
    const weeks = monthGrid('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-02-01');
    expect(weeks[3]?.[6]).toBe('2026-02-28');
  });

  it('gives February 2027 (starts on a Monday) 5 rows', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBeNull();
    expect(weeks[0]?.[1]).toBe('2027-02-01');
    expect(weeks[4]).toEqual(['2027-02-28', null, null, null, null, null, null]);
  });

  it('gives May 2026 (31 days from a Friday) 6 rows', () => {
    expect(monthGrid('2026-05')).toHaveLength(6);
  });

  it('holds every day of the month once, in order, in rows of 7', () => {
    for (const month of ['2026-12', '2027-02', '2028-02', '2026-05']) {
      const weeks = monthGrid(month);
      expect(weeks.every((w) => w.length === 7)).toBe(true);
      const days = weeks.flat().filter((d) => d !== null);
      expect(days).toHaveLength(daysInMonth(month));
      expect(days.every((d, i) => d === `${month}-${String(i + 1).padStart(2, '0')}`)).toBe(true);
      // Each day sits in its weekday's column.
      weeks.forEach((w) => w.forEach((d, col) => d && expect(weekdayOf(d)).toBe(col)));
    }
  });
});
