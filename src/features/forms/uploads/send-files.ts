// The page's uploader: tus 1.0 through tus-js-client over fetch, resuming each file from the
// offset the server holds (the upload URL is kept on the stored record, so a reload, a closed tab
// or the service worker picks up where this attempt stopped). Loaded only when a file is chosen.
import { Upload } from 'tus-js-client';
import { UPLOADS } from '@/config/attachments';
import { PWA } from '@/config/constants';
import { FetchHttpStack } from './fetch-http-stack';
import { idOf, sendEach, type SendFiles, type UploadOne } from './send-each';

const stack = new FetchHttpStack(PWA.requestTimeoutMs);

/** Chunks are slices of the stored Blob (what the browser build does), on every platform tus-js-client has. */
const blobReader = {
  openFile: async (blob: Blob) => ({
    size: blob.size,
    slice: async (start: number, end: number) => ({ value: blob.slice(start, end), done: end >= blob.size }),
    close() {},
  }),
};

const tusUpload: UploadOne = (file, on) =>
  new Promise<string>((resolve, reject) => {
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
        if (upload.url) on.url(upload.url);
      },
      onChunkComplete: (_size, accepted) => on.accepted(accepted),
      onSuccess: () => resolve(idOf(upload.url!)),
      onError: reject,
    });
    upload.start();
  });

export const sendFiles: SendFiles = (files, hooks) => sendEach(files, hooks, tusUpload);
