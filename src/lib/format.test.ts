// The written-out formats against Intl's own (Node carries full ICU): the same text for every value
// the ROI form or the stats can show, and for the edges of signs, halves and grouping.
import { describe, expect, it } from 'vitest';
import { formatCount, formatCurrency, formatFixed, formatPercent } from '@/lib/format';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);
const count = intl({ maximumFractionDigits: 0 });
const currency = intl({ style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const percent = intl({ style: 'percent', maximumFractionDigits: 2 });
const fixedIntl = (d: number) => intl({ minimumFractionDigits: d, maximumFractionDigits: d });

/** A fixed spread of values: zero and its sign, halves, every power of ten's edges, and a seeded sweep. */
const values = (() => {
  const out = [0, -0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49, 999.5, 1e21, -1e21, 9.99e20, 123456789.125];
  for (let p = 0; p <= 20; p++) out.push(10 ** p, 10 ** p - 1, -(10 ** p), 10 ** p + 0.5, 10 ** p - 0.005);
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 5000; i++) {
    const magnitude = 10 ** Math.floor(next() * 16);
    out.push(Math.round((next() - 0.3) * magnitude * 1000) / 1000);
  }
  return out;
})();

const odd = [Number.NaN, Infinity, -Infinity, 1e25, -3.2e30];

describe('number formats match Intl en-US', () => {
  it('counts and whole dollars, every value', () => {
    const clean = (n: number) => (n === 0 ? 0 : n);
    for (const n of [...values, ...odd]) {
      expect(formatCount(n), String(n)).toBe(count.format(clean(n)));
      expect(formatCurrency(n), String(n)).toBe(currency.format(clean(n)));
    }
  });

  it('fixed decimals: every value at whole places; at 1 to 3 places, values below a trillion written at them (as stats are)', () => {
    const at = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
    for (const n of [...values, ...odd])
      expect(formatFixed(n, 0), String(n)).toBe(fixedIntl(0).format(n === 0 ? 0 : n));
    for (const d of [1, 2, 3])
      for (const n of [...values.filter((v) => Math.abs(v) < 1e12).map((v) => at(v, d)), 4.9, 98.6, 0.05, 1234.5])
        expect(formatFixed(n, d), `${n} to ${d}`).toBe(fixedIntl(d).format(n === 0 ? 0 : n));
  });

  it('percentages in points: every hundredth from 0 to 100, and past it', () => {
    const points = [...Array.from({ length: 10001 }, (_, i) => i / 100), -5, 150, 12.345, 0.001, 1e6, ...odd];
    for (const p of points) expect(formatPercent(p), String(p)).toBe(percent.format((p === 0 ? 0 : p) / 100));
  });

  it('reads as the copy shows it', () => {
    expect([formatCount(12500), formatCurrency(-500), formatFixed(1234.5, 1), formatPercent(12.5)]).toEqual([
      '12,500',
      '-$500',
      '1,234.5',
      '12.5%',
    ]);
  });
});
