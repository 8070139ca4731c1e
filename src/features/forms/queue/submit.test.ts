import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { PWA } from '@/config/constants';
import { fileErrors } from '@/content/attachments';
import type { QueuedSubmission } from '@/features/forms/queue/store';

// The device's store, in memory; `failWrites` plays a browser that refuses IndexedDB.
const records = new Map<string, QueuedSubmission>();
let failWrites = false;
vi.mock('@/features/forms/queue/store', () => ({
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
const { standing } = await import('./drain');
// The page's upload code, as the forms load it.
await import('@/features/forms/uploads/load-sender');

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
    const r = await submit('contact', fields);
    expect(r.status).toBe('sent');
    expect(records.size).toBe(0);
  });

  it('queued "unreachable": a network failure while the browser says online is not "busy"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const before = Date.now();
    const r = await submit('contact', fields);
    expect(r).toMatchObject({ status: 'queued', why: 'unreachable' });
    const kept = records.get(r.id)!;
    expect(kept.status).toBe('pending');
    expect(kept.nextAttemptAt).toBeGreaterThanOrEqual(before + PWA.unreachableRetryMs);
    expect(await standing(r.id)).toBe('pending');
  });

  it('queued "offline" when the browser says so; "busy" only for a 5xx or a 429', async () => {
    vi.stubGlobal('navigator', { onLine: false, userAgent: 'test' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await submit('contact', fields)).toMatchObject({ status: 'queued', why: 'offline' });
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(503, {}, { 'Retry-After': '120' })));
    expect(await submit('contact', fields)).toMatchObject({ status: 'queued', why: 'busy', retryAfterMs: 120_000 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(429)));
    expect(await submit('contact', fields)).toMatchObject({ status: 'queued', why: 'busy' });
  });

  it("refused: the server's field errors, and nothing kept to retry", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(400, { fields: { email: 'Invalid email address' } })));
    const r = await submit('contact', fields);
    expect(r).toEqual({ status: 'refused', id: r.id, fields: { email: 'Invalid email address' } });
    expect(records.size).toBe(0);
  });

  it('never claims "queued" when the device could not store it', async () => {
    failWrites = true;
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await submit('contact', fields)).status).toBe('refused');
  });

  it('a send with no answer is queued within the bound; its late answer delivers it once', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const started = Date.now();
    const r = await submit('contact', fields, { waitMs: 50 });
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
        files: [{ field: 'resume', file: file('resume.pdf', 'more than ten bytes of resume') }],
      });
      expect(r).toEqual({ status: 'refused', id: r.id, fields: { resume: fileErrors.noSpace('resume.pdf') } });
      expect(records.size).toBe(0);
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
