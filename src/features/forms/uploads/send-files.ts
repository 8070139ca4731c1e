// Uploads a queued submission's files with tus 1.0 (tus-js-client over fetch), resuming each from
// the offset the server holds: the upload URL is kept on the stored record as soon as the server
// gives it, so a reload, a closed tab or the service worker's background sync picks up where the
// last attempt stopped. Loaded only when a submission carries files.
import { Upload, type DetailedError } from 'tus-js-client';
import { UPLOADS, type FileRef } from '@/config/attachments';
import { PWA } from '@/config/constants';
import { fileErrors } from '@/content/attachments';
import type { QueuedFile } from '@/features/forms/queue/store';
import { FetchHttpStack } from './fetch-http-stack';

export type FilesOutcome =
  | { status: 'done'; refs: Record<string, FileRef[]> }
  | {
      status: 'retry';
      reason: string;
      why: 'offline' | 'unreachable' | 'busy';
      retryAfterMs?: number;
      /** The server took at least one chunk this time: the connection works, it just dropped. */
      progressed?: boolean;
    }
  | { status: 'rejected'; code: number; fields?: Record<string, string> };

export interface SendFilesHooks {
  /** A file's upload URL (to resume from) or finished upload id changed: store it. */
  onFileChange(index: number, patch: Partial<QueuedFile>): Promise<void>;
  /** Bytes the server holds so far, of all the record's files. */
  onProgress?(sent: number, total: number): void;
}

const stack = new FetchHttpStack(PWA.requestTimeoutMs);

/** Chunks are slices of the stored Blob (what the browser build does), on every platform tus-js-client has. */
const blobReader = {
  openFile: async (blob: Blob) => ({
    size: blob.size,
    slice: async (start: number, end: number) => ({ value: blob.slice(start, end), done: end >= blob.size }),
    close() {},
  }),
};

/** The upload id: the last segment of the upload URL the server gave. */
const idOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

function uploadOne(file: QueuedFile, base: number, total: number, hooks: SendFilesHooks, index: number) {
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(new Blob([file.bytes], { type: file.type }), {
      endpoint: new URL(UPLOADS.endpoint, location.href).href,
      uploadUrl: file.uploadUrl ?? null,
      chunkSize: UPLOADS.chunkBytes,
      // Retries belong to the submission queue (its backoff, Background Sync, the online event).
      retryDelays: null,
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      httpStack: stack,
      fileReader: blobReader,
      onUploadUrlAvailable() {
        if (upload.url && upload.url !== file.uploadUrl) {
          file.uploadUrl = upload.url;
          void hooks.onFileChange(index, { uploadUrl: upload.url });
        }
      },
      onChunkComplete: (_size, accepted) => hooks.onProgress?.(base + accepted, total),
      onSuccess: () => resolve(idOf(upload.url!)),
      onError: reject,
    });
    upload.start();
  });
}

function failure(e: unknown, file: QueuedFile): FilesOutcome {
  const res = (e as Partial<DetailedError>).originalResponse;
  const reason = e instanceof Error ? e.message : 'upload failed';
  if (!res) return { status: 'retry', reason, why: navigator.onLine === false ? 'offline' : 'unreachable' };
  const code = res.getStatus();
  // 409: another attempt moved the offset meanwhile (a second tab, the worker); 423 the same.
  if (code === 429 || code >= 500 || code === 409 || code === 423) {
    const after = Number(res.getHeader('Retry-After'));
    return { status: 'retry', reason: `HTTP ${code}`, why: 'busy', retryAfterMs: after > 0 ? after * 1000 : undefined };
  }
  // tus answers its refusals in plain text (a refused type at creation: the reason itself); our
  // own checks answer JSON. Either way the reason goes on the file's field.
  const body = res.getBody() ?? '';
  let message: string | undefined;
  try {
    const json = JSON.parse(body) as { fields?: Record<string, string>; message?: string };
    if (json.fields) return { status: 'rejected', code, fields: json.fields };
    message = json.message;
  } catch {
    message = body.trim() && body.length < 500 ? body.trim() : undefined;
  }
  return { status: 'rejected', code, fields: { [file.field]: message ?? fileErrors.damaged(file.name) } };
}

/** Uploads every file not yet complete, one after another; resolves to the references a submission names them by. */
export async function sendFiles(files: QueuedFile[], hooks: SendFilesHooks): Promise<FilesOutcome> {
  const total = files.reduce((n, f) => n + f.size, 0);
  let base = 0;
  let progressed = false;
  const onProgress = hooks.onProgress;
  hooks = {
    ...hooks,
    onProgress(sent, all) {
      progressed = true;
      onProgress?.(sent, all);
    },
  };
  const refs: Record<string, FileRef[]> = {};
  for (const [index, file] of files.entries()) {
    if (!file.uploadId) {
      try {
        const uploadId = await uploadOne(file, base, total, hooks, index);
        file.uploadId = uploadId;
        await hooks.onFileChange(index, { uploadId });
      } catch (e) {
        const outcome = failure(e, file);
        if (outcome.status === 'retry' && progressed) outcome.progressed = true;
        return outcome;
      }
    }
    base += file.size;
    onProgress?.(base, total);
    (refs[file.field] ??= []).push({ uploadId: file.uploadId, sha256: file.sha256, filename: file.name });
  }
  return { status: 'done', refs };
}
