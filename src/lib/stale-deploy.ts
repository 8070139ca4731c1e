// After a new deploy, a tab opened before it may ask for script files that no longer exist. The
// page then reloads once, by itself, to get the current version; a guard in sessionStorage stops
// it from reloading in a loop when the failure has another cause.

const KEY = 'site-stale-reload';
const WINDOW_MS = 30_000;

/** Errors browsers give for a script module that could not be fetched. */
export function isChunkLoadError(e: unknown): boolean {
  const message = e instanceof Error ? e.message : String(e);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload|Failed to load module script/i.test(
    message,
  );
}

let leaving = false;

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
 * Reloads the page unless it already did so for this URL in the last 30 s, or the visitor is
 * leaving it; true when it reloads.
 */
export function reloadOnce(): boolean {
  if (leaving) return false;
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { url: string; at: number } | null;
    if (last && last.url === location.href && Date.now() - last.at < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ url: location.href, at: Date.now() }));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
