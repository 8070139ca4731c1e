// Shared by the inline script (what it adds after the paint) and the entry (when it starts the app).
import { whenParsed } from '@/boot/page-behaviour';

/** With no paint entry and no `load`, how long after the page is parsed `fn` runs anyway. */
const PARSED_BOUND_MS = 2000;

/** Runs `fn` once the page has painted its content (at once where that cannot be observed). */
export function afterFirstPaint(fn: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    fn();
  };
  try {
    if (document.visibilityState === 'hidden') return start();
    // Nothing prerendered (development): nothing to wait for.
    if (import.meta.env.DEV) return whenParsed(start);
    // The observer's own entries (buffered: also a paint that came first), not `performance`,
    // which test clocks replace.
    const po = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      po.disconnect();
      start();
    });
    po.observe({ type: 'paint', buffered: true });
    // Firefox sometimes records no paint entry at all (seen on a reload), and an engine without
    // paint timing records none, so the page would never come alive. Two frames and a moment
    // after `load`, it has painted whatever the entry says (two frames alone came 4 ms before
    // Chromium's first paint when `load` came first).
    const fallback = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 300)));
    if (document.readyState === 'complete') fallback();
    else addEventListener('load', fallback);
    // And a `load` held up by a request the connection never answers must not hold the page.
    whenParsed(() => setTimeout(start, PARSED_BOUND_MS));
  } catch {
    start();
  }
}
