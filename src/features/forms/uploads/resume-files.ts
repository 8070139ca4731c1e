// The service worker's uploader (Background Sync, with no tab open): the requests tus-js-client
// makes in the page (create, HEAD for the server's offset, one PATCH per 1 MB chunk), written out
// over fetch. The library would triple the worker, which every first visit downloads before any
// interaction (8 KiB with the entry); tests/api/resume-files.test.ts runs both against the server.
import { UPLOADS } from '@/config/attachments';
import { PWA } from '@/config/constants';
import { FetchResponse } from './fetch-http-stack';
import { idOf, sendEach, type SendFiles, type UploadOne } from './send-each';
import { Base64 } from './shims/js-base64';

/** One tus request, bounded; a non-2xx answer rejects with it as `originalResponse` (as tus-js-client does). */
async function tus(method: string, url: string, headers: Record<string, string> = {}, body?: ArrayBuffer) {
  const res = await fetch(url, {
    method,
    headers: { 'Tus-Resumable': '1.0.0', ...headers },
    body,
    cache: 'no-store',
    signal: AbortSignal.timeout(PWA.requestTimeoutMs),
  });
  const answer = new FetchResponse(res, await res.text());
  if (!res.ok) throw Object.assign(new Error(`tus: ${method} answered ${res.status}`), { originalResponse: answer });
  return answer;
}

const offsetOf = (answer: FetchResponse) => Number(answer.getHeader('Upload-Offset'));

const tusResume: UploadOne = async (file, on) => {
  let url = file.uploadUrl;
  let offset = 0;
  if (url) {
    try {
      offset = offsetOf(await tus('HEAD', url));
    } catch (e) {
      // Gone (deleted unused, or never finished): start it again, as tus-js-client does.
      const status = (e as { originalResponse?: FetchResponse }).originalResponse?.getStatus() ?? 0;
      if (status < 400 || status >= 500 || status === 423 || status === 429) throw e;
      url = undefined;
    }
  }
  if (!url) {
    const endpoint = new URL(UPLOADS.endpoint, location.href).href;
    const created = await tus('POST', endpoint, {
      'Upload-Length': String(file.size),
      'Upload-Metadata': `filename ${Base64.encode(file.name)},filetype ${Base64.encode(file.type)}`,
    });
    url = new URL(created.getHeader('Location')!, endpoint).href;
    offset = 0;
  }
  on.url(url);
  while (offset < file.size) {
    const chunk = file.bytes.slice(offset, offset + UPLOADS.chunkBytes);
    offset = offsetOf(
      await tus(
        'PATCH',
        url,
        { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        chunk,
      ),
    );
    on.accepted(offset);
  }
  return idOf(url);
};

export const resumeFiles: SendFiles = (files, hooks) => sendEach(files, hooks, tusResume);
