// What the page does before the app has loaded (and without it): kept tiny, because it is inline in
// every page (pre-app.ts). Every control shows its effect at once: "Go Back" goes back, the
// carousel and resource search draw their new state (pre-app-controls.ts), and the carousel's taps
// are replayed once the app has hydrated, which so adopts that state. A shared filter link fills
// its form. The entry adds the ROI form's early script (roi-loader.ts) and the footer's "Available
// offline" (trackOfflineReady).
import { DATA_URL_STATE, HISTORY_BACK_SELECTOR, REPLAY_SELECTOR, type WithDataset } from '@/boot/dom-hooks';

/** The controls a page has (pre-app-inline/): each page's inline script carries only its own. */
export interface PageControls {
  carousel?: (control: HTMLElement) => void;
  search?: (form: HTMLFormElement) => void;
}

const queued: HTMLElement[] = [];
let replayed = false;
let controls: PageControls = {};

/** The target is a "Go Back" control that goes back in history (with nothing to go back to, its link goes home). */
export function goesBack(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest(HISTORY_BACK_SELECTOR) && history.length > 1;
}

function onClick(e: MouseEvent): void {
  if (replayed) return;
  // History is all "Go Back" needs.
  if (goesBack(e.target)) {
    e.preventDefault();
    history.back();
    return;
  }
  // (A click's target is an element, or the document for one dispatched there.)
  const control = (e.target as Element).closest?.<HTMLElement>(REPLAY_SELECTOR);
  if (!control) return;
  queued.push(control);
  controls.carousel?.(control);
}

/** A field of the resource form changed (`input` comes for every kind): the list follows (the app reads the fields). */
function onInput(e: Event): void {
  const form = replayed ? null : (e.target as Element).closest?.('form');
  if (form?.hasAttribute(DATA_URL_STATE)) controls.search?.(form);
}

/**
 * Starts fetching these modules (the build writes each as a URL), a task each: each request costs
 * the slow phone 4-19 ms of main thread, and input and frames come between. The imports that follow
 * find them on the way or in. A module imported at once is linked too, a task later, while still on
 * its way: Vite's preload helper in the app skips a URL already linked, and would otherwise link it
 * once it has loaded, which Firefox answers with an error event.
 */
export function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs)
    nextTask(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })));
}

/**
 * Runs `fn` in a task of its own, so input and frames can come first (a message, not a timer: test
 * clocks fake timers).
 */
export function nextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => fn();
  channel.port2.postMessage(null);
}

/**
 * Runs `fn` once the whole page has been parsed. The inline script runs in the head, and the
 * entry as soon as it arrives, while a slow phone may still be parsing the page.
 */
export function whenParsed(fn: () => void): void {
  // (DOMContentLoaded comes once.)
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
  else fn();
}

export function installPageBehaviour(pageControls: PageControls): void {
  controls = pageControls;
  // At once: a tap on what has already been drawn counts. Installed before the app's own start.
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
}

/** Once the app has hydrated: each tap it missed takes effect now, in order. */
export function replayTaps(): void {
  if (replayed) return;
  replayed = true;
  for (const el of queued.splice(0)) if (el.isConnected) el.click();
}

const ANNOUNCED = 'site-offline-announced';

/** The public service worker's script (its scope is the whole site). */
export const WORKER_URL = '/sw.js';

/**
 * Marks the page `data-offline="ready"` once a service worker holding the whole offline copy
 * controls it (it activates only after storing every file), which shows the footer's quiet
 * "Available offline"; the first time, a polite announcement says so too.
 */
export function trackOfflineReady(message: string): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const ready = () => {
    (document.documentElement as WithDataset).dataset.offline = 'ready';
    try {
      if (localStorage.getItem(ANNOUNCED)) return;
      localStorage.setItem(ANNOUNCED, '1');
    } catch {
      return;
    }
    // A worker already in control at load (a copy stored after the last visit ended) is found
    // while the page may still be parsing: the live region comes at its end.
    whenParsed(() => {
      const live = document.getElementById('announcer');
      if (live) live.textContent = message;
    });
  };
  if (sw.controller) ready();
  else sw.addEventListener('controllerchange', ready, { once: true });
}
