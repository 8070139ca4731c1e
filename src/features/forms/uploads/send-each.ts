// What the page's uploader (tus-js-client) and the service worker's share: a record's files sent
// one after another (finished ones skipped), progress over all of them, the upload URL kept on the
// stored record as soon as the server gives it, and what a failed request means for the queue.
import type { HttpResponse } from 'tus-js-client';
import type { FileRef } from '@/config/attachments';
import type { QueuedFile } from '@/features/forms/data/submissions-db';

/** A file the server refused without saying why (its upload gone or damaged): the page words it. */
export interface UnexplainedFile {
  field: string;
  name: string;
}

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
  | { status: 'rejected'; code: number; fields?: Record<string, string>; file?: UnexplainedFile };

export interface SendFilesHooks {
  /** A file's upload URL (to resume from) or finished upload id changed: store it. */
  onFileChange(index: number, patch: Partial<QueuedFile>): Promise<void>;
  /** Bytes the server holds so far, of all the record's files. */
  onProgress?(sent: number, total: number): void;
}

export type SendFiles = (files: QueuedFile[], hooks: SendFilesHooks) => Promise<FilesOutcome>;

/**
 * How a context gets its upload code, handed to every send that may meet files: the page loads
 * tus-js-client on demand (load-sender.ts); the service worker has its own small uploader built in
 * (resume-files.ts: a worker may not import on demand).
 */
export type FileSender = () => Promise<SendFiles>;

/**
 * Uploads one file with tus 1.0, resuming from `file.uploadUrl` when it has one; resolves to the
 * finished upload's id. A refusal rejects with the server's answer as `originalResponse`.
 */
export type UploadOne = (
  file: QueuedFile,
  on: { url(url: string): void; accepted(bytes: number): void },
) => Promise<string>;

/** The upload id: the last segment of the upload URL the server gave. */
export const idOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

function failure(e: unknown, file: QueuedFile): FilesOutcome {
  const res = (e as { originalResponse?: HttpResponse | null }).originalResponse;
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
  return message
    ? { status: 'rejected', code, fields: { [file.field]: message } }
    : { status: 'rejected', code, file: { field: file.field, name: file.name } };
}

/** Uploads every file not yet complete with `uploadOne`; resolves to the references a submission names them by. */
export async function sendEach(
  files: QueuedFile[],
  hooks: SendFilesHooks,
  uploadOne: UploadOne,
): Promise<FilesOutcome> {
  const total = files.reduce((n, f) => n + f.size, 0);
  let base = 0;
  let progressed = false;
  const refs: Record<string, FileRef[]> = {};
  for (const [index, file] of files.entries()) {
    if (!file.uploadId) {
      try {
        const uploadId = await uploadOne(file, {
          url(url) {
            if (url === file.uploadUrl) return;
            file.uploadUrl = url;
            void hooks.onFileChange(index, { uploadUrl: url });
          },
          accepted(bytes) {
            progressed = true;
            hooks.onProgress?.(base + bytes, total);
          },
        });
        file.uploadId = uploadId;
        await hooks.onFileChange(index, { uploadId });
      } catch (e) {
        const outcome = failure(e, file);
        if (outcome.status === 'retry' && progressed) outcome.progressed = true;
        return outcome;
      }
    }
    base += file.size;
    hooks.onProgress?.(base, total);
    (refs[file.field] ??= []).push({ uploadId: file.uploadId, sha256: file.sha256, filename: file.name });
  }
  return { status: 'done', refs };
}
