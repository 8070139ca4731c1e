// The names the browser keeps data under outlive a deploy: an open tab or a service worker of an
// older deploy opens the same databases, object stores and index, and registers the same
// Background Sync tag, as this one. They never change (they predate the word "submission").
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DRAFT_RECORDS, DRAFTS_DB, putDraft } from '@/features/forms/data/drafts-db';
import { putRecord, STATUS_INDEX, SUBMISSION_RECORDS, SUBMISSIONS_DB } from '@/features/forms/data/submissions-db';
import { CHANNEL, SYNC_TAG } from '@/features/forms/queue/drain';

const open = (name: string) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

describe('persisted names', () => {
  it('are the ones every deploy has used', () => {
    expect([SUBMISSIONS_DB, SUBMISSION_RECORDS, STATUS_INDEX]).toEqual(['site-outbox', 'inquiries', 'status']);
    expect([DRAFTS_DB, DRAFT_RECORDS]).toEqual(['site-drafts', 'drafts']);
    expect([SYNC_TAG, CHANNEL]).toEqual(['outbox', 'outbox']);
  });

  it('are what the databases are created with, at version 1', async () => {
    await putRecord({
      id: 'r',
      kind: 'contact',
      endpoint: '/api/send-contact-email',
      fields: {},
      timestamp: new Date().toISOString(),
      userAgent: 'test',
      pageUrl: 'https://site.test/',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
    });
    await putDraft({ id: 'contact', fields: { name: 'Ada' }, savedAt: Date.now() });
    const submissions = await open('site-outbox');
    expect(submissions.version).toBe(1);
    expect([...submissions.objectStoreNames]).toEqual(['inquiries']);
    const records = submissions.transaction('inquiries').objectStore('inquiries');
    expect([...records.indexNames]).toEqual(['status']);
    expect(records.keyPath).toBe('id');
    submissions.close();
    const drafts = await open('site-drafts');
    expect(drafts.version).toBe(1);
    expect([...drafts.objectStoreNames]).toEqual(['drafts']);
    drafts.close();
  });
});
