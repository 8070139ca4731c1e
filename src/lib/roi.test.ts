import { describe, expect, it } from 'vitest';
import { ROI_DEFAULTS } from '@/config/constants';
import { computeRoi, parseInput, type RoiInputs } from '@/lib/roi';
import { decimalsOf, formatCount, formatCurrency, formatFixed, formatPercent } from '@/lib/format';

const defaultRoiInputs: RoiInputs = { ...ROI_DEFAULTS };

describe('computeRoi', () => {
  it('gives the spec figures for the defaults', () => {
    // 50000 × 25% = 12500; 12500 × 8 / 60 = 1666.67 → 1667; 1667 × 35 = 58345; × 12 = 700140; × 3 = 2100420.
    expect(defaultRoiInputs).toEqual({ volume: 50000, handleMinutes: 8, deflectionPercent: 25, hourlyCost: 35 });
    expect(computeRoi(defaultRoiInputs)).toEqual({
      deflectedCalls: 12500,
      hoursReduced: 1667,
      monthlySavings: 58345,
      annualSavings: 700140,
      threeYear: 2100420,
    });
  });

  it('rounds each step before the next (half rounds up)', () => {
    // 10 × 15% = 1.5 → 2 calls; 2 × 15 / 60 = 0.5 → 1 hour; 1 × 20.5 = 20.5 → 21 dollars.
    expect(computeRoi({ volume: 10, handleMinutes: 15, deflectionPercent: 15, hourlyCost: 20.5 })).toEqual({
      deflectedCalls: 2,
      hoursReduced: 1,
      monthlySavings: 21,
      annualSavings: 252,
      threeYear: 756,
    });
    // 3 × 10% = 0.3 → 0 calls, so nothing downstream.
    expect(computeRoi({ volume: 3, handleMinutes: 8, deflectionPercent: 10, hourlyCost: 35 }).monthlySavings).toBe(0);
    // 1000 × 50% = 500 calls; 500 × 7 / 60 = 58.33 → 58 hours; 58 × 33.33 = 1933.14 → 1933.
    expect(computeRoi({ volume: 1000, handleMinutes: 7, deflectionPercent: 50, hourlyCost: 33.33 })).toEqual({
      deflectedCalls: 500,
      hoursReduced: 58,
      monthlySavings: 1933,
      annualSavings: 23196,
      threeYear: 69588,
    });
  });

  it('uses the rounded hours, not the exact ones, for savings', () => {
    // 12500 × 8 / 60 = 1666.67; exact would give 58333.33, spec gives 1667 × 35.
    expect(computeRoi(defaultRoiInputs).monthlySavings).toBe(1667 * 35);
  });

  it('annual is monthly × 12 and the 3-year figure is annual × 3', () => {
    for (const volume of [0, 1, 999, 123456]) {
      const r = computeRoi({ ...defaultRoiInputs, volume });
      expect(r.annualSavings).toBe(r.monthlySavings * 12);
      expect(r.threeYear).toBe(r.annualSavings * 3);
    }
  });

  it('treats non-finite inputs as 0', () => {
    const zero = { deflectedCalls: 0, hoursReduced: 0, monthlySavings: 0, annualSavings: 0, threeYear: 0 };
    expect(computeRoi({ ...defaultRoiInputs, volume: Number.NaN })).toEqual(zero);
    expect(computeRoi({ ...defaultRoiInputs, deflectionPercent: Number.POSITIVE_INFINITY })).toEqual(zero);
    expect(computeRoi({ ...defaultRoiInputs, handleMinutes: Number.NaN }).deflectedCalls).toBe(12500);
    expect(computeRoi({ ...defaultRoiInputs, handleMinutes: Number.NaN }).hoursReduced).toBe(0);
    expect(computeRoi({ ...defaultRoiInputs, hourlyCost: Number.NEGATIVE_INFINITY }).monthlySavings).toBe(0);
  });

  it('accepts any number, including negatives, without producing -0', () => {
    const r = computeRoi({ volume: -1, handleMinutes: 8, deflectionPercent: 25, hourlyCost: 35 });
    expect(Object.is(r.deflectedCalls, 0)).toBe(true);
    expect(Object.is(r.threeYear, 0)).toBe(true);
    expect(computeRoi({ volume: -1000, handleMinutes: 6, deflectionPercent: 50, hourlyCost: 10 })).toEqual({
      deflectedCalls: -500,
      hoursReduced: -50,
      monthlySavings: -500,
      annualSavings: -6000,
      threeYear: -18000,
    });
  });
});

describe('parseInput', () => {
  it('reads numbers and gives NaN for empty or invalid text', () => {
    expect(parseInput('50000')).toBe(50000);
    expect(parseInput(' 8.5 ')).toBe(8.5);
    expect(parseInput('')).toBeNaN();
    expect(parseInput('  ')).toBeNaN();
    expect(parseInput('abc')).toBeNaN();
  });
});

describe('formatting', () => {
  it('formats counts and whole dollars in en-US', () => {
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCount(1667)).toBe('1,667');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-0)).toBe('0');
    expect(formatCurrency(58345)).toBe('$58,345');
    expect(formatCurrency(700140)).toBe('$700,140');
    expect(formatCurrency(2100420)).toBe('$2,100,420');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(-500)).toBe('-$500');
    expect(formatCurrency(58344.6)).toBe('$58,345');
  });

  it('formats slider percentages', () => {
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(50)).toBe('50%');
  });

  it('keeps a value’s decimals for count-ups', () => {
    expect(decimalsOf(241)).toBe(0);
    expect(decimalsOf(4.9)).toBe(1);
    expect(decimalsOf(99.99)).toBe(2);
    expect(formatFixed(241, 0)).toBe('241');
    expect(formatFixed(1234.5, 1)).toBe('1,234.5');
  });
});
