import { describe, expect, it } from 'vitest';
import { createPainter } from '@/components/sections/hero-scenes';

/** A 2D context that counts the drawing calls made on it. */
function fakeCanvas() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) =>
      key in target ? target[key] : (...args: unknown[]) => void calls.push(key, ...args.map(() => '')),
    set: (target, key: string, value) => ((target[key] = value), true),
  });
  const canvas = { width: 300, height: 150, getContext: () => ctx } as unknown as OffscreenCanvas;
  return { canvas, calls: () => calls.filter(Boolean) };
}

function fakeClock() {
  const queue = new Map<number, (t: number) => void>();
  let next = 1;
  let now = 0;
  return {
    request: (cb: (t: number) => void) => (queue.set(next, cb), next++),
    cancel: (id: number) => void queue.delete(id),
    pending: () => queue.size,
    tick() {
      now += 16;
      const due = [...queue.values()];
      queue.clear();
      due.forEach((cb) => cb(now));
    },
  };
}

describe('hero painter', () => {
  it('sizes the bitmap by the device pixel ratio', () => {
    const { canvas } = fakeCanvas();
    const paint = createPainter(canvas, fakeClock());
    paint({ type: 'size', width: 400, height: 300, dpr: 2 });
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
  });

  it('draws each scene, and animates only while running', () => {
    const { canvas, calls } = fakeCanvas();
    const clock = fakeClock();
    const paint = createPainter(canvas, clock);
    paint({ type: 'size', width: 400, height: 300, dpr: 1 });
    for (const kind of ['network', 'binary', 'pipeline', 'particles', 'starfield'] as const) {
      const before = calls().length;
      paint({ type: 'scene', kind });
      expect(calls().length, kind).toBeGreaterThan(before + 1); // more than the clear
    }
    expect(clock.pending(), 'not running yet').toBe(0);
    paint({ type: 'run', on: true });
    expect(clock.pending()).toBe(1);
    const before = calls().length;
    clock.tick();
    expect(calls().length).toBeGreaterThan(before);
    expect(clock.pending(), 'asks for the next frame').toBe(1);
    paint({ type: 'run', on: false });
    expect(clock.pending(), 'off screen or hidden: no frames').toBe(0);
  });

  it('stop clears the canvas and ends the loop', () => {
    const { canvas, calls } = fakeCanvas();
    const clock = fakeClock();
    const paint = createPainter(canvas, clock);
    paint({ type: 'size', width: 400, height: 300, dpr: 1 });
    paint({ type: 'scene', kind: 'network' });
    paint({ type: 'run', on: true });
    paint({ type: 'stop' });
    expect(clock.pending()).toBe(0);
    expect(calls().at(-1)).toBe('clearRect');
  });
});
