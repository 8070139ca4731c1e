// Going offline in a test, so that the page both sees its requests fail and hears the browser say
// it is offline, on every Chromium the tests support.
//
// Playwright's `context.setOffline(true)` fails requests (the service worker's too), and Chromium
// 156 then reports `navigator.onLine === false` and fires `offline`. Chromium 150 keeps
// `navigator.onLine` true, so a page there never learns it is offline: no banner, and a failed send
// reads as "couldn't reach our server" (`queued=unreachable`). So `goOffline`:
// - fails every request the page makes itself (`context.route` aborting with
//   `internetdisconnected`) besides `setOffline`, so a failed request, not the flag, is the proof;
// - where the browser still says online, forces `navigator.onLine` to false in every page of the
//   context (open ones and those opened later) and dispatches `offline`, as the browser would.
// `goOnline` undoes all of it, and dispatches `online` where it had forced the flag.
import type { BrowserContext, Disposable, Page, Route } from '@playwright/test';

interface OfflineState {
  abort: (route: Route) => Promise<void>;
  /** The init script forcing the flag in new pages, when the browser would not say offline. */
  forced: Disposable | null;
}

const state = new WeakMap<BrowserContext, OfflineState>();

type Flagged = Window & { __e2eNativeOnLine?: PropertyDescriptor };

/** In the page: `navigator.onLine` reads false until `restoreOnLine` (the native getter is kept). */
function forceOffLine() {
  const w = window as Flagged;
  if (w.__e2eNativeOnLine) return;
  w.__e2eNativeOnLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
}

function restoreOnLine() {
  const w = window as Flagged;
  if (!w.__e2eNativeOnLine) return;
  Object.defineProperty(Navigator.prototype, 'onLine', w.__e2eNativeOnLine);
  delete w.__e2eNativeOnLine;
}

const openPages = (context: BrowserContext): Page[] => context.pages().filter((p) => !p.isClosed());

/** Takes the context offline: requests fail, and the browser says so (see the file's comment). */
export async function goOffline(context: BrowserContext): Promise<void> {
  if (state.has(context)) return;
  const abort = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/*', abort);
  await context.setOffline(true);
  const pages = openPages(context);
  const saysOnline = async () => {
    for (const p of pages) if (await p.evaluate(() => navigator.onLine)) return true;
    return pages.length === 0;
  };
  let forced: Disposable | null = null;
  // Chromium 156 flips the flag and fires `offline` itself; give it a moment before forcing it.
  if (await saysOnline()) await new Promise((r) => setTimeout(r, 100));
  if (await saysOnline()) {
    forced = await context.addInitScript(forceOffLine);
    for (const p of pages) {
      await p.evaluate(forceOffLine);
      await p.evaluate(() => window.dispatchEvent(new Event('offline')));
    }
  }
  state.set(context, { abort, forced });
}

/** Brings the context back online; `online` reaches the open pages after requests work again. */
export async function goOnline(context: BrowserContext): Promise<void> {
  const s = state.get(context);
  if (!s) return;
  state.delete(context);
  await context.unroute('**/*', s.abort);
  await context.setOffline(false);
  if (!s.forced) return;
  await s.forced.dispose();
  for (const p of openPages(context)) {
    await p.evaluate(restoreOnLine);
    await p.evaluate(() => window.dispatchEvent(new Event('online')));
  }
}
