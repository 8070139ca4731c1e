// Number formatting shared by the home sections (US English, as the spec's copy).
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const currencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** -0 reads as "-0" in Intl; a count never should. */
const clean = (n: number) => (n === 0 ? 0 : n);

/** A whole count with thousands separators: 12500 → "12,500". */
export const formatCount = (n: number): string => countFormat.format(clean(n));

/** Whole US dollars: 58345 → "$58,345". */
export const formatCurrency = (n: number): string => currencyFormat.format(clean(n));

/** Decimal places a number is written with (241 → 0, 4.9 → 1), so a count-up keeps the final precision. */
export const decimalsOf = (n: number): number => {
  if (!Number.isFinite(n)) return 0;
  const s = String(n);
  const dot = s.indexOf('.');
  return dot === -1 || s.includes('e') ? 0 : s.length - dot - 1;
};

/** A value shown with a fixed number of decimals and en-US grouping: (1234.5, 1) → "1,234.5". */
export const formatFixed = (n: number, decimals: number): string =>
  clean(n).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

/** A percentage given in points: 25 → "25%". */
export const formatPercent = (points: number): string => percentFormat.format(clean(points) / 100);
