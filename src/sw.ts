/// <reference lib="webworker" />
// The service worker: keeps the offline copy of the whole site (worker/precache.ts), answers from
// it, and delivers queued form submissions and the analytics events a page left waiting through
// Background Sync.
import { downloadsPrefix } from '@/config/paths';
import { deliverWaitingEvents, EVENTS_SYNC_TAG } from '@/features/analytics/worker-delivery';
import { notFoundFileFor } from '@/config/site-rules';
import { drain, SYNC_TAG } from '@/features/forms/queue/drain';
import { resumeFiles } from '@/features/forms/uploads/resume-files';
import { Precache, type ManifestEntry } from '@/worker/precache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

const precache = new Precache(self.__WB_MANIFEST, self.location.origin);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The pages open right now are stored first: they are what the visitor has in hand.
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await precache.install(open.map((c) => new URL(c.url).pathname));
    })(),
  );
});

// First install: take control at once so the visited page works offline without a reload.
// Updates wait for the visitor's "Reload" (SKIP_WAITING), so a half-filled form is never lost.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all([precache.cleanUp(), self.clients.claim()]);
      // In control now ("available offline"); then what only a connection can use.
      await precache.installAfterControl().catch(() => undefined);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Generated PDFs are not in the offline copy (its byte budget); each is kept once fetched. */
const DOWNLOADS_CACHE = 'downloads';

/** Stale-while-revalidate: the kept copy at once (offline too), refreshed for next time. */
async function download(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request.url.split('?')[0]!, response.clone());
    return response;
  });
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}

async function respond(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cached = await precache.match(url);
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (e) {
    // A page the offline copy does not hold: the prerendered 404 for that part of the site
    // ("Solution Not Found" under /solutions/), never the home page.
    if (request.mode === 'navigate') {
      const page = await precache.matchFile(notFoundFileFor(url.pathname));
      if (page) return page;
    }
    throw e;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(url.pathname.startsWith(downloadsPrefix) ? download(request, event) : respond(request));
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
  lastChance: boolean;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  // (Rejected while the server cannot take them: the browser tries again later.)
  if (event.tag === EVENTS_SYNC_TAG) return event.waitUntil(deliverWaitingEvents());
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    // Queue behind a page's drain rather than skip it: this may be the only delivery path left.
    // Background Sync resumes queued uploads too, with the worker's own uploader.
    drain({ fileSender: async () => resumeFiles, force: true, wait: true }).then((r) => {
      // Still pending: reject so the browser schedules another sync later.
      if (r && r.pending > 0 && !event.lastChance) throw new Error('outbox not empty');
    }),
  );
}) as EventListener);
