// Background Sync for the events waiting on the device, where the browser has it (Chromium): the
// app asks for it when the page goes away or the connection drops, and the service worker
// (src/sw.ts) then delivers them once the browser is online, even with no page of the site open.
// Elsewhere the next page delivers them. App code (not the recorder): it loads from the offline
// copy, not before the first interaction.
import { EVENTS_SYNC_TAG } from './worker-delivery';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

const request = () => {
  navigator.serviceWorker?.ready
    .then((r) => (r as SyncRegistration).sync?.register(EVENTS_SYNC_TAG))
    .catch(() => undefined);
};

/**
 * From now on, a hidden page or a lost connection asks for the events' Background Sync; not in a
 * browser under automation, whose batches the worker could not mark as such.
 */
export function syncEventsInBackground(): void {
  if (navigator.webdriver) return;
  addEventListener('offline', request);
  addEventListener('pagehide', request);
}
