// The submissions database: every form submission is written here before it is sent, so nothing
// typed is lost. A record lives only as long as something needs it: until it is delivered in the
// visitor's sight, or, for one delivered or refused later, until its notice has been shown (at
// most RETENTION_MS). This module owns the database's names and version: old workers and other
// tabs open it too, so the names never change (they predate the word "submission").
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FormKind } from '@/config/form-kinds';
import type { RawVisit } from '@/features/analytics/data/visit-storage';

/** The database's persisted name. */
export const SUBMISSIONS_DB = 'site-outbox';
/** The persisted names of its one object store (IndexedDB's word for a table) and of its index by status. */
export const SUBMISSION_RECORDS = 'inquiries';
export const STATUS_INDEX = 'status';
const VERSION = 1;

export type SubmissionKind = FormKind;
export type SubmissionStatus = 'pending' | 'sent' | 'failed';

export interface QueuedSubmission {
  /** Client-generated UUID; sent as the Idempotency-Key header. */
  id: string;
  kind: SubmissionKind;
  endpoint: string;
  /** The form fields as typed (trimmed). */
  fields: Record<string, string>;
  timestamp: string;
  userAgent: string;
  pageUrl: string;
  /** Where the visitor came from, as the device kept it when they pressed Send (the server reads it out). */
  attribution?: RawVisit;
  status: SubmissionStatus;
  attempts: number;
  /** Epoch ms before which no retry is made. */
  nextAttemptAt: number;
  lastError?: string;
  /** When it was delivered (records delivered later wait here for their notice). */
  sentAt?: number;
  /** Files sent with it, kept here (bytes and all) until it is delivered. */
  files?: QueuedFile[];
}

/** A file of a queued submission, and how far its upload got. */
export interface QueuedFile {
  /** The form field it belongs to ("resume", "attachments"). */
  field: string;
  name: string;
  /** The stored MIME type for its extension. */
  type: string;
  size: number;
  /** The bytes: an ArrayBuffer, which every engine can store (WebKit refuses a Blob in some sessions). */
  bytes: ArrayBuffer;
  /** SHA-256 (hex) of the bytes as read when the visitor sent it. */
  sha256: string;
  /** The upload the server created: the next attempt resumes it from the server's offset. */
  uploadUrl?: string;
  /** Set once the server holds the whole file. */
  uploadId?: string;
}

/** The longest a delivered or refused record waits for its notice before it is deleted. */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

interface SubmissionsSchema extends DBSchema {
  /** SUBMISSION_RECORDS: idb's types name it by its persisted name. */
  inquiries: { key: string; value: QueuedSubmission; indexes: { status: SubmissionStatus } };
}

let dbPromise: Promise<IDBPDatabase<SubmissionsSchema>> | null = null;

function db() {
  dbPromise ??= openDB<SubmissionsSchema>(SUBMISSIONS_DB, VERSION, {
    upgrade(d) {
      const records = d.createObjectStore(SUBMISSION_RECORDS, { keyPath: 'id' });
      records.createIndex(STATUS_INDEX, 'status');
    },
  });
  return dbPromise;
}

/**
 * The database for reading, or null when nothing was ever stored on this device: a visit that
 * submits nothing creates no database (and spends no time creating one after load).
 */
async function existingDb(): Promise<IDBPDatabase<SubmissionsSchema> | null> {
  if (dbPromise) return dbPromise;
  if (typeof indexedDB.databases === 'function') {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes(SUBMISSIONS_DB)) return null;
  }
  return db();
}

/** Resolves once the record is committed (the transaction's `done`). */
export async function putRecord(record: QueuedSubmission): Promise<void> {
  const tx = (await db()).transaction(SUBMISSION_RECORDS, 'readwrite');
  await Promise.all([tx.store.put(record), tx.done]);
}

export async function listRecords(status: SubmissionStatus): Promise<QueuedSubmission[]> {
  const d = await existingDb();
  const all = d ? await d.getAllFromIndex(SUBMISSION_RECORDS, STATUS_INDEX, status) : [];
  return all.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

export async function countRecords(status: SubmissionStatus): Promise<number> {
  const d = await existingDb();
  return d ? d.countFromIndex(SUBMISSION_RECORDS, STATUS_INDEX, status) : 0;
}

export async function deleteRecords(ids: readonly string[]): Promise<void> {
  const d = await existingDb();
  if (!d || !ids.length) return;
  const tx = d.transaction(SUBMISSION_RECORDS, 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

/** Deletes delivered and refused records older than RETENTION_MS (their notice never came). */
export async function pruneRecords(now = Date.now()): Promise<void> {
  const old = [...(await listRecords('sent')), ...(await listRecords('failed'))].filter(
    (r) => now - Date.parse(r.timestamp) > RETENTION_MS,
  );
  await deleteRecords(old.map((r) => r.id));
}

export async function updateRecord(id: string, patch: Partial<QueuedSubmission>): Promise<void> {
  const d = await existingDb();
  if (!d) return;
  const tx = d.transaction(SUBMISSION_RECORDS, 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, ...patch, id });
  await tx.done;
}

/** Updates one file of a stored record (its upload URL, its finished upload), in one transaction. */
export async function updateFile(id: string, index: number, patch: Partial<QueuedFile>): Promise<void> {
  const d = await existingDb();
  if (!d) return;
  const tx = d.transaction(SUBMISSION_RECORDS, 'readwrite');
  const current = await tx.store.get(id);
  const file = current?.files?.[index];
  if (current && file) {
    current.files![index] = { ...file, ...patch };
    await tx.store.put(current);
  }
  await tx.done;
}

export async function getRecord(id: string): Promise<QueuedSubmission | undefined> {
  const d = await existingDb();
  return d ? d.get(SUBMISSION_RECORDS, id) : undefined;
}
