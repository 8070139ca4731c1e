// The analytics database on the device: each event the recorder makes is written here before it
// is sent, and deleted once the server has stored it (or once it is too old to send). This module
// owns the database's names. Plain IndexedDB, no library: it loads before any interaction, and
// every byte there counts.
import type { AnalyticsEvent } from '../contract';

/** The database's persisted name, and its one object store's (keyed by the event's id). */
export const EVENTS_DB = 'site-analytics';
export const EVENTS_STORE = 'events';

let opened: Promise<IDBDatabase> | undefined;

const open = () =>
  (opened ??= new Promise((resolve, reject) => {
    const r = indexedDB.open(EVENTS_DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(EVENTS_STORE, { keyPath: 'id' });
    r.onsuccess = () => resolve(r.result);
    r.onerror = reject;
  }));

/**
 * Runs `work` in one transaction; resolves with its request's result once the transaction has
 * committed. (Each one read-write, reads too: the bytes of a mode are worth more than the lock.)
 */
async function inStore<T>(work: (s: IDBObjectStore) => IDBRequest<T> | void) {
  const db = await open();
  return new Promise<T | undefined>((resolve, reject) => {
    const t = db.transaction(EVENTS_STORE, 'readwrite');
    const r = work(t.objectStore(EVENTS_STORE));
    t.oncomplete = () => resolve(r?.result);
    // (A failed request aborts its transaction. Rejected with the event: every byte here counts.)
    t.onabort = reject;
  });
}

export const saveEvent = (e: AnalyticsEvent) => inStore((s) => s.put(e));

/** Every event waiting, in no particular order. */
export const waitingEvents = () =>
  inStore((s) => s.getAll() as IDBRequest<AnalyticsEvent[]>) as Promise<AnalyticsEvent[]>;

export const deleteEvents = (ids: string[]) =>
  inStore((s) => {
    for (const id of ids) s.delete(id);
  });
