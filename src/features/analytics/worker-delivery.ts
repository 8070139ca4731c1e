// The service worker's delivery of the events a page left waiting (Background Sync, src/sw.ts):
// what deliver.ts does, in as few bytes as the worker's budget allows, with the IndexedDB library
// the worker already carries. Events too old to count are sent all the same: the server drops
// and counts them.
import { openDB } from 'idb';
import { EVENTS_ENDPOINT, EVENTS_PER_BATCH } from '@/config/analytics';
import type { AnalyticsEvent } from './contract';
import { EVENTS_DB, EVENTS_STORE } from './data/events-db';

/** The Background Sync tag under which the worker delivers them. */
export const EVENTS_SYNC_TAG = 'site-events';

/** Sends what waits, a batch at a time; rejects while the server cannot take it (sync tries again). */
export async function deliverWaitingEvents(): Promise<void> {
  // (The same version and store as data/events-db.ts: opened here first, it is made as there.)
  const db = await openDB(EVENTS_DB, 1, { upgrade: (d) => d.createObjectStore(EVENTS_STORE, { keyPath: 'id' }) });
  const events: AnalyticsEvent[] = await db.getAll(EVENTS_STORE);
  for (let i = 0; i < events.length; i += EVENTS_PER_BATCH) {
    const batch = events.slice(i, i + EVENTS_PER_BATCH);
    const r = await fetch(EVENTS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sentAt: Date.now(), events: batch }),
    });
    if (r.status > 499 || r.status == 429) throw r.status;
    await Promise.all(batch.map((e) => db.delete(EVENTS_STORE, e.id)));
  }
}
