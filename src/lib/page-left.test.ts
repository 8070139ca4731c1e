import { describe, expect, it, vi } from 'vitest';
import { announcePageLeft, onPageLeft } from '@/lib/page-left';

describe('page left', () => {
  it('reaches each listener until it stops', () => {
    vi.stubGlobal('window', new EventTarget());
    const fn = vi.fn();
    const stop = onPageLeft(fn);
    announcePageLeft();
    expect(fn).toHaveBeenCalledTimes(1);
    stop();
    announcePageLeft();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
