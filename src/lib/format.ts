// Number formatting shared by the home sections (US English, as the spec's copy). Written out rather
// than with Intl: a renderer's first Intl formatter starts ICU, 130-260 ms of one task on the slow
// phone (4× CPU), and the ROI form's early script and the stats' count-up would pay it while the
// visitor types or scrolls. Intl remains for what is never typical (non-finite, 1e21 and past),
// created on first use. format.test.ts holds these to Intl's output.

/** -0 reads as "-0" in Intl; a count never should. */
const clean = (n: number) => (n === 0 ? 0 : n);

/** Intl's own text, for what written-out digits cannot show (rare enough to build each time). */
const viaIntl = (n: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options).format(n);

/** |n| below this is written by toFixed in plain digits; from it on, in exponent form. */
const PLAIN_LIMIT = 1e21;

/**
 * en-US digits with thousands separators and exactly `decimals` places, the sign before anything
 * `prefix` adds. toFixed rounds the double's exact value, half away from zero; Intl rounds its
 * shortest decimal text. They agree on every value the site shows: whole figures, a half at whole
 * places (exact in binary), and stats at their own decimals (format.test.ts).
 */
function fixed(n: number, decimals: number, prefix = ''): string {
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.') as [string, string?];
  return `${n < 0 ? '-' : ''}${prefix}${int.replace(/\B(?=(\d{3})+$)/g, ',')}${frac ? `.${frac}` : ''}`;
}

const plain = (n: number) => Number.isFinite(n) && Math.abs(n) < PLAIN_LIMIT;

/** A whole count with thousands separators: 12500 → "12,500". */
export const formatCount = (n: number): string =>
  plain(n) ? fixed(clean(n), 0) : viaIntl(n, { maximumFractionDigits: 0 });

/** Whole US dollars: 58345 → "$58,345". */
export const formatCurrency = (n: number): string =>
  plain(n)
    ? fixed(clean(n), 0, '$')
    : viaIntl(n, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });

/** Decimal places a number is written with (241 → 0, 4.9 → 1), so a count-up keeps the final precision. */
export const decimalsOf = (n: number): number => {
  if (!Number.isFinite(n)) return 0;
  const s = String(n);
  const dot = s.indexOf('.');
  return dot === -1 || s.includes('e') ? 0 : s.length - dot - 1;
};

/** A value shown with a fixed number of decimals and en-US grouping: (1234.5, 1) → "1,234.5". */
export const formatFixed = (n: number, decimals: number): string =>
  plain(n)
    ? fixed(clean(n), decimals)
    : viaIntl(n, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A percentage given in points, to at most 2 decimals: 25 → "25%", 12.5 → "12.5%". */
export const formatPercent = (points: number): string => {
  if (!plain(points)) return viaIntl(clean(points) / 100, { style: 'percent', maximumFractionDigits: 2 });
  // Two places, then the zeros Intl leaves off ("12.50" → "12.5", "25.00" → "25").
  return `${fixed(clean(points), 2).replace(/\.?0+$/, '')}%`;
};
