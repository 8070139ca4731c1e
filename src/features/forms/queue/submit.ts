// Submitting a form: the submission is kept on this device (data/submissions-db.ts) before it is
// sent (send.ts), and the visitor is told one of three results. What is left waits for drain.ts.
import { PWA } from '@/config/constants';
import { typeForFilename } from '@/config/attachments';
import { fileErrors } from '@/content/attachments';
import { announce, requestBackgroundSync } from '@/features/forms/queue/drain';
import { createRecord, post, settle, type PostOptions, type QueueReason } from '@/features/forms/queue/send';
import { putRecord, updateRecord, type QueuedFile, type SubmissionKind } from '@/features/forms/data/submissions-db';
import type { FileSender } from '@/features/forms/uploads/send-each';

export type { QueueReason };

/**
 * What a submission came to, as the visitor is told it: sent; queued on this device (and why),
 * to be sent automatically; or refused (the server's field errors, or nothing could be stored).
 */
export type SubmitResult =
  | { status: 'sent'; id: string; answer?: unknown }
  | { status: 'queued'; id: string; why: QueueReason; retryAfterMs?: number }
  | { status: 'refused'; id: string; fields?: Record<string, string> };

const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Keeps the submission durably on the device, then sends it, waiting at most `waitMs` for the answer. A
 * retryable failure leaves it pending for Background Sync or the page's drain. With no answer by
 * then, the queue owns it: the request goes on, and its late answer settles the record (a
 * "delivered" notice follows, wherever the visitor is). Without IndexedDB it still sends, and then
 * waits for the (bounded) request itself, since nothing else would deliver it.
 */
export async function submit(
  kind: SubmissionKind,
  fields: Record<string, string>,
  {
    fileSender,
    waitMs = PWA.sendWaitMs,
    files = [],
    onProgress,
  }: {
    /** This context's upload code (the page's), for the files. */
    fileSender: FileSender;
    waitMs?: number;
    /** Files chosen in the form's file field, by field name. */
    files?: readonly ChosenFile[];
    onProgress?: PostOptions['onProgress'];
  },
): Promise<SubmitResult> {
  const record = createRecord(kind, fields);
  if (files.length) {
    const held = await keepFiles(files);
    if ('refused' in held) return { status: 'refused', id: record.id, fields: held.refused };
    record.files = held.files;
    // The page's drain leaves it to this send (which can take minutes on a slow uplink).
    record.nextAttemptAt = Date.now() + PWA.requestTimeoutMs;
  }
  let kept = true;
  try {
    await putRecord(record);
  } catch {
    kept = false;
  }
  const sending = post(record, { fileSender, onProgress });
  // With files the visitor watches the upload's progress instead of a fixed wait: every request
  // in it is bounded, and a stalled or dropped one ends it (the record stays queued).
  const outcome = kept && !files.length ? await Promise.race([sending, sleep(waitMs)]) : await sending;
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
  if (kept) {
    // An outcome shown in the form is seen: the record is not needed any more.
    await settle(record, outcome, { seen: true }).catch(() => undefined);
    if (outcome.status === 'retry') await requestBackgroundSync();
    announce();
  }
  if (outcome.status === 'sent') return { status: 'sent', id, answer: outcome.answer };
  if (outcome.status === 'skipped') return { status: 'queued', id, why: 'unreachable' };
  if (outcome.status === 'retry' && kept) {
    return { status: 'queued', id, why: outcome.why, retryAfterMs: outcome.retryAfterMs };
  }
  // Refused by the server, or a failure with nothing stored to retry: never claimed as queued.
  if (outcome.status !== 'rejected') return { status: 'refused', id };
  const { file } = outcome;
  return { status: 'refused', id, fields: outcome.fields ?? (file && { [file.field]: fileErrors.damaged(file.name) }) };
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
