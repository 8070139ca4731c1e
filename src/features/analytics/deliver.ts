// Sends the events waiting on the device, a batch at a time, and deletes each batch once the
// server has answered for it: stored, or already stored (a retry), or not counted (a bot, an
// event it refused). Two deliveries at once may send an event twice: the server stores it once
// (its id), and deleting it twice is harmless.
import { EVENTS_ENDPOINT, EVENTS_PER_BATCH, EVENT_DEVICE_DAYS } from '@/config/analytics';
import type { EventBatch } from './contract';
import { deleteEvents, waitingEvents } from './data/events-db';

/**
 * Sends what waits; a failure (rejected: offline, or the server's trouble) leaves the rest for the
 * next try. `keepalive` when the page is going away, and only then: a keepalive request is the
 * browser's, and a test's idle network never sees it end.
 */
export async function deliverEvents(keepalive?: boolean): Promise<void> {
  const waiting = await waitingEvents();
  const oldest = Date.now() - EVENT_DEVICE_DAYS * 86_400_000;
  // Too old to count: deleted unsent with the first batch that goes, and counted as dropped in it.
  let old = waiting.filter((e) => e.at < oldest);
  const fresh = waiting.filter((e) => e.at >= oldest);
  for (let i = 0; i < fresh.length; i += EVENTS_PER_BATCH) {
    const events = fresh.slice(i, i + EVENTS_PER_BATCH);
    const batch: EventBatch = { sentAt: Date.now(), events, dropped: old.length, automated: navigator.webdriver };
    const r = await fetch(EVENTS_ENDPOINT, {
      method: 'POST',
      body: JSON.stringify(batch),
      keepalive,
      headers: { 'content-type': 'application/json' },
    });
    // Only the status counts. (A body left unread keeps the request open in the browser's eyes.)
    void r.body?.cancel();
    // A 5xx or a 429 is the server's trouble: kept for later. Any other answer is final (a batch
    // refused once is refused again).
    if (r.status > 499 || r.status == 429) throw r.status;
    await deleteEvents([...old, ...events].map((e) => e.id));
    old = [];
  }
}
