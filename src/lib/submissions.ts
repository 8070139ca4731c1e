// Sends a form submission from the outbox. Each record is stored in IndexedDB first; its id
// travels as the Idempotency-Key, so any number of retries creates one row on the server.
import { putRecord, updateRecord, type OutboxRecord, type SubmissionKind } from '@/lib/storage/outbox-db';

export const endpoints: Record<SubmissionKind, string> = {
  contact: '/api/send-contact-email',
  demo: '/api/demo-request',
  newsletter: '/api/newsletter',
};

export type SendOutcome =
  | { status: 'sent' }
  /** The server refused the data (4xx other than 429): retrying cannot help. */
  | { status: 'rejected'; code: number; fields?: Record<string, string> }
  /** Offline, a network error, a 5xx or a 429: worth retrying later. */
  | { status: 'retry'; reason: string; retryAfterMs?: number };

export function createRecord(kind: SubmissionKind, fields: Record<string, string>): OutboxRecord {
  return {
    id: crypto.randomUUID(),
    kind,
    endpoint: endpoints[kind],
    fields,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    pageUrl: location.href,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/** One POST of a record; never throws. */
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
    });
  } catch (e) {
    return { status: 'retry', reason: e instanceof Error ? e.message : 'network error' };
  }
  if (res.ok) return { status: 'sent' };
  if (res.status === 429 || res.status >= 500) {
    const after = Number(res.headers.get('Retry-After'));
    return { status: 'retry', reason: `HTTP ${res.status}`, retryAfterMs: after > 0 ? after * 1000 : undefined };
  }
  const body = (await res.json().catch(() => null)) as { fields?: Record<string, string> } | null;
  return { status: 'rejected', code: res.status, fields: body?.fields };
}

/** Records the outcome of a delivery attempt on the stored record. */
export async function settle(record: OutboxRecord, outcome: SendOutcome): Promise<void> {
  if (outcome.status === 'sent') return updateRecord(record.id, { status: 'sent', attempts: record.attempts + 1 });
  if (outcome.status === 'rejected') {
    return updateRecord(record.id, { status: 'failed', attempts: record.attempts + 1, lastError: `HTTP ${outcome.code}` });
  }
  const attempts = record.attempts + 1;
  const backoff = Math.min(60 * 60_000, 15_000 * 2 ** (attempts - 1));
  return updateRecord(record.id, {
    attempts,
    lastError: outcome.reason,
    nextAttemptAt: Date.now() + Math.max(backoff, outcome.retryAfterMs ?? 0),
  });
}

/**
 * Stores the submission durably, then tries to send it once. If IndexedDB is unavailable
 * (some private modes) it still sends, so the visitor is never blocked.
 */
export async function submit(kind: SubmissionKind, fields: Record<string, string>) {
  const record = createRecord(kind, fields);
  let stored = true;
  try {
    await putRecord(record);
  } catch {
    stored = false;
  }
  const outcome = await post(record);
  if (stored) await settle(record, outcome).catch(() => undefined);
  return { record, outcome, stored };
}
