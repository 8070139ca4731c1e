// Draining the submission queue: every due pending submission sent once, by the service worker's
// `sync` handler or the page (scheduler.ts). A Web Lock keeps two drains (the worker, several tabs)
// apart; the Idempotency-Key makes any overlap harmless on the server. The names below are shared
// with other tabs and older workers: they never change.
import {
  countRecords,
  deleteRecords,
  getRecord,
  listRecords,
  pruneRecords,
  type QueuedSubmission,
} from '@/features/forms/data/submissions-db';
import { post, settle } from '@/features/forms/queue/send';
import type { FileSender } from '@/features/forms/uploads/send-each';

export type { QueuedSubmission };
export const SYNC_TAG = 'outbox';
export const CHANNEL = 'outbox';
const LOCK = 'outbox-drain';

export interface DrainResult {
  sent: number;
  failed: number;
  pending: number;
}

/** Tells every tab (and the page's own listeners) that the submission queue changed. */
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
 * Asks the service worker to deliver the queue through Background Sync, which also works after
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

export type Standing = 'pending' | 'refused' | 'delivered';

/** Where a submission stands now: still waiting on this device, refused, or delivered (or long gone). */
export async function standing(id: string): Promise<Standing> {
  const record = await getRecord(id).catch(() => undefined);
  if (record?.status === 'pending') return 'pending';
  return record?.status === 'failed' ? 'refused' : 'delivered';
}

async function drainOnce(now: number, force: boolean, fileSender: FileSender): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0, pending: 0 };
  const pending = await listRecords('pending');
  for (const record of pending) {
    if (!force && record.nextAttemptAt > now) {
      result.pending++;
      continue;
    }
    const outcome = await post(record, { fileSender });
    await settle(record, outcome);
    if (outcome.status === 'sent') result.sent++;
    else if (outcome.status === 'rejected') result.failed++;
    else result.pending++;
  }
  return result;
}

export interface DrainOptions {
  /** This context's upload code, for the records with files. */
  fileSender: FileSender;
  /** Ignore the backoff: the browser has just said the connection is back. */
  force?: boolean;
  /** Queue behind a drain under way rather than skip (the worker's). */
  wait?: boolean;
}

/**
 * Sends every due pending record once. Resolves to null when another drain holds the lock and
 * `wait` is off.
 */
export async function drain({ fileSender, force = false, wait = false }: DrainOptions): Promise<DrainResult | null> {
  const run = async () => {
    const r = await drainOnce(Date.now(), force, fileSender);
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
export const pruneQueue = () => pruneRecords();
