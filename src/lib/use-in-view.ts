import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

/** Allowance for IntersectionObserver ratios that land a hair under a threshold. */
export const RATIO_EPSILON = 0.001;

export interface Visibility {
  /** Share of the element inside the viewport (0–1). */
  ratio: number;
  /** Wholly below the viewport. */
  below: boolean;
  /** Wholly above the viewport (already scrolled past). */
  passed: boolean;
  /** Top edge, px from the viewport's top. */
  top: number;
}

/** Measures an element against the viewport right now (synchronously, unlike IntersectionObserver). */
export function measureVisibility(el: Element): Visibility {
  const r = el.getBoundingClientRect();
  const vh = window.innerHeight;
  const vw = window.innerWidth;
  const h = Math.max(0, Math.min(r.bottom, vh) - Math.max(r.top, 0));
  const w = Math.max(0, Math.min(r.right, vw) - Math.max(r.left, 0));
  const area = r.width * r.height;
  return { ratio: area > 0 ? (h * w) / area : 0, below: r.top >= vh, passed: r.bottom <= 0, top: r.top };
}

/**
 * - `static`: the final state (server HTML, no JS, reduced motion, or already on screen when JS arrived).
 * - `waiting`: hydrated while the element was off screen; the start state (faded out) may show.
 * - `revealed`: it has become visible; run the one-off animation.
 */
export type RevealPhase = 'static' | 'waiting' | 'revealed';

interface Options {
  /** Share of the element that must be visible (0–1). */
  threshold: number;
  /**
   * When to use the start state after hydration: `below` only if the element is wholly below the
   * viewport; `not-visible` if it is under the threshold and not already scrolled past.
   */
  startWhen: 'below' | 'not-visible';
}

/**
 * One-off reveal. The server and no-JS render is `static`; the start state is decided in a layout
 * effect (same commit as hydration, so it never flashes), then IntersectionObserver reveals it.
 */
export function useRevealOnce<T extends Element>({
  threshold,
  startWhen,
}: Options): [RefObject<T | null>, RevealPhase] {
  const ref = useRef<T>(null);
  const [phase, setPhase] = useState<RevealPhase>('static');

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const v = measureVisibility(el);
    const start = startWhen === 'below' ? v.below : v.ratio < threshold - RATIO_EPSILON && !v.passed;
    if (!start) return;
    setPhase('waiting');
    const io = new IntersectionObserver(
      (entries) => {
        const e = entries[entries.length - 1];
        if (e?.isIntersecting && e.intersectionRatio >= threshold - RATIO_EPSILON) {
          io.disconnect();
          setPhase('revealed');
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [threshold, startWhen]);

  return [ref, phase];
}
