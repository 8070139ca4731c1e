// What the first script needs to survive a dropped connection, kept tiny (it is in the entry
// chunk): whether the visitor is leaving the page, and the next chance to try a load again. The
// rest (proving a new deploy, reloading, retrying a chunk) is in lib/script-recovery, which the
// app loads.

let leaving = false;

/** True while the visitor is leaving the page (its cut-off loads are no failure to report). */
export const isLeaving = () => leaving;

/**
 * Leaving a page aborts the script loads still under way, and the engines report that as a failed
 * module import (Firefox does even before the next page commits). That is not a stale deploy: a
 * reload then would cancel the visitor's navigation. Call once, with the page's window.
 */
export function trackLeaving(target: Pick<EventTarget, 'addEventListener'>): void {
  target.addEventListener('beforeunload', () => (leaving = true));
  target.addEventListener('pagehide', () => (leaving = true));
  // Back from the back-forward cache, or a navigation that never happened (a download, mailto:).
  target.addEventListener('pageshow', () => (leaving = false));
  target.addEventListener('focus', () => (leaving = false));
}

/**
 * Vite reports a failed load of a chunk's dependencies as `vite:preloadError`. Cancelling it would
 * make the `import()` resolve with `undefined` (its helper rethrows only when the event is not
 * cancelled), so it is never cancelled: the import rejects, and its caller retries later.
 */
export function watchScriptLoads(target: Pick<EventTarget, 'addEventListener'>): void {
  trackLeaving(target);
}

const CHANCES = ['pointerdown', 'keydown', 'focusin'] as const;

/** Resolves at the visitor's next tap, key or focus, the next history navigation, or when the connection returns. */
export function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      for (const t of CHANCES) document.removeEventListener(t, go, true);
      window.removeEventListener('popstate', go);
      window.removeEventListener('online', go);
      resolve();
    };
    for (const t of CHANCES) document.addEventListener(t, go, { capture: true, passive: true });
    window.addEventListener('popstate', go);
    window.addEventListener('online', go);
  });
}
