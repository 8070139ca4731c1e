// A script that fails to load is a dropped connection until proven otherwise. Only a proven new
// deploy (the page's own files answer 404 now) reloads the page, once, to get the current version;
// never over a form the visitor has typed into, and never while the page is being left. Anything
// else waits for the next chance (a tap, a key, a navigation, the connection back) and tries again.
// This part is in the entry chunk (the app may fail to load at all); lib/script-recovery retries
// the app's own chunks.

let leaving = false;

const KEY = 'site-stale-reload';
const WINDOW_MS = 30_000;
/** A deploy check that hangs proves nothing: give up on it after this long. */
const CHECK_TIMEOUT_MS = 5000;

/**
 * Errors browsers give for a script module that could not be fetched: Chromium's "Failed to fetch
 * dynamically imported module", Firefox's "error loading dynamically imported module", WebKit's
 * "Importing a module script failed", and Vite's "Unable to preload".
 */
export function isChunkLoadError(e: unknown): boolean {
  const message = e instanceof Error ? e.message : String(e);
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(message);
}

/** True when a form field on the page holds something the visitor typed or chose: a reload would lose it. */
export function hasTypedInput(root: Pick<ParentNode, 'querySelectorAll'> = document): boolean {
  // One shape for every field (a file input's value names the chosen file; a hidden one's never changes).
  return [...root.querySelectorAll('input,textarea,select')].some((f) => {
    const el = f as HTMLInputElement & Partial<Pick<HTMLSelectElement, 'options' | 'selectedIndex'>>;
    return el.type === 'checkbox' || el.type === 'radio'
      ? el.checked !== el.defaultChecked
      : el.options
        ? el.selectedIndex !==
          Math.max(
            0,
            [...el.options].findIndex((o) => o.defaultSelected),
          )
        : el.value !== el.defaultValue;
  });
}

/** The file named in a failed module load's message (Chromium and Firefox name it; WebKit does not). */
function failedFile(e: unknown): string | undefined {
  const message = e instanceof Error ? e.message : String(e);
  return /\bhttps?:\/\/\S+?\.(?:m?js|css)\b/.exec(message)?.[0];
}

/**
 * Whether the site was deployed anew since this page loaded: the file that failed (or, where the
 * engine does not name it, this build's own script) answers 404 (or 410) now. HEAD skips the
 * service worker (it answers GETs only) and `no-store` the HTTP cache. A network failure or a
 * hung request proves nothing, and a failed file that is still there was only cut off.
 */
export async function isNewDeploy(error: unknown): Promise<boolean> {
  const status = await fetch(failedFile(error) ?? import.meta.url, {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  }).then(
    (r) => r.status,
    () => 0,
  );
  return status === 404 || status === 410;
}

/**
 * Reloads the page unless it already did so for this URL in the last 30 s, or the visitor is
 * leaving it; true when it reloads.
 */
export function reloadOnce(): boolean {
  if (leaving) return false;
  try {
    // "<time> <url>": when this page last reloaded itself.
    const [at, url] = (sessionStorage.getItem(KEY) ?? '0 ').split(/ (.*)/);
    if (url === location.href && Date.now() - Number(at) < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, `${Date.now()} ${location.href}`);
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/**
 * After a script failed to load: reloads for the current version only when a new deploy is
 * proven, nothing typed would be lost and the visitor is not leaving. True when it reloads.
 */
export async function reloadIfNewDeploy(error: unknown): Promise<boolean> {
  const blocked = () => leaving || hasTypedInput();
  if (!isChunkLoadError(error) || blocked()) return false;
  if (!(await isNewDeploy(error)) || blocked()) return false;
  return reloadOnce();
}

/** True while the visitor is leaving the page (its cut-off loads are no failure to report). */
export const isLeaving = () => leaving;

/**
 * Leaving a page aborts the script loads still under way, and the engines report that as a failed
 * module import (Firefox does even before the next page commits). That is not a stale deploy: a
 * reload then would cancel the visitor's navigation. Call once, with the page's window.
 *
 * Vite reports a failed load of a chunk's dependencies as `vite:preloadError`. Nothing here
 * cancels it: that would make the `import()` resolve with `undefined` (its helper rethrows only
 * when the event is not cancelled). The import rejects, and its caller retries later.
 */
export function trackLeaving(target: Pick<EventTarget, 'addEventListener'>): void {
  target.addEventListener('beforeunload', () => (leaving = true));
  target.addEventListener('pagehide', () => (leaving = true));
  // Back from the back-forward cache, or a navigation that never happened (a download, mailto:).
  target.addEventListener('pageshow', () => (leaving = false));
  target.addEventListener('focus', () => (leaving = false));
}

/** What the visitor does that starts the app, or gives a failed load its next chance. */
export const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;
