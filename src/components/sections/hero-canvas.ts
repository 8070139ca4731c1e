// The hero's animated backdrop: one <canvas>, drawn only on the client. The carousel imports this
// module lazily after hydration (never under reduced motion), so it adds nothing to first paint.
// The drawing runs in a worker on an OffscreenCanvas, so the page's main thread stays free for
// input; where that is not supported the same painter runs on the page.
import { TRANSITION_MS } from '@/config/constants';
import type { SlideAnimation } from '@/content/types';
import type { PainterMessage } from '@/components/sections/hero-scenes';

export interface HeroCanvasHandle {
  /** Switch to the current slide's animation (fades in over TRANSITION_MS.animation). */
  setScene(kind: SlideAnimation): void;
  /** The carousel's pause button stops the backdrop too: it is motion beside the page's text. */
  setPaused(paused: boolean): void;
  destroy(): void;
}

type Send = (msg: PainterMessage) => void;

/** A painter in a worker, given the canvas; null where OffscreenCanvas or module workers are missing. */
function workerPainter(canvas: HTMLCanvasElement): { send: Send; stop(): void } | null {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./hero-canvas.worker.ts', import.meta.url), { type: 'module', name: 'hero-canvas' });
  } catch {
    return null;
  }
  const offscreen = canvas.transferControlToOffscreen();
  worker.postMessage({ type: 'init', canvas: offscreen }, [offscreen]);
  return { send: (msg) => worker.postMessage(msg), stop: () => worker.terminate() };
}

/** The same painter on the page (no OffscreenCanvas in workers here). */
async function pagePainter(canvas: HTMLCanvasElement): Promise<{ send: Send; stop(): void }> {
  const { createPainter } = await import('@/components/sections/hero-scenes');
  const handle = createPainter(canvas);
  return { send: handle, stop: () => handle({ type: 'stop' }) };
}

/**
 * Adds a canvas to `host` and drives it: sized to its box with devicePixelRatio capped at 2,
 * animating only while it is on screen, the tab is visible and the carousel is not paused. A fresh
 * canvas each time, because a canvas handed to a worker cannot be handed over again.
 */
export function createHeroCanvas(host: HTMLElement): HeroCanvasHandle {
  const canvas = document.createElement('canvas');
  canvas.className = 'absolute inset-0 size-full';
  host.append(canvas);
  const queued: PainterMessage[] = [];
  let send: Send = (msg) => void queued.push(msg);
  let stop = () => {};
  let destroyed = false;
  const direct = workerPainter(canvas);
  const ready = direct ? Promise.resolve(direct) : pagePainter(canvas);
  void ready.then((p) => {
    if (destroyed) return p.stop();
    send = p.send;
    stop = p.stop;
    for (const msg of queued.splice(0)) send(msg);
  });

  let onScreen = true;
  let paused = false;
  let w = 0;
  let h = 0;
  const run = () => send({ type: 'run', on: onScreen && !paused && !document.hidden });
  const resize = () => {
    if (canvas.clientWidth === w && canvas.clientHeight === h) return;
    w = canvas.clientWidth;
    h = canvas.clientHeight;
    send({ type: 'size', width: w, height: h, dpr: Math.min(window.devicePixelRatio || 1, 2) });
  };
  const io = new IntersectionObserver((entries) => {
    const e = entries[entries.length - 1];
    if (e) onScreen = e.isIntersecting;
    run();
  });
  const ro = new ResizeObserver(resize);
  io.observe(canvas);
  ro.observe(canvas);
  document.addEventListener('visibilitychange', run);
  resize();
  run();

  let kind: SlideAnimation | null = null;
  return {
    setScene(next) {
      if (next === kind) return;
      kind = next;
      send({ type: 'scene', kind: next });
      canvas.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: TRANSITION_MS.animation, easing: 'ease-out' });
    },
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      run();
    },
    destroy() {
      destroyed = true;
      io.disconnect();
      ro.disconnect();
      document.removeEventListener('visibilitychange', run);
      canvas.remove();
      // Ending the worker costs the slow phone 15-20 ms: not in the task that leaves the page.
      setTimeout(stop);
    },
  };
}
