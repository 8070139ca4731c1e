import { describe, expect, it } from 'vitest';
import { BlockList, hourWindow } from './rate-limit.ts';

const at = (iso: string) => Date.parse(iso);

describe('hourWindow', () => {
  it('is the clock hour the moment falls in, with the seconds left until it ends', () => {
    expect(hourWindow(at('2026-11-23T10:00:00Z'))).toEqual({
      start: new Date('2026-11-23T10:00:00Z'),
      retryAfter: 3600,
    });
    expect(hourWindow(at('2026-11-23T10:59:59.500Z'))).toEqual({
      start: new Date('2026-11-23T10:00:00Z'),
      retryAfter: 1,
    });
    expect(hourWindow(at('2026-11-23T10:30:00.001Z')).retryAfter).toBe(1800);
  });
});

describe('BlockList', () => {
  it('remembers a block until its window ends, per bucket and client', () => {
    const b = new BlockList();
    const now = at('2026-11-23T10:30:00Z');
    b.remember('contact', '203.0.113.5', 1800, now);
    expect(b.check('contact', '203.0.113.5', now)).toBe(1800);
    expect(b.check('contact', '203.0.113.5', now + 1_799_500)).toBe(1);
    expect(b.check('demo', '203.0.113.5', now)).toBeUndefined();
    expect(b.check('contact', '203.0.113.6', now)).toBeUndefined();
    expect(b.check('contact', '203.0.113.5', now + 1_800_000)).toBeUndefined();
  });
});
