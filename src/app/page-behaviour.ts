// What the page does before the app has loaded (and without it): kept tiny, because it runs with
// the first paint. Taps on controls that need the app are kept and replayed once it has
// hydrated; "Go Back" works at once; a shared filter link fills its form;
// the footer says when the site works offline.

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
  if (control) queued.push(control);
}

export function installPageBehaviour(): void {
  document.addEventListener('click', onClick, true);
  applyUrlState();
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
  if (!form) return;
  new URLSearchParams(location.search).forEach((value, name) => {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const r of field)
        if (r instanceof HTMLInputElement) r.checked = r.value.toLowerCase() === value.toLowerCase();
    } else if (field instanceof HTMLInputElement && field.type !== 'radio') {
      field.value = value;
    }
  });
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
    const live = document.getElementById('announcer');
    if (live) live.textContent = message;
  };
  if (sw.controller) ready();
  else sw.addEventListener('controllerchange', ready, { once: true });
}
