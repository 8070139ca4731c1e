// One delivery attempt of an outbox record, and what it means for the record. The record's id
// travels as the Idempotency-Key, so any number of retries creates one row on the server.
import { PWA } from '@/config/constants';
import { formKinds } from '@/config/form-kinds';
import { deleteRecords, updateRecord, type OutboxRecord, type SubmissionKind } from '@/lib/storage/outbox-db';

/** Why a submission waits on the device: no connection, a connection that never reached the server, or a server that said "later". */
export type QueueReason = 'offline' | 'unreachable' | 'busy';

export type SendOutcome =
  | { status: 'sent' }
  /** The server refused the data (4xx other than 429): retrying cannot help. */
  | { status: 'rejected'; code: number; fields?: Record<string, string> }
  /** Offline, a network error or no answer (unreachable), a 5xx or a 429 (busy): worth retrying later. */
  | { status: 'retry'; reason: string; why: QueueReason; retryAfterMs?: number };

export function createRecord(kind: SubmissionKind, fields: Record<string, string>): OutboxRecord {
  return {
    id: crypto.randomUUID(),
    kind,
    endpoint: formKinds[kind].endpoint,
    fields,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    pageUrl: location.href,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/** One POST of a record, abandoned after `PWA.requestTimeoutMs`; never throws. */
export async function post(record: OutboxRecord): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(record.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': record.id },
      body: JSON.stringify({
        ...record.fields,
        timestamp: record.timestamp,
        userAgent: record.userAgent,
        pageUrl: record.pageUrl,
      }),
      signal: AbortSignal.timeout(PWA.requestTimeoutMs),
    });
  } catch (e) {
    // `navigator.onLine` false is a reliable "offline"; true proves nothing (a dead cell connection
    // looks online), so then the server was simply not reached. Never "busy": no server said so.
    const reason = e instanceof Error ? e.message : 'network error';
    return { status: 'retry', reason, why: navigator.onLine === false ? 'offline' : 'unreachable' };
  }
  if (res.ok) return { status: 'sent' };
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
  record: OutboxRecord,
  outcome: SendOutcome,
  opts: { seen?: boolean } = {},
): Promise<Partial<OutboxRecord>> {
  const attempts = record.attempts + 1;
  let patch: Partial<OutboxRecord>;
  if (outcome.status !== 'retry' && opts.seen) {
    await deleteRecords([record.id]);
    return { status: outcome.status === 'sent' ? 'sent' : 'failed', attempts };
  }
  if (outcome.status === 'sent') patch = { status: 'sent', attempts, sentAt: Date.now() };
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
