import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { PWA } from '@/config/constants';
import { fileErrors } from '@/content/attachments';
import type { QueuedSubmission } from '@/features/forms/data/submissions-db';
import type { SendFiles } from '@/features/forms/uploads/send-each';

// The device's store, in memory; `failWrites` plays a browser that refuses IndexedDB.
const records = new Map<string, QueuedSubmission>();
let failWrites = false;
vi.mock('@/features/forms/data/submissions-db', () => ({
  putRecord: async (r: QueuedSubmission) => {
    if (failWrites) throw new Error('QuotaExceededError');
    records.set(r.id, structuredClone(r));
  },
  getRecord: async (id: string) => records.get(id),
  updateRecord: async (id: string, patch: Partial<QueuedSubmission>) => {
    const r = records.get(id);
    if (r) records.set(id, { ...r, ...patch, id });
  },
  updateFile: async (id: string, index: number, patch: object) => {
    const r = records.get(id);
    if (r?.files?.[index]) r.files[index] = { ...r.files[index], ...patch };
  },
  deleteRecords: async (ids: readonly string[]) => ids.forEach((id) => records.delete(id)),
  listRecords: async (status: string) => [...records.values()].filter((r) => r.status === status),
  countRecords: async () => records.size,
  pruneRecords: async () => undefined,
}));

const { submit } = await import('./submit');
const { drain, standing } = await import('./drain');
// The page's upload code, as the forms hand it to every send.
const { pageFileSender: fileSender } = await import('@/features/forms/uploads/load-sender');

const json = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const fields = { name: 'Ada', email: 'ada@example.com', message: 'A message long enough to send.' };

describe('submit: one result a visitor can be told', () => {
  beforeEach(() => {
    records.clear();
    failWrites = false;
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test' });
    vi.stubGlobal('location', { href: 'https://site.test/contact' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sent: the server stored it; nothing is left on the device', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(201, { id: 'x' })));
    const r = await submit('contact', fields, { fileSender });
    expect(r.status).toBe('sent');
    expect(records.size).toBe(0);
  });

  it('queued "unreachable": a network failure while the browser says online is not "busy"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const before = Date.now();
    const r = await submit('contact', fields, { fileSender });
    expect(r).toMatchObject({ status: 'queued', why: 'unreachable' });
    const kept = records.get(r.id)!;
    expect(kept.status).toBe('pending');
    expect(kept.nextAttemptAt).toBeGreaterThanOrEqual(before + PWA.unreachableRetryMs);
    expect(await standing(r.id)).toBe('pending');
  });

  it('queued "offline" when the browser says so; "busy" only for a 5xx or a 429', async () => {
    vi.stubGlobal('navigator', { onLine: false, userAgent: 'test' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await submit('contact', fields, { fileSender })).toMatchObject({ status: 'queued', why: 'offline' });
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(503, {}, { 'Retry-After': '120' })));
    expect(await submit('contact', fields, { fileSender })).toMatchObject({
      status: 'queued',
      why: 'busy',
      retryAfterMs: 120_000,
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(429)));
    expect(await submit('contact', fields, { fileSender })).toMatchObject({ status: 'queued', why: 'busy' });
  });

  it("refused: the server's field errors, and nothing kept to retry", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(400, { fields: { email: 'Invalid email address' } })));
    const r = await submit('contact', fields, { fileSender });
    expect(r).toEqual({ status: 'refused', id: r.id, fields: { email: 'Invalid email address' } });
    expect(records.size).toBe(0);
  });

  it('never claims "queued" when the device could not store it', async () => {
    failWrites = true;
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await submit('contact', fields, { fileSender })).status).toBe('refused');
  });

  it('a send with no answer is queued within the bound; its late answer delivers it once', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const started = Date.now();
    const r = await submit('contact', fields, { fileSender, waitMs: 50 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(r).toMatchObject({ status: 'queued', why: 'unreachable' });
    // Still under way: the page's drain leaves it alone meanwhile.
    expect(records.get(r.id)!.nextAttemptAt).toBeGreaterThan(Date.now() + PWA.requestTimeoutMs / 2);
    answer(json(201, { id: 'x' }));
    await vi.waitFor(() => expect(records.get(r.id)?.status).toBe('sent'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await standing(r.id)).toBe('delivered');
  });

  describe('with files', () => {
    const file = (name: string, text: string) => new File([text], name, { type: 'application/octet-stream' });
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

    it('keeps the files (bytes and SHA-256) on the device before the first request, and asks for persistent storage', async () => {
      const persist = vi.fn().mockResolvedValue(true);
      const storage = { persist, estimate: async () => ({ quota: 1e9, usage: 0 }) };
      vi.stubGlobal('navigator', { onLine: true, userAgent: 'test', storage });
      let seenAtFirstRequest: QueuedSubmission | undefined;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          seenAtFirstRequest ??= structuredClone([...records.values()][0]);
          throw new TypeError('Failed to fetch');
        }),
      );
      const r = await submit('contact', fields, {
        fileSender,
        files: [{ field: 'attachments', file: file('rfp.pdf', 'the request for proposal') }],
      });
      expect(r).toMatchObject({ status: 'queued', why: 'unreachable' });
      expect(persist).toHaveBeenCalled();
      expect(seenAtFirstRequest?.files).toEqual([
        expect.objectContaining({
          field: 'attachments',
          name: 'rfp.pdf',
          type: 'application/pdf',
          size: 24,
          sha256: sha256('the request for proposal'),
        }),
      ]);
      expect(new TextDecoder().decode(records.get(r.id)!.files![0]!.bytes)).toBe('the request for proposal');
    });

    it('refuses plainly, storing and sending nothing, when the device has no room for the files', async () => {
      const storage = { persist: async () => false, estimate: async () => ({ quota: 100, usage: 90 }) };
      vi.stubGlobal('navigator', { onLine: true, userAgent: 'test', storage });
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const r = await submit('application', fields, {
        fileSender,
        files: [{ field: 'resume', file: file('resume.pdf', 'more than ten bytes of resume') }],
      });
      expect(r).toEqual({ status: 'refused', id: r.id, fields: { resume: fileErrors.noSpace('resume.pdf') } });
      expect(records.size).toBe(0);
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  // The upload code is handed to every send that may meet files: nothing registers it on the side,
  // so a send, a drain or an entry that is not given it cannot send files at all.
  describe('the upload code each send is given', () => {
    const refs = {
      attachments: [{ uploadId: 'AbCdEfGhIjKlMnOpQrStUvWx', sha256: 'a'.repeat(64), filename: 'rfp.pdf' }],
    };
    const uploader = () => vi.fn<SendFiles>(async () => ({ status: 'done', refs }));

    it('the page hands the forms and its drains tus-js-client, loaded on demand', async () => {
      const { sendFiles } = await import('@/features/forms/uploads/send-files');
      expect(await fileSender()).toBe(sendFiles);
    });

    it('submit: the files go through the upload code it is given, then the POST names the uploads', async () => {
      const sendFiles = uploader();
      const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(201, { id: 'x' }));
      vi.stubGlobal('fetch', fetch);
      const r = await submit('contact', fields, {
        fileSender: async () => sendFiles,
        files: [{ field: 'attachments', file: new File(['the request for proposal'], 'rfp.pdf') }],
      });
      expect(r.status).toBe('sent');
      expect(sendFiles).toHaveBeenCalledOnce();
      expect(sendFiles.mock.calls[0]![0]).toEqual([expect.objectContaining({ field: 'attachments', name: 'rfp.pdf' })]);
      expect(fetch).toHaveBeenCalledOnce();
      expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toMatchObject({ ...fields, ...refs });
    });

    it('a drain sends the queued files through the upload code it is given', async () => {
      const bytes = new TextEncoder().encode('the request for proposal').buffer;
      records.set('queued-with-file', {
        id: 'queued-with-file',
        kind: 'contact',
        endpoint: '/api/send-contact-email',
        fields,
        timestamp: new Date().toISOString(),
        userAgent: 'test',
        pageUrl: 'https://site.test/contact',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: 0,
        files: [
          { field: 'attachments', name: 'rfp.pdf', type: 'application/pdf', size: 24, bytes, sha256: 'a'.repeat(64) },
        ],
      });
      const sendFiles = uploader();
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(201, { id: 'x' })));
      expect(await drain({ fileSender: async () => sendFiles })).toEqual({ sent: 1, failed: 0, pending: 0 });
      expect(sendFiles).toHaveBeenCalledOnce();
      expect(records.get('queued-with-file')?.status).toBe('sent');
    });

    it('upload code that cannot load leaves the submission queued, never lost', async () => {
      vi.stubGlobal('fetch', vi.fn());
      const r = await submit('contact', fields, {
        fileSender: () => Promise.reject(new Error('chunk failed to load')),
        files: [{ field: 'attachments', file: new File(['x'], 'rfp.pdf') }],
      });
      expect(r).toMatchObject({ status: 'queued', why: 'unreachable' });
      expect(records.get(r.id)?.status).toBe('pending');
    });
  });
});
