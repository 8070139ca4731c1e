// Both uploaders a queued submission can use, against the real tus endpoint: the page's
// (tus-js-client, src/features/forms/uploads/send-files.ts) and the service worker's own small one
// (resume-files.ts). Each must upload in 1 MB chunks, resume from the server's offset, start an
// upload again when the server no longer has it, and report refusals and dead connections alike.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOADS } from '../../src/config/attachments.ts';
import type { QueuedFile } from '../../src/features/forms/data/submissions-db.ts';
import { resumeFiles } from '../../src/features/forms/uploads/resume-files.ts';
import type { SendFiles } from '../../src/features/forms/uploads/send-each.ts';
import { sendFiles } from '../../src/features/forms/uploads/send-files.ts';
import { fixtures } from '../support/test-files.ts';
import { post, startApi, tusCreate, tusOffset, tusPatch, type TestApi } from './helpers.ts';

const MB = 1024 * 1024;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ smtp: false });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A queued résumé of `size` bytes: a real PDF header, then noise. */
function queued(size: number, name = 'resume.pdf', bytes?: Buffer): QueuedFile {
  const head = fixtures.pdf();
  const b = bytes ?? Buffer.concat([head, randomBytes(size - head.length)]);
  const buffer = b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;
  return { field: 'resume', name, type: 'application/pdf', size: b.length, bytes: buffer, sha256: sha(b) };
}

/** The page's or the worker's origin is the server's; every request the uploader makes is listed. */
function asBrowser(baseUrl = api.url) {
  const requests: { method: string; offset: string | null }[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal('location', new URL(`${baseUrl}/careers`));
  vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    requests.push({ method: init.method ?? 'GET', offset: headers.get('Upload-Offset') });
    return real(input, init);
  });
  return requests;
}

const hooksFor = (file: QueuedFile) => {
  const stored: Partial<QueuedFile>[] = [];
  const progress: number[] = [];
  return {
    stored,
    progress,
    hooks: {
      onFileChange: async (_i: number, patch: Partial<QueuedFile>) => void stored.push(patch),
      onProgress: (sent: number) => void progress.push(sent),
    },
    file,
  };
};

const uploaders: [string, SendFiles][] = [
  ['the page (tus-js-client)', sendFiles],
  ['the service worker (resume-files)', resumeFiles],
];

describe.each(uploaders)('%s', (_name, upload) => {
  it('uploads in 1 MB chunks, keeps the upload URL as soon as it has it, and the submission naming it is accepted', async () => {
    const requests = asBrowser();
    const { file, hooks, stored, progress } = hooksFor(queued(2.5 * MB));
    const outcome = await upload([file], hooks);
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => Number(r.offset))).toEqual([0, MB, 2 * MB]);
    expect(stored[0]?.uploadUrl).toMatch(new RegExp(`^${api.url}${UPLOADS.endpoint}/`));
    expect(stored.at(-1)?.uploadId).toBe(outcome.refs.resume![0]!.uploadId);
    expect(progress.at(-1)).toBe(file.size);
    vi.unstubAllGlobals();
    const res = await post(api, '/api/job-application', {
      name: 'Sam Lee',
      email: 'sam.uploader@example.com',
      role: 'general',
      message: 'I would like to apply for this role; my resume is attached.',
      ...outcome.refs,
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  });

  it('resumes from the offset the server holds: only the chunks it lacks are sent', async () => {
    const file = queued(3 * MB - 100);
    const created = await tusCreate(api, file.size, { filename: file.name });
    const location = created.headers.get('location')!;
    expect((await tusPatch(api, location, 0, new Uint8Array(file.bytes.slice(0, MB)))).status).toBe(204);
    file.uploadUrl = api.url + location;

    const requests = asBrowser();
    const { hooks, progress } = hooksFor(file);
    const outcome = await upload([file], hooks);
    expect(outcome.status).toBe('done');
    expect(requests.map((r) => r.method)).toEqual(['HEAD', 'PATCH', 'PATCH']);
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => Number(r.offset))).toEqual([MB, 2 * MB]);
    expect(progress.at(-1)).toBe(file.size);
    vi.unstubAllGlobals();
    expect(await tusOffset(api, location)).toBe(file.size);
  });

  it('starts the upload again when the server no longer has it (deleted unused after a day)', async () => {
    const file = queued(1.5 * MB);
    file.uploadUrl = `${api.url}${UPLOADS.endpoint}/${'0'.repeat(32)}`;
    const requests = asBrowser();
    const { hooks, stored } = hooksFor(file);
    const outcome = await upload([file], hooks);
    expect(outcome.status).toBe('done');
    expect(requests.map((r) => r.method)).toEqual(['HEAD', 'POST', 'PATCH', 'PATCH']);
    expect(stored[0]?.uploadUrl).not.toBe(`${api.url}${UPLOADS.endpoint}/${'0'.repeat(32)}`);
  });

  it('a file the server refuses by its name is refused on its field, with the reason', async () => {
    asBrowser();
    const file = { ...queued(0, 'setup.exe', fixtures.exe()), type: 'application/octet-stream' };
    const { hooks } = hooksFor(file);
    const outcome = await upload([file], hooks);
    expect(outcome.status).toBe('rejected');
    if (outcome.status !== 'rejected') return;
    expect(outcome.code).toBeGreaterThanOrEqual(400);
    expect(outcome.code).toBeLessThan(500);
    expect(outcome.fields?.resume).toMatch(/setup\.exe/);
  });

  it('a server that cannot be reached is a retry, not a refusal', async () => {
    asBrowser('http://127.0.0.1:9');
    const { file, hooks } = hooksFor(queued(10_000));
    const outcome = await upload([file], hooks);
    expect(outcome).toMatchObject({ status: 'retry', why: 'unreachable' });
  });
});
