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

/** Reloads the page unless it already did so for this URL in the last 30 s; true when it reloads. */
export function reloadOnce(): boolean {
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
