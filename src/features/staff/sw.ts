/// <reference lib="webworker" />
// The staff app's own service worker (/staff/sw.js, scope /staff/): it shows a push for each new
// lead and opens that lead when tapped. No fetch handler: nothing of the staff area is kept.
// Self-contained (no imports), so it builds into one classic script.
export {};
declare const self: ServiceWorkerGlobalScope;

interface LeadPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data: Partial<LeadPush> = {};
  try {
    data = (event.data?.json() ?? {}) as Partial<LeadPush>;
  } catch {
    /* a push without our payload still says something arrived */
  }
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'New lead', {
      body: data.body ?? '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      data: { url: data.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL(
    String((event.notification.data as { url?: string } | null)?.url ?? '/staff/'),
    self.location.origin,
  );
  // Only ever a page of the staff app on this site.
  const url =
    wanted.origin === self.location.origin && wanted.pathname.startsWith('/staff/')
      ? wanted
      : new URL('/staff/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/staff'));
      if (open) {
        await open.focus();
        await open.navigate(url.href).catch(() => self.clients.openWindow(url.href));
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
