// A script that fails to load is a dropped connection until proven otherwise. Only a proven new
// deploy (the page's own files answer 404 now) reloads the page, once, to get the current version;
// never over a form the visitor has typed into, and never while the page is being left. Anything
// else waits for the next chance (a tap, a key, a navigation, the connection back) and tries again.
import { isLeaving, nextChance } from '@/lib/stale-deploy';

const KEY = 'site-stale-reload';
const WINDOW_MS = 30_000;
/** A deploy check that hangs proves nothing: give up on it after this long. */
const CHECK_TIMEOUT_MS = 5000;

/** Errors browsers give for a script module that could not be fetched. */
export function isChunkLoadError(e: unknown): boolean {
  const message = e instanceof Error ? e.message : String(e);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload|Failed to load module script/i.test(
    message,
  );
}

/** True when a form field on the page holds something the visitor typed or chose: a reload would lose it. */
export function hasTypedInput(root: Pick<ParentNode, 'querySelectorAll'> = document): boolean {
  for (const el of root.querySelectorAll('input, textarea, select')) {
    if (el instanceof HTMLSelectElement) {
      const initial = [...el.options].findIndex((o) => o.defaultSelected);
      if (el.selectedIndex !== (initial === -1 && !el.multiple ? 0 : initial)) return true;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLInputElement) {
      if (el.type === 'checkbox' || el.type === 'radio') {
        if (el.checked !== el.defaultChecked) return true;
      } else if (el.type === 'file') {
        if (el.files?.length) return true;
      } else if (el.type !== 'hidden' && el.value !== el.defaultValue) return true;
    }
  }
  return false;
}

/** The file named in a failed module load's message (Chromium and Firefox name it; WebKit does not). */
function failedFile(e: unknown): string | undefined {
  const message = e instanceof Error ? e.message : String(e);
  return /\bhttps?:\/\/\S+?\.(?:m?js|css)\b/.exec(message)?.[0];
}

/**
 * Whether the site was deployed anew since this page loaded: this build's own script, or the file
 * that failed, answers 404 (or 410) now. HEAD skips the service worker (it answers GETs only) and
 * `no-store` the HTTP cache. A network failure or a hung request proves nothing.
 */
export async function isNewDeploy(error: unknown): Promise<boolean> {
  const files = [import.meta.url, failedFile(error)].filter((u): u is string => !!u && /^https?:/.test(u));
  const answers = await Promise.all(
    files.map((url) =>
      fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  return answers.some((s) => s === 404 || s === 410);
}

/**
 * Reloads the page unless it already did so for this URL in the last 30 s, or the visitor is
 * leaving it; true when it reloads.
 */
export function reloadOnce(): boolean {
  if (isLeaving()) return false;
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

/**
 * After a script failed to load: reloads for the current version only when a new deploy is
 * proven, nothing typed would be lost and the visitor is not leaving. True when it reloads.
 */
export async function reloadIfNewDeploy(error: unknown): Promise<boolean> {
  const blocked = () => isLeaving() || hasTypedInput();
  if (!isChunkLoadError(error) || blocked()) return false;
  if (!(await isNewDeploy(error)) || blocked()) return false;
  return reloadOnce();
}

/**
 * Runs `load` until it succeeds: after each failure (a new deploy reloads the page, see above), it
 * waits for the next chance. A failure is never kept: each try loads afresh.
 */
export async function loadWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (e) {
      if (!isChunkLoadError(e)) throw e;
      void reloadIfNewDeploy(e);
      await nextChance();
    }
  }
}
