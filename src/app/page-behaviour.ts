// What the page does before the app has loaded (and without it): kept tiny, because it runs with
// the first paint. Every control shows its effect at once: "Go Back" goes back, the carousel and
// resource search draw their new state (pre-app-controls.ts), the ROI form its results
// (pre-app-roi.ts), and the carousel's taps are replayed once the app has hydrated, which so adopts
// that state. A shared filter link fills its form; the footer says when the site works offline.
import { carouselTap, resourceSearch } from '@/app/pre-app-controls';

const queued: HTMLElement[] = [];
let replayed = false;

function onClick(e: MouseEvent): void {
  if (replayed) return;
  const target = e.target instanceof Element ? e.target : null;
  // History is all "Go Back" needs; the link goes home when there is nothing to go back to.
  const back = target?.closest('[data-history-back]');
  if (back && history.length > 1) {
    e.preventDefault();
    history.back();
    return;
  }
  const control = target?.closest<HTMLElement>('[data-replay]');
  if (!control) return;
  queued.push(control);
  carouselTap(control);
}

/** A field of the resource form changed (`input` comes for every kind): the list follows (the app reads the fields). */
function onInput(e: Event): void {
  const form = !replayed && e.target instanceof Element ? e.target.closest('form') : null;
  if (form?.hasAttribute('data-url-state')) resourceSearch(form);
}

/** Starts fetching these modules now: the imports that follow find them on the way or in. */
export function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs)
    if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

let roiLoading = false;
let roiObserver: IntersectionObserver | undefined;

/**
 * The ROI form's script, loaded as the form nears the viewport (a screen ahead) or takes focus.
 * Built, `data-roi` names it and the chunk it imports (build/prerender-plugin.ts).
 */
function loadRoi(form: HTMLFormElement): void {
  const chunks = document.getElementById('root')?.dataset.roi?.split(' ') ?? [];
  if (roiLoading || (!import.meta.env.DEV && !chunks.length)) return;
  roiLoading = true;
  roiObserver?.disconnect();
  preloadModules(chunks);
  const module = (import.meta.env.DEV ? import('@/app/pre-app-roi') : import(/* @vite-ignore */ chunks[0]!)) as Promise<
    typeof import('@/app/pre-app-roi')
  >;
  // Offline before it came: the fields still take input, and the app computes once it loads.
  module.then((m) => m.attachRoi(form, () => replayed)).catch(() => (roiLoading = false));
}

/** Focus in the ROI form (caught before the app's own start: the form's few bytes go ahead of the app's). */
function onFocusIn(e: FocusEvent): void {
  const form = e.target instanceof Element ? e.target.closest<HTMLFormElement>('form[data-roi]') : null;
  if (form) loadRoi(form);
}

/**
 * Runs `fn` once the whole page has been parsed. The first script is `async`: it runs as soon as it
 * arrives, while a slow phone may still be parsing the page.
 */
export function whenParsed(fn: () => void): void {
  // (DOMContentLoaded comes once.)
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
  else fn();
}

export function installPageBehaviour(): void {
  // At once: a tap on what has already been drawn counts. Installed before the app's own start.
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('focusin', onFocusIn, true);
  whenParsed(() => {
    // The full stylesheet comes as `media="print"` so it never blocks the first paint: it applies once loaded.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-full-css]')) {
      const apply = () => (link.media = 'all');
      if (link.sheet) apply();
      else link.addEventListener('load', apply);
    }
    const roi = document.querySelector<HTMLFormElement>('form[data-roi]');
    if (roi) {
      roiObserver = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadRoi(roi), {
        rootMargin: '100% 0px',
      });
      roiObserver.observe(roi);
    }
    applyUrlState();
  });
}

/** Once the app has hydrated: each tap it missed takes effect now, in order. */
export function replayTaps(): void {
  if (replayed) return;
  replayed = true;
  for (const el of queued.splice(0)) if (el.isConnected) el.click();
}

/** A form marked `data-url-state` shows the state its URL names (`?category=…&q=…`). */
function applyUrlState(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-url-state]');
  if (!form || !location.search) return;
  new URLSearchParams(location.search).forEach((value, name) => {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const r of field)
        if (r instanceof HTMLInputElement) r.checked = r.value.toLowerCase() === value.toLowerCase();
    } else if (field instanceof HTMLInputElement && field.type !== 'radio') {
      field.value = value;
    }
  });
  resourceSearch(form);
}

const ANNOUNCED = 'site-offline-announced';

/**
 * Marks the page `data-offline="ready"` once a service worker holding the whole offline copy
 * controls it (it activates only after storing every file), which shows the footer's quiet
 * "Available offline"; the first time, a polite announcement says so too.
 */
export function trackOfflineReady(message: string): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const ready = () => {
    document.documentElement.dataset.offline = 'ready';
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
