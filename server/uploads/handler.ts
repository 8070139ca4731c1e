// /api/uploads (POST creates) and /api/uploads/<id> (HEAD, PATCH, DELETE): tus 1.0 through
// @tus/server over the upload rows in PostgreSQL (tus-data.ts). The request is handed to tus as a
// Web Request (handleWeb) whose body streams from the request as the rows take it (a piece at a
// time, so a 4 MB PATCH never sits in memory whole), and the Response copies back onto Vercel's res.
// Headers tus would answer 5xx for (deferred length, concatenation) and unknown protocol
// versions are refused here first.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { Server } from '@tus/server';
import {
  allowedFileTypes,
  extensionOf,
  macroExtensions,
  MAX_UPLOAD_BYTES,
  UPLOAD_ID_PATTERN,
  UPLOADS,
} from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import { getEnv } from '../env.ts';
import { DbUnavailableError, HttpError } from '../errors.ts';
import { clientKeys } from '../http/client-address.ts';
import { bodyTooLarge, declaredLength, header, isSameOrigin, queryParam, requestBody } from '../http/request.ts';
import { noStore, sendJson, toHttpError } from '../http/respond.ts';
import { getDb } from '../store/db.ts';
import { newUploadId } from '../store/uploads.ts';
import { sanitizeFilename } from './filename.ts';
import { PgDataStore } from './tus-data.ts';

const METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];

/** Request headers tus reads; nothing else reaches it. */
const TUS_HEADERS = ['tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata', 'content-type'];

/** The upload id from /api/uploads/<id> or, after Vercel's rewrite, ?id=<id>; null for the collection. */
function uploadIdOf(req: VercelRequest): string | null {
  const path = (req.url ?? '').split('?')[0]!;
  const prefix = `${UPLOADS.endpoint}/`;
  if (path.startsWith(prefix) && path.length > prefix.length) {
    try {
      return decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ''));
    } catch {
      return '';
    }
  }
  const q = queryParam(req, 'id');
  return q === undefined ? null : q;
}

const refuse = (status: number, code: string, message: string) => new HttpError(status, code, message);

const TUS_VERSION = '1.0.0';

/** Checks the tus headers @tus/server would otherwise answer with 501 or leave unchecked. */
function precheck(req: VercelRequest, method: string, id: string | null): void {
  const version = header(req, 'tus-resumable');
  if (method !== 'OPTIONS' && version !== undefined && version.trim() !== TUS_VERSION) {
    throw new HttpError(412, 'unsupported_version', `This server speaks tus ${TUS_VERSION}.`, {
      'Tus-Version': TUS_VERSION,
    });
  }
  const declared = declaredLength(req);
  if (declared > UPLOADS.maxRequestBytes) {
    throw bodyTooLarge(
      `A request can carry at most ${UPLOADS.maxRequestBytes / (1024 * 1024)} MB; send the file in chunks.`,
    );
  }
  if (id !== null && !UPLOAD_ID_PATTERN.test(id)) throw refuse(404, 'not_found', 'No such upload.');
  if (method === 'POST' && id !== null)
    throw refuse(405, 'method_not_allowed', 'POST to /api/uploads creates an upload.');
  if (method !== 'POST' && method !== 'OPTIONS' && id === null)
    throw refuse(404, 'not_found', 'Name an upload: /api/uploads/<id>.');
  if (header(req, 'upload-concat') !== undefined) throw refuse(400, 'unsupported', 'Concatenation is not supported.');
  if (header(req, 'upload-defer-length') !== undefined) {
    throw refuse(400, 'length_required', 'Upload-Length is required; a deferred length is not supported.');
  }
  if (method === 'POST') {
    const raw = header(req, 'upload-length');
    if (raw === undefined || !/^\d{1,16}$/.test(raw.trim())) {
      throw refuse(400, 'invalid_length', 'Upload-Length must be a whole number of bytes.');
    }
    const n = Number(raw.trim());
    if (n <= 0) throw refuse(400, 'invalid_length', 'An empty file cannot be uploaded.');
    if (n > MAX_UPLOAD_BYTES) {
      throw refuse(413, 'too_large', `An upload can be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`);
    }
  }
  if (method === 'PATCH' && header(req, 'upload-length') !== undefined) {
    throw refuse(400, 'invalid_length', 'Upload-Length is set when the upload is created.');
  }
}

/** The metadata kept: a sanitised filename of an accepted type, and a well-formed filetype. */
function cleanMetadata(metadata: Record<string, string | null> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const name = metadata?.filename ?? metadata?.name;
  if (typeof name === 'string' && name !== '') {
    out.filename = sanitizeFilename(name);
    // A name of a refused type is refused now; the bytes are checked when a submission names it.
    const ext = extensionOf(out.filename);
    if ((macroExtensions as readonly string[]).includes(ext))
      throw { status_code: 415, body: fileErrors.macros(out.filename) };
    if (!Object.hasOwn(allowedFileTypes, ext))
      throw { status_code: 415, body: fileErrors.typeNotAllowed(out.filename) };
  }
  const type = metadata?.filetype ?? metadata?.type;
  if (typeof type === 'string' && /^[\w.+-]{1,60}\/[\w.+-]{1,100}$/.test(type)) out.filetype = type;
  return out;
}

export async function uploadsHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  const method = req.method ?? '';
  try {
    if (!METHODS.includes(method)) {
      throw new HttpError(405, 'method_not_allowed', `Use ${METHODS.join(', ')}.`, { Allow: METHODS.join(', ') });
    }
    const env = getEnv();
    if (!isSameOrigin(req, env.TRUST_PROXY)) {
      throw new HttpError(403, 'cross_origin', 'Cross-origin uploads are not accepted.');
    }
    const id = uploadIdOf(req);
    precheck(req, method, id);
    const db = await getDb(env);
    const keys = await clientKeys(db, req, env.TRUST_PROXY);
    const tus = new Server({
      path: UPLOADS.endpoint,
      datastore: new PgDataStore(db, {
        client: keys.today,
        earlier: keys.yesterday,
        quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
      }),
      // Location is the public path, /api/uploads/<id>.
      relativeLocation: true,
      maxSize: MAX_UPLOAD_BYTES,
      namingFunction: () => newUploadId(),
      // Same origin only: no CORS headers.
      allowedOrigins: () => false,
      onUploadCreate: async (_req, upload) => ({ metadata: cleanMetadata(upload.metadata) }),
      onResponseError: (_req, err) => {
        if (err instanceof DbUnavailableError) {
          return { status_code: 503, body: 'Storage is unavailable; try again later.\n' };
        }
        if (err instanceof Error) console.error(`[uploads] ${method} failed:`, err);
        return undefined;
      },
    });
    const headers = new Headers();
    for (const name of TUS_HEADERS) {
      const v = header(req, name);
      if (v !== undefined) headers.set(name, v);
    }
    const withBody = method === 'PATCH' || method === 'POST';
    const length = header(req, 'content-length');
    if (withBody && length !== undefined) headers.set('content-length', length);
    const target = `http://uploads.internal${UPLOADS.endpoint}${id === null ? '' : `/${encodeURIComponent(id)}`}`;
    const stream = withBody && length !== '0' ? requestBody(req) : undefined;
    const answer = await tus
      .handleWeb(new Request(target, { method, headers, body: stream?.body, duplex: 'half' } as RequestInit))
      .finally(() => stream?.discardRest());
    answer.headers.forEach((v, k) => {
      if (k !== 'content-length' && k !== 'connection') res.setHeader(k, v);
    });
    const out = Buffer.from(await answer.arrayBuffer());
    res.statusCode = answer.status;
    if (out.length && method !== 'HEAD') {
      res.setHeader('Content-Length', out.length);
      if (!answer.headers.has('content-type')) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(out);
    } else res.end();
  } catch (e) {
    const err = toHttpError(e, 'uploads');
    if ([400, 403, 412, 413].includes(err.status)) res.setHeader('Tus-Resumable', TUS_VERSION);
    sendJson(res, err.status, { error: err.code, message: err.message }, err.headers);
  }
}
