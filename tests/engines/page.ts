// What the journeys ask of a page, written once over the EngineDriver: waiting, hydration, the
// error report, visible text, the service worker and the outbox in IndexedDB.
import { BrowserGone, type EngineDriver } from './driver';
import { PROBE_KEY, type ProbeEntry } from './probe';

/** Polls `check` (in Node) until it returns a value other than undefined/false. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  { timeout = 10_000, interval = 150 } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
      last = v;
    } catch (e) {
      if (e instanceof BrowserGone) throw e;
      last = e;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** React owns the page (or, named, one element of it, in a part the page hydrates apart): its fiber keys are on it. */
export const isHydrated = (d: EngineDriver, selector = 'main') =>
  d.run((sel: string) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);

/** What the page had done when it failed to hydrate, for the failure message. */
const loadState = (d: EngineDriver) =>
  d.run(() => ({
    url: location.href,
    readyState: document.readyState,
    visibility: document.visibilityState,
    paints: performance.getEntriesByType('paint').map((e) => e.name),
    scripts: performance
      .getEntriesByType('resource')
      .map((e) => e.name.replace(location.origin, ''))
      .filter((n) => n.endsWith('.js')),
  }));

export async function waitForHydration(d: EngineDriver): Promise<void> {
  try {
    await waitFor('hydration', () => isHydrated(d), { timeout: 15_000 });
  } catch (e) {
    throw new Error(`${(e as Error).message}\npage state: ${JSON.stringify(await loadState(d).catch(String))}`);
  }
}

/**
 * Waits until the page has loaded what it loads by itself after hydration (the worker layer,
 * after load and idle) and every module preload has finished. Leaving earlier aborts those
 * loads, which Firefox and WebKit then report as failed preloads.
 */
export async function waitForQuiet(d: EngineDriver): Promise<void> {
  await waitFor(
    'the page to finish loading its own chunks',
    () =>
      d.run(() => {
        const done = new Set(
          performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).responseEnd > 0)
            .map((e) => e.name),
        );
        const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (l) => l.href,
        );
        // The hero's canvas is imported after load too, on its own timer (200 ms after load where
        // there is no requestIdleCallback), so it may start after the worker layer: a journey that
        // left before it had its preload aborted (WebKit, 1 CI run). It always arrives unless
        // motion is reduced (the chunk is in the offline copy).
        const hero = document.querySelector('[aria-roledescription="carousel"]');
        const heroDone =
          !hero || matchMedia('(prefers-reduced-motion: reduce)').matches || !!hero.querySelector('canvas');
        return (
          heroDone &&
          [...done].some((n) => /\/assets\/pwa-layer-[^/]+\.js$/.test(n)) &&
          preloads.every((h) => done.has(h))
        );
      }),
    { timeout: 15_000 },
  );
}

/** A full navigation to a page that is then hydrated and quiet. */
export async function open(d: EngineDriver, url: string): Promise<void> {
  await d.goto(url);
  await waitForHydration(d);
  await waitForQuiet(d);
}

/** Every error the page reported since the last call (probe and driver), as text; then clears them. */
export async function takeErrors(d: EngineDriver): Promise<string[]> {
  const entries = await d.run((key: string) => {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return raw;
  }, PROBE_KEY);
  const probe = (JSON.parse(entries ?? '[]') as ProbeEntry[]).map((e) => `${e.kind}: ${e.text} (on ${e.url})`);
  return [...probe, ...d.takeDriverErrors()];
}

export const pathOf = (d: EngineDriver) => d.run(() => location.pathname + location.search);

export const h1Text = (d: EngineDriver) =>
  d.run(() => document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? null);

/** Whether the text is rendered (innerText leaves hidden text out). */
export const shows = (d: EngineDriver, text: string) =>
  d.run((t: string) => document.body.innerText.replace(/\s+/g, ' ').includes(t), text);

export async function waitForText(d: EngineDriver, text: string, timeout = 10_000): Promise<void> {
  await waitFor(`"${text}" on the page`, () => shows(d, text), { timeout });
}

/** Resolves once a service worker controls the page and is activated (so its precache is complete). */
export async function waitForServiceWorker(d: EngineDriver): Promise<void> {
  await waitFor(
    'an activated service worker controlling the page',
    () =>
      d.run(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return !!navigator.serviceWorker.controller && reg?.active?.state === 'activated';
      }),
    // The stage runs beside the unit and API tests on 2 cores: WebKitGTK's precache has taken 30 s there.
    { timeout: 60_000, interval: 250 },
  );
}

/** Sets a <select> by script: WebKit's driver cannot click an <option>. */
export async function choose(d: EngineDriver, selector: string, value: string): Promise<void> {
  const ok = await d.run(
    (s: string, v: string) => {
      const el = document.querySelector<HTMLSelectElement>(s);
      if (!el || ![...el.options].some((o) => o.value === v)) return false;
      el.value = v;
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    selector,
    value,
  );
  if (!ok) throw new Error(`cannot choose ${value} in ${selector}`);
}

export interface OutboxRow {
  id: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  fields: Record<string, string>;
}

/** Every record of the `site-outbox` database ([] when it does not exist). */
export const outbox = (d: EngineDriver) =>
  d.run(async () =>
    (await indexedDB.databases()).some((db) => db.name === 'site-outbox')
      ? new Promise<OutboxRow[]>((resolve, reject) => {
          const req = indexedDB.open('site-outbox');
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const all = req.result.transaction('inquiries').objectStore('inquiries').getAll();
            all.onsuccess = () => {
              resolve(all.result as OutboxRow[]);
              req.result.close();
            };
            all.onerror = () => reject(all.error);
          };
        })
      : [],
  );

/** Changes one stored record without telling the page (no BroadcastChannel message). */
export const patchOutbox = (d: EngineDriver, id: string, patch: Partial<OutboxRow>) =>
  d.run(
    (key: string, p: Partial<OutboxRow>) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('site-outbox');
        req.onsuccess = () => {
          const tx = req.result.transaction('inquiries', 'readwrite');
          const store = tx.objectStore('inquiries');
          const get = store.get(key);
          get.onsuccess = () => store.put({ ...get.result, ...p });
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        req.onerror = () => reject(req.error);
      }),
    id,
    patch,
  );

/** Every URL in Cache Storage, by cache name. Read once per test: polling it crashes WebKit's web process. */
export const cachedUrls = (d: EngineDriver) =>
  d.run(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return all;
  });
