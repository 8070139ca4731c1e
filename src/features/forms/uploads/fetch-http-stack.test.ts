import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchHttpStack } from './fetch-http-stack';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('FetchHttpStack', () => {
  it('sends with the headers set, and reads status, headers and body', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204, headers: { 'Upload-Offset': '1048576' } }));
    vi.stubGlobal('fetch', fetch);
    const req = new FetchHttpStack(30_000).createRequest('PATCH', 'https://site.test/api/uploads/abc');
    req.setHeader('Upload-Offset', '0');
    const res = await req.send(new Blob(['x']));
    expect(res.getStatus()).toBe(204);
    expect(res.getHeader('Upload-Offset')).toBe('1048576');
    expect(fetch).toHaveBeenCalledWith(
      'https://site.test/api/uploads/abc',
      expect.objectContaining({ method: 'PATCH', headers: { 'Upload-Offset': '0' } }),
    );
  });

  it('gives up after its time limit, without AbortSignal.any (older Safari and Firefox)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('AbortSignal', { ...AbortSignal, any: undefined, timeout: undefined });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const sending = new FetchHttpStack(30_000).createRequest('HEAD', 'https://site.test/api/uploads/abc').send(null);
    const failed = expect(sending).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(30_000);
    await failed;
  });
});
