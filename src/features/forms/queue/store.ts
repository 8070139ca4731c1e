// The submission queue's store, and the only module that touches IndexedDB: it owns the database
// names, versions and stores (old workers and other tabs open them too: the names never change).
// Every form submission is written here before it is sent, so nothing typed is lost. A record
// lives only as long as something needs it: until it is delivered in the visitor's sight, or, for
// one delivered or refused later, until its notice has been shown (at most RETENTION_MS).
// Drafts of half-typed forms live here too, one per form, until it is sent or queued, the visitor
// clears it, or DRAFT_TTL_MS passes.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FormKind } from '@/config/form-kinds';

export const DB_NAME = 'site-outbox';
export const STORE = 'inquiries';
const VERSION = 1;
/** Drafts have a database of their own: adding a store would need a version change, which an open tab of an older deploy would block. */
export const DRAFTS_DB_NAME = 'site-drafts';
export const DRAFTS = 'drafts';

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

/** How long an untouched draft is kept. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft {
  /** The form it belongs to (e.g. "contact"). */
  id: string;
  /** What was typed, by field name; never the honeypot. */
  fields: Record<string, string>;
  savedAt: number;
}

interface QueueSchema extends DBSchema {
  inquiries: { key: string; value: QueuedSubmission; indexes: { status: SubmissionStatus } };
}

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: Draft };
}

let dbPromise: Promise<IDBPDatabase<QueueSchema>> | null = null;

function db() {
  dbPromise ??= openDB<QueueSchema>(DB_NAME, VERSION, {
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
async function existingDb(): Promise<IDBPDatabase<QueueSchema> | null> {
  if (dbPromise) return dbPromise;
  if (typeof indexedDB.databases === 'function') {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes(DB_NAME)) return null;
  }
  return db();
}

/** Resolves once the record is committed (the transaction's `done`). */
export async function putRecord(record: QueuedSubmission): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all([tx.store.put(record), tx.done]);
}

export async function listRecords(status: SubmissionStatus): Promise<QueuedSubmission[]> {
  const d = await existingDb();
  const all = d ? await d.getAllFromIndex(STORE, 'status', status) : [];
  return all.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

export async function countRecords(status: SubmissionStatus): Promise<number> {
  const d = await existingDb();
  return d ? d.countFromIndex(STORE, 'status', status) : 0;
}

export async function deleteRecords(ids: readonly string[]): Promise<void> {
  const d = await existingDb();
  if (!d || !ids.length) return;
  const tx = d.transaction(STORE, 'readwrite');
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
  const tx = d.transaction(STORE, 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, ...patch, id });
  await tx.done;
}

/** Updates one file of a stored record (its upload URL, its finished upload), in one transaction. */
export async function updateFile(id: string, index: number, patch: Partial<QueuedFile>): Promise<void> {
  const d = await existingDb();
  if (!d) return;
  const tx = d.transaction(STORE, 'readwrite');
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
  return d ? d.get(STORE, id) : undefined;
}

let draftsPromise: Promise<IDBPDatabase<DraftsSchema>> | null = null;

function draftsDb(create: boolean): Promise<IDBPDatabase<DraftsSchema> | null> {
  if (draftsPromise) return draftsPromise;
  return (async () => {
    // Reading creates nothing: a visit that types nothing leaves no database behind.
    if (!create && typeof indexedDB.databases === 'function') {
      if (!(await indexedDB.databases()).some((d) => d.name === DRAFTS_DB_NAME)) return null;
    }
    draftsPromise ??= openDB<DraftsSchema>(DRAFTS_DB_NAME, 1, {
      upgrade: (d) => void d.createObjectStore(DRAFTS, { keyPath: 'id' }),
    });
    return draftsPromise;
  })();
}

/** The form's draft, unless it is older than DRAFT_TTL_MS (then it is deleted). */
export async function getDraft(id: string, now = Date.now()): Promise<Draft | undefined> {
  const d = await draftsDb(false);
  const draft = d ? await d.get(DRAFTS, id) : undefined;
  if (draft && now - draft.savedAt > DRAFT_TTL_MS) {
    await d!.delete(DRAFTS, id);
    return undefined;
  }
  return draft;
}

export async function putDraft(draft: Draft): Promise<void> {
  await (await draftsDb(true))!.put(DRAFTS, draft);
}

export async function deleteDraft(id: string): Promise<void> {
  const d = await draftsDb(false);
  if (d) await d.delete(DRAFTS, id);
}
