import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './iso-date.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('formatIsoDate', () => {
  it("writes every day of 1999-2041 as Intl's en-US formatter does, long and short", () => {
    const intl = (month: 'long' | 'short') =>
      new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const [long, short] = [intl('long'), intl('short')];
    const mismatches: string[] = [];
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2042, 0, 1); t += 86_400_000) {
      const day = new Date(t);
      if (formatIsoDate(iso(day), 'long') !== long.format(day)) mismatches.push(`${iso(day)} long`);
      if (formatIsoDate(iso(day), 'short') !== short.format(day)) mismatches.push(`${iso(day)} short`);
    }
    expect(mismatches).toEqual([]);
  });

  it('leaves what is not a real date as it is', () => {
    expect(formatIsoDate('2026-02-29', 'long')).toBe('2026-02-29');
    expect(formatIsoDate('2026-11-22T00:00', 'short')).toBe('2026-11-22T00:00');
  });
});
