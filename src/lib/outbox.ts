// The outbox of form submissions: stores each one before it is sent, and drains what is left
// later. Used by the page and by the service worker's `sync` handler. A Web Lock keeps two drains
// (the worker, several tabs) apart; the Idempotency-Key makes any overlap harmless on the server.
import { PWA } from '@/config/constants';
import {
  countRecords,
  deleteRecords,
  getRecord,
  listRecords,
  pruneRecords,
  putRecord,
  updateRecord,
  type OutboxRecord,
  type QueuedFile,
  type SubmissionKind,
} from '@/lib/storage/outbox-db';
import { typeForFilename } from '@/config/attachments';
import { fileErrors } from '@/content/attachments';
import { createRecord, post, settle, type PostOptions, type QueueReason } from '@/lib/submissions';

export type { OutboxRecord, QueueReason };
export const SYNC_TAG = 'outbox';
export const CHANNEL = 'outbox';
const LOCK = 'outbox-drain';

export interface DrainResult {
  sent: number;
  failed: number;
  pending: number;
}

/** Tells every tab (and the page's own listeners) that the outbox changed. */
export function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const ch = new BroadcastChannel(CHANNEL);
  ch.postMessage('changed');
  ch.close();
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to deliver the outbox through Background Sync, which also works after
 * the tab is closed. False where the browser lacks it (Safari, Firefox): the page drains instead.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const reg = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  if (!reg?.active || !reg.sync) return false;
  try {
    await reg.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a submission came to, as the visitor is told it: sent; queued on this device (and why),
 * to be sent automatically; or refused (the server's field errors, or nothing could be stored).
 */
export type SubmitResult =
  | { status: 'sent'; id: string }
  | { status: 'queued'; id: string; why: QueueReason; retryAfterMs?: number }
  | { status: 'refused'; id: string; fields?: Record<string, string> };

const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Stores the submission durably, then sends it, waiting at most `waitMs` for the answer. A
 * retryable failure leaves it pending for Background Sync or the page's drain. With no answer by
 * then, the queue owns it: the request goes on, and its late answer settles the record (a
 * "delivered" notice follows, wherever the visitor is). Without IndexedDB it still sends, and then
 * waits for the (bounded) request itself, since nothing else would deliver it.
 */
export async function submit(
  kind: SubmissionKind,
  fields: Record<string, string>,
  {
    waitMs = PWA.sendWaitMs,
    files = [],
    onProgress,
  }: {
    waitMs?: number;
    /** Files chosen in the form's file field, by field name. */
    files?: readonly ChosenFile[];
    onProgress?: PostOptions['onProgress'];
  } = {},
): Promise<SubmitResult> {
  const record = createRecord(kind, fields);
  if (files.length) {
    const kept = await keepFiles(files);
    if ('refused' in kept) return { status: 'refused', id: record.id, fields: kept.refused };
    record.files = kept.files;
    // The page's drain leaves it to this send (which can take minutes on a slow uplink).
    record.nextAttemptAt = Date.now() + PWA.requestTimeoutMs;
  }
  let stored = true;
  try {
    await putRecord(record);
  } catch {
    stored = false;
  }
  const sending = post(record, { onProgress });
  // With files the visitor watches the upload's progress instead of a fixed wait: every request
  // in it is bounded, and a stalled or dropped one ends it (the record stays queued).
  const outcome = stored && !files.length ? await Promise.race([sending, sleep(waitMs)]) : await sending;
  const { id } = record;
  if (!outcome) {
    // Keep the page's drain off it while this request is still under way; the answer reschedules it.
    await updateRecord(id, { nextAttemptAt: Date.now() + PWA.requestTimeoutMs }).catch(() => undefined);
    void sending.then(async (late) => {
      await settle(record, late).catch(() => undefined);
      if (late.status === 'retry') await requestBackgroundSync();
      announce();
    });
    announce();
    return { status: 'queued', id, why: 'unreachable' };
  }
  if (stored) {
    // An outcome shown in the form is seen: the record is not needed any more.
    await settle(record, outcome, { seen: true }).catch(() => undefined);
    if (outcome.status === 'retry') await requestBackgroundSync();
    announce();
  }
  if (outcome.status === 'sent') return { status: 'sent', id };
  if (outcome.status === 'skipped') return { status: 'queued', id, why: 'unreachable' };
  if (outcome.status === 'retry' && stored) {
    return { status: 'queued', id, why: outcome.why, retryAfterMs: outcome.retryAfterMs };
  }
  // Refused by the server, or a failure with nothing stored to retry: never claimed as queued.
  return { status: 'refused', id, fields: outcome.status === 'rejected' ? outcome.fields : undefined };
}

/** A file the visitor chose, and the form field it was chosen in. */
export interface ChosenFile {
  field: string;
  file: File;
}

const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Reads each file once (its SHA-256, which the server checks the upload against) and makes sure
 * this device can keep them until they are sent: persistent storage is asked for, and a file the
 * storage estimate has no room for is refused plainly rather than half-kept.
 */
async function keepFiles(
  chosen: readonly ChosenFile[],
): Promise<{ files: QueuedFile[] } | { refused: Record<string, string> }> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  // Not awaited: Firefox may ask the visitor, and nothing here should wait on that answer.
  void storage?.persist?.().catch(() => false);
  const estimate = await storage?.estimate?.().catch(() => undefined);
  let room = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : Infinity;
  const files: QueuedFile[] = [];
  for (const { field, file } of chosen) {
    room -= file.size;
    if (room < 0) return { refused: { [field]: fileErrors.noSpace(file.name) } };
    const bytes = await file.arrayBuffer();
    const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes));
    const type = typeForFilename(file.name) ?? file.type;
    files.push({ field, name: file.name, type, size: file.size, bytes, sha256 });
  }
  return { files };
}

/** Where a submission stands now: still waiting on this device, refused, or delivered (or long gone). */
export async function standing(id: string): Promise<'pending' | 'refused' | 'delivered'> {
  const record = await getRecord(id).catch(() => undefined);
  if (record?.status === 'pending') return 'pending';
  return record?.status === 'failed' ? 'refused' : 'delivered';
}

async function drainOnce(now: number, force: boolean): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0, pending: 0 };
  const pending = await listRecords('pending');
  for (const record of pending) {
    if (!force && record.nextAttemptAt > now) {
      result.pending++;
      continue;
    }
    const outcome = await post(record);
    await settle(record, outcome);
    if (outcome.status === 'sent') result.sent++;
    else if (outcome.status === 'rejected') result.failed++;
    else result.pending++;
  }
  return result;
}

/**
 * Sends every due pending record once. `force` ignores the backoff: the browser has just said
 * the connection is back. Resolves to null when another drain holds the lock and `wait` is off.
 */
export async function drain(force = false, { wait = false } = {}): Promise<DrainResult | null> {
  const run = async () => {
    const r = await drainOnce(Date.now(), force);
    if (r.sent || r.failed) announce();
    return r;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    // The page skips a drain already under way; the worker (wait) queues behind it instead.
    return navigator.locks.request(LOCK, { ifAvailable: !wait }, (lock) => (lock ? run() : null));
  }
  return run();
}

export const pendingCount = () => countRecords('pending');

/** The earliest time (epoch ms) a pending record may be retried, or undefined when none is pending. */
export async function nextAttemptAt(): Promise<number | undefined> {
  const pending = await listRecords('pending');
  return pending.length ? Math.min(...pending.map((r) => r.nextAttemptAt)) : undefined;
}

/** Submissions delivered after the visitor left the form: each gets a "delivered" notice once. */
export const deliveredLater = () => listRecords('sent');

/** Submissions the server refused after the visitor left the form: shown until dismissed. */
export const refusedLater = () => listRecords('failed');

/** The notice for these records was shown (or dismissed): they are not needed any more. */
export async function forget(ids: readonly string[]): Promise<void> {
  await deleteRecords(ids);
  announce();
}

/** Drops delivered or refused records whose notice never came within the retention time. */
export const pruneOutbox = () => pruneRecords();
