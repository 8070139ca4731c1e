// The drafts database: half-typed forms, one per form, until it is sent or queued, the visitor
// clears it, or DRAFT_TTL_MS passes. A database of its own (not a second object store beside the
// submissions): adding one would need a version change, which an open tab of an older deploy would
// block. This module owns its names and version; they never change.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The database's persisted name, and its one object store's (IndexedDB's word for a table). */
export const DRAFTS_DB = 'site-drafts';
export const DRAFT_RECORDS = 'drafts';
const VERSION = 1;

/** How long an untouched draft is kept. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft {
  /** The form it belongs to (e.g. "contact"). */
  id: string;
  /** What was typed, by field name; never the honeypot. */
  fields: Record<string, string>;
  savedAt: number;
}

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: Draft };
}

let dbPromise: Promise<IDBPDatabase<DraftsSchema>> | null = null;

function db(create: boolean): Promise<IDBPDatabase<DraftsSchema> | null> {
  if (dbPromise) return dbPromise;
  return (async () => {
    // Reading creates nothing: a visit that types nothing leaves no database behind.
    if (!create && typeof indexedDB.databases === 'function') {
      if (!(await indexedDB.databases()).some((d) => d.name === DRAFTS_DB)) return null;
    }
    dbPromise ??= openDB<DraftsSchema>(DRAFTS_DB, VERSION, {
      upgrade: (d) => void d.createObjectStore(DRAFT_RECORDS, { keyPath: 'id' }),
    });
    return dbPromise;
  })();
}

/** The form's draft, unless it is older than DRAFT_TTL_MS (then it is deleted). */
export async function getDraft(id: string, now = Date.now()): Promise<Draft | undefined> {
  const d = await db(false);
  const draft = d ? await d.get(DRAFT_RECORDS, id) : undefined;
  if (draft && now - draft.savedAt > DRAFT_TTL_MS) {
    await d!.delete(DRAFT_RECORDS, id);
    return undefined;
  }
  return draft;
}

export async function putDraft(draft: Draft): Promise<void> {
  await (await db(true))!.put(DRAFT_RECORDS, draft);
}

export async function deleteDraft(id: string): Promise<void> {
  const d = await db(false);
  if (d) await d.delete(DRAFT_RECORDS, id);
}
