// One delivery attempt of a queued submission, and what it means for the record. The record's id
// travels as the Idempotency-Key, so any number of retries creates one row on the server.
import type { FileRef } from '@/config/attachments';
import { PWA } from '@/config/constants';
import { formKinds } from '@/config/form-kinds';
import { readVisit } from '@/features/analytics/data/visit-storage';
import type { FileSender, SendFiles, UnexplainedFile } from '@/features/forms/uploads/send-each';
import {
  deleteRecords,
  updateFile,
  updateRecord,
  type QueuedSubmission,
  type QueuedFile,
  type SubmissionKind,
} from '@/features/forms/data/submissions-db';

/** Why a submission waits on the device: no connection, a connection that never reached the server, or a server that said "later". */
export type QueueReason = 'offline' | 'unreachable' | 'busy';

export type SendOutcome =
  /** `answer`: the server's JSON (a booking's outcome rides in it). */
  | { status: 'sent'; answer?: unknown }
  /**
   * The server refused the data (4xx other than 429): retrying cannot help. `file`: a file it
   * refused without a reason, for the page to word (the worker carries no copy).
   */
  | { status: 'rejected'; code: number; fields?: Record<string, string>; file?: UnexplainedFile }
  /**
   * Offline, a network error or no answer (unreachable), a 5xx or a 429 (busy): worth retrying
   * later. `progressed`: an upload moved forward before it failed (the backoff starts over).
   */
  | { status: 'retry'; reason: string; why: QueueReason; retryAfterMs?: number; progressed?: boolean }
  /** Another tab or the service worker is sending this record right now: leave it to them. */
  | { status: 'skipped' };

export interface PostOptions {
  /** This context's upload code, for a record with files. */
  fileSender: FileSender;
  /** Bytes of the record's files the server holds so far. */
  onProgress?: (sent: number, total: number) => void;
}

export function createRecord(kind: SubmissionKind, fields: Record<string, string>): QueuedSubmission {
  return {
    id: crypto.randomUUID(),
    kind,
    endpoint: formKinds[kind].endpoint,
    fields,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    pageUrl: location.href,
    attribution: readVisit(),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
}

const unreached = (e: unknown): SendOutcome => ({
  status: 'retry',
  reason: e instanceof Error ? e.message : 'network error',
  why: navigator.onLine === false ? 'offline' : 'unreachable',
});

/**
 * Delivers a record: its files first (resumable uploads, each request bounded), then one POST
 * naming them, abandoned after `PWA.requestTimeoutMs`; never throws. A record with files is sent
 * by one sender at a time (a Web Lock per record), since two would fight over the upload offsets.
 */
export async function post(record: QueuedSubmission, opts: PostOptions): Promise<SendOutcome> {
  if (!record.files?.length) return postFields(record, {});
  if (typeof navigator === 'undefined' || !navigator.locks) return postWithFiles(record, record.files, opts);
  return navigator.locks.request(`outbox-send:${record.id}`, { ifAvailable: true }, (lock) =>
    lock ? postWithFiles(record, record.files!, opts) : { status: 'skipped' as const },
  );
}

async function postWithFiles(
  record: QueuedSubmission,
  files: QueuedFile[],
  opts: PostOptions,
  again = false,
): Promise<SendOutcome> {
  // Uploads finished on an earlier attempt may be gone by now (deleted unclaimed after a day).
  const reused = files.some((f) => f.uploadId);
  let sendFiles: SendFiles;
  try {
    sendFiles = await opts.fileSender();
  } catch (e) {
    return unreached(e);
  }
  const sent = await sendFiles(files, {
    onFileChange: (index, patch) => updateFile(record.id, index, patch).catch(() => undefined),
    onProgress: opts.onProgress,
  });
  if (sent.status === 'retry') return sent;
  if (sent.status === 'rejected') return sent;
  const outcome = await postFields(record, sent.refs);
  const fileFieldRefused =
    outcome.status === 'rejected' && files.some((f) => outcome.fields && f.field in outcome.fields);
  if (fileFieldRefused && reused && !again) {
    // Upload them afresh, once.
    const fresh = files.map(({ uploadId: _, uploadUrl: __, ...f }) => f);
    await Promise.all(
      fresh.map((_, i) =>
        updateFile(record.id, i, { uploadId: undefined, uploadUrl: undefined }).catch(() => undefined),
      ),
    );
    return postWithFiles(record, fresh, opts, true);
  }
  return outcome;
}

async function postFields(record: QueuedSubmission, refs: Record<string, FileRef[]>): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(record.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': record.id },
      body: JSON.stringify({
        ...record.fields,
        ...refs,
        timestamp: record.timestamp,
        userAgent: record.userAgent,
        pageUrl: record.pageUrl,
        attribution: record.attribution,
      }),
      signal: AbortSignal.timeout(PWA.requestTimeoutMs),
    });
  } catch (e) {
    // `navigator.onLine` false is a reliable "offline"; true proves nothing (a dead cell connection
    // looks online), so then the server was simply not reached. Never "busy": no server said so.
    return unreached(e);
  }
  if (res.ok) return { status: 'sent', answer: await res.json().catch(() => undefined) };
  if (res.status === 429 || res.status >= 500) {
    const after = Number(res.headers.get('Retry-After'));
    return {
      status: 'retry',
      reason: `HTTP ${res.status}`,
      why: 'busy',
      retryAfterMs: after > 0 ? after * 1000 : undefined,
    };
  }
  const body = (await res.json().catch(() => null)) as { fields?: Record<string, string> } | null;
  return { status: 'rejected', code: res.status, fields: body?.fields };
}

/**
 * Backoff before the next retry: from 15 s after a busy server (5 s when it was never reached),
 * doubling, at most an hour.
 */
export const retryDelayMs = (attempts: number, why: QueueReason = 'busy') =>
  Math.min(PWA.retryMaxMs, (why === 'busy' ? PWA.retryBaseMs : PWA.unreachableRetryMs) * 2 ** (attempts - 1));

/**
 * Records the outcome of a delivery attempt on the stored record, which then waits for its
 * notice (delivered, or refused). `seen`: the visitor saw the outcome in the form itself, so no
 * notice is needed and the record is deleted. Resolves to the change it stored.
 */
export async function settle(
  record: QueuedSubmission,
  outcome: SendOutcome,
  opts: { seen?: boolean } = {},
): Promise<Partial<QueuedSubmission>> {
  if (outcome.status === 'skipped') return {};
  // An upload that moved forward before the connection dropped is not a failing connection: the
  // next try comes as soon as after a first failure, not later and later.
  const attempts = outcome.status === 'retry' && outcome.progressed ? 1 : record.attempts + 1;
  let patch: Partial<QueuedSubmission>;
  if (outcome.status !== 'retry' && opts.seen) {
    await deleteRecords([record.id]);
    return { status: outcome.status === 'sent' ? 'sent' : 'failed', attempts };
  }
  // Delivered: the files' bytes are not needed on this device any more.
  if (outcome.status === 'sent') patch = { status: 'sent', attempts, sentAt: Date.now(), files: undefined };
  else if (outcome.status === 'rejected') {
    patch = { status: 'failed', attempts, lastError: `HTTP ${outcome.code}` };
  } else {
    // Offline, no server was reached: nothing to back off from, so any trigger may retry at once.
    const wait =
      outcome.why === 'offline' ? 0 : Math.max(retryDelayMs(attempts, outcome.why), outcome.retryAfterMs ?? 0);
    patch = { attempts, lastError: outcome.reason, nextAttemptAt: Date.now() + wait };
  }
  await updateRecord(record.id, patch);
  return patch;
}
