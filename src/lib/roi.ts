// The ROI calculator's arithmetic: deflected calls, hours, monthly, annual and 3-year savings, as the site promises them.
import { formatCount, formatCurrency } from '@/lib/format';

export interface RoiInputs {
  /** Monthly call volume. */
  volume: number;
  /** Average handle time, minutes. */
  handleMinutes: number;
  /** Target deflection rate, percent (25 means 25%). */
  deflectionPercent: number;
  /** Agent cost per hour, dollars. */
  hourlyCost: number;
}

export interface RoiResult {
  deflectedCalls: number;
  hoursReduced: number;
  monthlySavings: number;
  annualSavings: number;
  threeYear: number;
}

/** Non-finite input (NaN from an empty field, ±Infinity) counts as 0; -0 becomes 0. */
const num = (n: number) => (Number.isFinite(n) ? n + 0 : 0);

export function computeRoi({ volume, handleMinutes, deflectionPercent, hourlyCost }: RoiInputs): RoiResult {
  const deflectedCalls = Math.round((num(volume) * num(deflectionPercent)) / 100) + 0;
  const hoursReduced = Math.round((deflectedCalls * num(handleMinutes)) / 60) + 0;
  const monthlySavings = Math.round(hoursReduced * num(hourlyCost)) + 0;
  const annualSavings = monthlySavings * 12;
  const threeYear = annualSavings * 3;
  return { deflectedCalls, hoursReduced, monthlySavings, annualSavings, threeYear };
}

/** Reads a number field's text: "" and anything unparsable give NaN (so computeRoi treats it as 0). */
export const parseInput = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** How each result reads (the app and the pre-app layer write the same text). */
export const roiFormats: Record<keyof RoiResult, (n: number) => string> = {
  deflectedCalls: formatCount,
  hoursReduced: formatCount,
  monthlySavings: formatCurrency,
  annualSavings: formatCurrency,
  threeYear: formatCurrency,
};
