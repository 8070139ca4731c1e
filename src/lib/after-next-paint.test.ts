import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/lib/after-next-paint';

// The unit tests run in Node: frames are a queue the test runs, timers are faked.
let frames: Map<number, () => void>;
const runFrame = () => {
  const callbacks = [...frames.values()];
  frames.clear();
  for (const cb of callbacks) cb();
};

describe('afterNextPaint', () => {
  beforeEach(() => {
    frames = new Map();
    let id = 0;
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => (frames.set(++id, cb), id));
    vi.stubGlobal('cancelAnimationFrame', (frame: number) => frames.delete(frame));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.advanceTimersByTime(100);
    expect(fn, 'before the frame').not.toHaveBeenCalled();
    runFrame();
    expect(fn, 'within the frame').not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the frame or after it', () => {
    const before = vi.fn();
    afterNextPaint(before)();
    const after = vi.fn();
    const cancel = afterNextPaint(after);
    runFrame();
    cancel();
    vi.advanceTimersByTime(100);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
