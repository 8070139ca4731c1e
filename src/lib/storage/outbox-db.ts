// The only module that touches IndexedDB. It owns the database name, version and stores.
// Every form submission is written here before it is sent, so nothing typed is lost.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const DB_NAME = 'site-outbox';
export const STORE = 'inquiries';
const VERSION = 1;

export type SubmissionKind = 'contact' | 'demo' | 'newsletter';
export type SubmissionStatus = 'pending' | 'sent' | 'failed';

export interface OutboxRecord {
  /** Client-generated UUID; sent as the Idempotency-Key header. */
  id: string;
  kind: SubmissionKind;
  endpoint: string;
  /** The form fields as typed (trimmed). */
  fields: Record<string, string>;
  timestamp: string;
  userAgent: string;
  pageUrl: string;
  status: SubmissionStatus;
  attempts: number;
  /** Epoch ms before which no retry is made. */
  nextAttemptAt: number;
  lastError?: string;
  /** Set when a failed record has been shown to the visitor. */
  failureShown?: boolean;
}

interface OutboxSchema extends DBSchema {
  inquiries: { key: string; value: OutboxRecord; indexes: { status: SubmissionStatus } };
}

let dbPromise: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function db() {
  dbPromise ??= openDB<OutboxSchema>(DB_NAME, VERSION, {
    upgrade(d) {
      const store = d.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('status', 'status');
    },
  });
  return dbPromise;
}

/**
 * The database for reading, or null when nothing was ever stored on this device: a visit that
 * submits nothing creates no database (and spends no time creating one after load).
 */
async function existingDb(): Promise<IDBPDatabase<OutboxSchema> | null> {
  if (dbPromise) return dbPromise;
  if (typeof indexedDB.databases === 'function') {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes(DB_NAME)) return null;
  }
  return db();
}

/** Resolves once the record is committed (the transaction's `done`). */
export async function putRecord(record: OutboxRecord): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all([tx.store.put(record), tx.done]);
}

export async function listRecords(status: SubmissionStatus): Promise<OutboxRecord[]> {
  const d = await existingDb();
  const all = d ? await d.getAllFromIndex(STORE, 'status', status) : [];
  return all.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

export async function countRecords(status: SubmissionStatus): Promise<number> {
  const d = await existingDb();
  return d ? d.countFromIndex(STORE, 'status', status) : 0;
}

export async function updateRecord(id: string, patch: Partial<OutboxRecord>): Promise<void> {
  const d = await existingDb();
  if (!d) return;
  const tx = d.transaction(STORE, 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, ...patch, id });
  await tx.done;
}
