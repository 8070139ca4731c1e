// The site's own analytics in the browser: page views (one per page a person sees), the first
// input in each form, PDF downloads, and the events the app names (track). Each is written on the
// device first (data/events-db.ts), then sent (deliver.ts) with whatever else waits there. It
// starts as it loads (below); the entry loads it once the page has painted
// (build/prerender-plugin.ts names its chunk in `data-analytics`).
import type { EventName } from '@/config/analytics';
import type { AnalyticsEvent } from './contract';
import { saveEvent } from './data/events-db';
import { deliverEvents } from './deliver';

/** The path last counted as a page view. */
let counted: string | undefined;

/** Records an event (the spec's names and parameters kept); never throws, never waits. */
export function track(name: EventName, params?: Record<string, string | number>): void {
  // (Called from event handlers and history listeners only: never in the prerender at build time.)
  // (Parameters are the app's own, within what the server takes: 200 characters.)
  try {
    const e: AnalyticsEvent = {
      // (Only where the page is secure, https or localhost: elsewhere nothing is recorded.)
      id: crypto.randomUUID(),
      name,
      at: Date.now(),
      path: location.pathname,
      params,
    };
    // Sent once stored (and if it could not be, what else waits is sent all the same).
    saveEvent(e).then(send, send);
  } catch {
    // Nothing to record with: the page goes on as it would without.
  }
}

const noop = () => undefined;

// Not sent now (offline, or the server's trouble): tried again at the connection's return, when
// the page is hidden, and on the next page of the site the visitor opens.
const send = (leaving?: unknown) => void deliverEvents(leaving === true).catch(noop);

/**
 * A page view, when the page shown is another than the last counted: a hash change or a replaced
 * query is not one, a render twice (StrictMode) counts once, and a page the browser prerendered
 * counts once it is shown.
 */
export function countPageView(): void {
  if ((document as { prerendering?: boolean }).prerendering) {
    // (It fires once, when the page is shown.)
    document.addEventListener('prerenderingchange', countPageView);
    return;
  }
  if (location.pathname === counted) return;
  counted = location.pathname;
  track('page_view');
}

function start(): void {
  countPageView();
  // Back to a page from the back/forward cache: seen again.
  addEventListener('pageshow', (e: PageTransitionEvent) => {
    if (!e.persisted) return;
    counted = undefined;
    countPageView();
  });
  document.addEventListener(
    'input',
    (e) => {
      // A form that sends something to us has its kind as its name (features/forms).
      // (Marked on the element, which a WeakSet would take more bytes to do.)
      const form = (e.target as Element).closest<HTMLFormElement & { started?: 1 }>('form[name]');
      if (!form || form.started) return;
      form.started = 1;
      track('form_started', { form_name: form.getAttribute('name')! });
    },
    true,
  );
  document.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element).closest('a');
      if (a?.host == location.host && /\.pdf$/i.test(a.pathname)) track('file_downloaded', { file: a.pathname });
    },
    true,
  );
  addEventListener('online', send);
  addEventListener('pagehide', () => send(true));
}

// Loaded by the entry (by URL) once the page has painted, or first by the app: it starts either
// way, once; the prerender at build time and the unit tests (no document) never start it.
if (typeof document == 'object') start();
