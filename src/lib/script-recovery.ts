// The app's on-demand chunks (forms): a failed load is tried again at the next chance, never kept;
// a proven new deploy reloads instead (lib/stale-deploy).
import { INTERACTIONS, isChunkLoadError, reloadIfNewDeploy } from '@/lib/stale-deploy';

/** Resolves at the visitor's next tap, key or focus, the next history navigation, or when the connection returns. */
export function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      for (const t of INTERACTIONS) document.removeEventListener(t, go, true);
      window.removeEventListener('popstate', go);
      window.removeEventListener('online', go);
      resolve();
    };
    for (const t of INTERACTIONS) document.addEventListener(t, go, { capture: true, passive: true });
    window.addEventListener('popstate', go);
    window.addEventListener('online', go);
  });
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
