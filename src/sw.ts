/// <reference lib="webworker" />
// The service worker: precaches every prerendered page and asset, answers navigations offline,
// and delivers queued form submissions through Background Sync.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notFoundFileFor } from '@/config/site-rules';
import { drain, SYNC_TAG } from '@/lib/outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();

// "/about" and "/about/" both resolve to the precached "about/index.html".
precacheAndRoute(self.__WB_MANIFEST, {
  cleanURLs: false,
  urlManipulation: ({ url }) => {
    if (url.pathname.endsWith('.html') || /\.[a-z0-9]+$/i.test(url.pathname)) return [];
    const u = new URL(url.href);
    u.pathname = `${url.pathname.replace(/\/$/, '')}/index.html`;
    u.search = '';
    return [u];
  },
});

// A navigation the precache cannot answer: try the network (real status codes); offline, show
// the prerendered 404 page for that part of the site, never the home page.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(`/${notFoundFileFor(url.pathname)}`)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// First install: take control at once so the visited page works offline without a reload.
// Updates wait for the visitor's "Reload" (SKIP_WAITING), so a half-filled form is never lost.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface SyncEvent extends ExtendableEvent {
  tag: string;
  lastChance: boolean;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    // Queue behind a page's drain rather than skip it: this may be the only delivery path left.
    drain(true, { wait: true }).then((r) => {
      // Still pending: reject so the browser schedules another sync later.
      if (r && r.pending > 0 && !event.lastChance) throw new Error('outbox not empty');
    }),
  );
}) as EventListener);
