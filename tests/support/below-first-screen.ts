// When what lies below the home page's first screen shows, after its first paint: the timing test
// (tests/e2e/timing.spec.ts) and `npm run bench:phone` measure it the same way.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __paintAt?: number;
    __belowShownAt?: number;
  }
}

/**
 * When the first element below a page's first screen (`main > section ~ *`) is first shown: the
 * start of the frame after the one whose style has it visible (that one has been drawn by then),
 * and the first contentful paint's own time. The style is read in the frame's own animation
 * callback, where it is about to be computed anyway. (A message posted from that callback can wait
 * behind the next frame's rendering too, which is not this element's.) Plain JavaScript in a
 * block, run in the page before anything else: a function's own text would carry its transform's
 * helpers (tsx adds __name, which the page does not have).
 */
export const WATCH_BELOW_FIRST_SCREEN = `{
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) window.__paintAt = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  const frame = () => {
    const below = document.querySelector('main > section ~ *');
    if (!below || getComputedStyle(below).visibility !== 'visible') return requestAnimationFrame(frame);
    requestAnimationFrame(() => (window.__belowShownAt = performance.now()));
  };
  requestAnimationFrame(frame);
}`;

/** Opens `url` in `page` (not opened yet) and resolves to the ms from its first paint to what lies below shown. */
export async function belowFirstScreenAfterPaint(page: Page, url: string): Promise<number> {
  await page.addInitScript({ content: WATCH_BELOW_FIRST_SCREEN });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__belowShownAt !== undefined && window.__paintAt !== undefined, undefined, {
    timeout: 15_000,
  });
  const { paint, shown } = await page.evaluate(() => ({ paint: window.__paintAt!, shown: window.__belowShownAt! }));
  return Math.max(0, shown - paint);
}
