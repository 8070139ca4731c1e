// Reading a request: headers, the form body, the Idempotency-Key, the origin check. Only the
// VercelRequest shape is used, so the same code runs on Vercel and in the local server.
import type { VercelRequest } from '@vercel/node';
import type busboy from 'busboy';
import { fileFields, UPLOADS } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import { formKinds } from '../../src/config/form-kinds.ts';
import { asClientAbort, HttpError } from '../errors.ts';
import { memoryBudget } from './memory-budget.ts';

/** Largest body a function accepts unless it reads its own (uploads, multipart form posts). */
export const MAX_BODY_BYTES = 32 * 1024;

/** The form endpoints that take files (multipart posts without JavaScript). */
export const fileFormEndpoints: ReadonlySet<string> = new Set(
  Object.values(fileFields).map((f) => formKinds[f.kind].endpoint),
);

/** The tus endpoint and its upload paths. */
export const isUploadPath = (pathname: string) =>
  pathname === UPLOADS.endpoint || pathname.startsWith(`${UPLOADS.endpoint}/`);

const isMultipart = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';

/**
 * Whether the handler of a path reads the request stream itself: the upload endpoint (a PATCH is
 * written to the database piece by piece) and multipart posts to a form with files (read within
 * the memory budget). The local adapter leaves those bodies unread; every other body is read up
 * to MAX_BODY_BYTES before the handler runs, as Vercel does.
 */
export function readsOwnBody(pathname: string, contentType: string | undefined): boolean {
  const p = pathname.replace(/\/+$/, '');
  return isUploadPath(p) || (isMultipart(contentType) && fileFormEndpoints.has(p));
}

/** The declared Content-Length, if any (NaN when absent or not a number). */
export const declaredLength = (req: { headers: VercelRequest['headers'] }) => {
  const raw = req.headers['content-length'];
  return raw === undefined ? NaN : Number(raw);
};

/**
 * A 413 for a body that will not be read: the connection closes after the answer, so a client
 * that declared gigabytes is not read (nor waited for) until a timeout.
 */
export const bodyTooLarge = (message: string) =>
  new HttpError(413, 'payload_too_large', message, { Connection: 'close' });

export function header(req: VercelRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** The last value of a comma-separated forwarding header (the one our nearest proxy wrote). */
const forwarded = (req: VercelRequest, name: string) =>
  header(req, name)
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .at(-1);

/**
 * The origin the browser sees this site at: scheme, host and port. Without trusted proxies the
 * local server speaks plain HTTP on its Host; behind them (TRUST_PROXY, and always on Vercel) the
 * nearest proxy's X-Forwarded-Proto and X-Forwarded-Host say. Null for an unusable Host.
 */
export function requestOrigin(req: VercelRequest, trustProxy: number): URL | null {
  const proto = trustProxy > 0 ? (forwarded(req, 'x-forwarded-proto') ?? 'http') : 'http';
  const host = (trustProxy > 0 ? forwarded(req, 'x-forwarded-host') : undefined) ?? header(req, 'host');
  if (!host || !['http', 'https'].includes(proto.toLowerCase())) return null;
  try {
    const u = new URL(`${proto}://${host.trim()}`);
    return u.host && u.pathname === '/' && !u.username && !u.search ? u : null;
  } catch {
    return null;
  }
}

/** A browser that says the request comes from another site (Fetch Metadata). */
export const isCrossSite = (req: VercelRequest) => header(req, 'sec-fetch-site')?.trim().toLowerCase() === 'cross-site';

/**
 * Same-origin only, for the public forms and uploads: when an Origin header is present its host
 * and port must be this site's (`Origin: null` from sandboxed or privacy-stripped contexts is
 * refused too), and a browser saying `Sec-Fetch-Site: cross-site` is refused either way. The
 * scheme is not compared here, unlike the staff area's check (staffOrigin): a site behind an
 * HTTPS proxy whose TRUST_PROXY is unset would otherwise refuse every visitor's message.
 */
export function isSameOrigin(req: VercelRequest, trustProxy: number): boolean {
  if (isCrossSite(req)) return false;
  const origin = header(req, 'origin');
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const hosts = [header(req, 'host'), trustProxy > 0 ? forwarded(req, 'x-forwarded-host') : undefined];
  return hosts.some((h) => !!h && h.trim().toLowerCase() === originHost);
}

export type BodyKind = 'json' | 'form' | 'multipart';

const mediaType = (req: VercelRequest) => (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The body's kind by its media type, if it is one the forms accept. */
export function bodyKind(req: VercelRequest): BodyKind | undefined {
  const type = mediaType(req);
  return type === 'application/json'
    ? 'json'
    : type === 'application/x-www-form-urlencoded'
      ? 'form'
      : type === 'multipart/form-data'
        ? 'multipart'
        : undefined;
}

const tooLarge = () => bodyTooLarge(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);

/**
 * The form fields of a POST: JSON or urlencoded only (415 otherwise), at most MAX_BODY_BYTES
 * (413), invalid JSON 400. Values that are not strings are kept as they are (the schema refuses
 * them); a repeated urlencoded field keeps its first value.
 */
export function readFields(req: VercelRequest): { kind: BodyKind; fields: Record<string, unknown> } {
  const kind = bodyKind(req);
  if (!kind || kind === 'multipart') {
    throw new HttpError(415, 'unsupported_media_type', 'Send application/json or application/x-www-form-urlencoded.', {
      'Accept-Post': 'application/json, application/x-www-form-urlencoded',
    });
  }
  const declared = Number(header(req, 'content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  let body: unknown;
  try {
    body = req.body;
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (!Number.isFinite(declared) && approximateSize(body) > MAX_BODY_BYTES) throw tooLarge();
  // No prototype: a "__proto__" key in the body is just an ignored field.
  const fields = Object.create(null) as Record<string, unknown>;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      if (k === '__proto__') continue;
      fields[k] = kind === 'form' && Array.isArray(v) ? v[0] : v;
    }
  }
  return { kind, fields };
}

/**
 * The raw body, at most `max` bytes (413 past it). Read from the request stream: on Vercel
 * @vercel/node has buffered the body and restored the stream (`req.body` is undefined for types
 * it does not parse), and the local adapter does the same.
 */
export function readRawBody(req: VercelRequest, max: number, tooLargeMessage?: string): Promise<Buffer> {
  const tooBig = () => bodyTooLarge(tooLargeMessage ?? `The request body is larger than ${Math.floor(max / 1024)} KB.`);
  const declared = declaredLength(req);
  if (declared > max) return Promise.reject(tooBig());
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (c: Buffer | string) => {
      if (done) return;
      const b = typeof c === 'string' ? Buffer.from(c) : c;
      size += b.length;
      if (size > max) {
        done = true;
        return reject(tooBig());
      }
      parts.push(b);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(parts, size));
      done = true;
    });
    req.on('error', (e: Error) => {
      if (!done) reject(asClientAbort(e));
      done = true;
    });
  });
}

/**
 * The request body as a web stream, read as the consumer asks for it (the socket is paused
 * meanwhile). Only 'data', 'end' and 'error' are used: on Vercel the body was buffered and those
 * are replayed (see restoreBody in server/local/vercel-adapter.ts), locally they are the socket's.
 * A connection that drops mid-body errors the stream. `discardRest` lets what the consumer did
 * not read flow away, so an answer given before the end (a 409, say) reaches the client and the
 * connection can be reused.
 */
export function requestBody(req: VercelRequest): { body: ReadableStream<Uint8Array>; discardRest: () => void } {
  // Set once the stream is closed, errored or abandoned: later events are ignored, as enqueueing
  // then would throw inside an event listener.
  let done = false;
  const discardRest = () => {
    done = true;
    req.resume();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (c: Buffer | string) => {
          if (done) return;
          const b = typeof c === 'string' ? Buffer.from(c) : c;
          controller.enqueue(new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.on('end', () => {
          if (!done) controller.close();
          done = true;
        });
        req.on('error', (e: Error) => {
          if (!done) controller.error(e);
          done = true;
        });
      },
      pull() {
        req.resume();
      },
      cancel: discardRest,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  return { body, discardRest };
}

/** A file part of a multipart post. */
export interface FormFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** Parses a multipart/form-data body: text fields (the first of each name) and file parts. */
export async function parseMultipart(
  contentType: string,
  body: Buffer,
): Promise<{ fields: Record<string, unknown>; files: FormFile[] }> {
  const fields = Object.create(null) as Record<string, unknown>;
  const files: FormFile[] = [];
  const malformed = () => new HttpError(400, 'invalid_multipart', 'The form data could not be read.');
  // Loaded with the first multipart post (a no-JS form with files), not with the server.
  const { default: parse } = await import('busboy');
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = parse({
        headers: { 'content-type': contentType },
        limits: { fieldSize: MAX_BODY_BYTES, fields: 50, files: 10, parts: 60, fieldNameSize: 100 },
        defParamCharset: 'utf8',
      });
    } catch {
      return reject(malformed());
    }
    bb.on('field', (name, value) => {
      if (name !== '__proto__' && !(name in fields)) fields[name] = value;
    });
    // Resolves once parsing is over and every file stream has ended.
    let pending = 1;
    const settle = () => --pending === 0 && resolve({ fields, files });
    bb.on('file', (name, stream, info) => {
      pending++;
      const parts: Buffer[] = [];
      // A body that ends inside a file part errors the file stream too (besides busboy itself):
      // unheard, that error would stop the process.
      stream.on('error', () => reject(malformed()));
      stream.on('data', (c: Buffer) => parts.push(c));
      stream.on('end', () => {
        const bytes = Buffer.concat(parts);
        // An empty file input still sends a part with no name and no bytes: no file.
        if (info.filename || bytes.length) files.push({ field: name, filename: info.filename ?? '', bytes });
        settle();
      });
    });
    bb.on('error', () => reject(malformed()));
    bb.on('partsLimit', () => reject(malformed()));
    bb.on('filesLimit', () => reject(malformed()));
    bb.on('fieldsLimit', () => reject(malformed()));
    bb.on('close', settle);
    bb.end(body);
  });
}

/**
 * The fields (and, for multipart when `multipart` is allowed, the files) of a form POST: JSON
 * and urlencoded as readFields; multipart read from the stream, at most UPLOADS.maxRequestBytes
 * (413 with the no-JS file limit in words). A multipart body counts against the memory budget
 * until `release` (the caller holds it while it stores the files).
 */
export async function readForm(
  req: VercelRequest,
  opts: { multipart: boolean },
): Promise<{ kind: BodyKind; fields: Record<string, unknown>; files: FormFile[]; release: () => void }> {
  if (!opts.multipart || bodyKind(req) !== 'multipart') return { ...readFields(req), files: [], release: () => {} };
  const declared = declaredLength(req);
  if (declared > UPLOADS.maxRequestBytes) throw bodyTooLarge(fileErrors.noJsTooLarge);
  const release = await memoryBudget.reserve(declared >= 0 ? declared : UPLOADS.maxRequestBytes);
  try {
    const body = await readRawBody(req, UPLOADS.maxRequestBytes, fileErrors.noJsTooLarge);
    return { kind: 'multipart', ...(await parseMultipart(header(req, 'content-type') ?? '', body)), release };
  } catch (e) {
    release();
    throw e;
  }
}

function approximateSize(body: unknown): number {
  if (body === undefined || body === null) return 0;
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (Buffer.isBuffer(body)) return body.length;
  try {
    return Buffer.byteLength(JSON.stringify(body));
  } catch {
    return Infinity;
  }
}

/**
 * A form posted by a browser without JavaScript: urlencoded, and either asking for HTML or not
 * asking for JSON. Such clients get a 303 redirect or an HTML page instead of JSON.
 */
export function wantsHtml(req: VercelRequest, kind: BodyKind | undefined): boolean {
  if (kind !== 'form' && kind !== 'multipart') return false;
  const accept = (header(req, 'accept') ?? '').toLowerCase();
  return accept.includes('text/html') || !accept.includes('application/json');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Idempotency-Key header, else the hidden `idempotencyKey` field; must be a UUID. */
export function idempotencyKey(req: VercelRequest, fields: Record<string, unknown>): string | undefined {
  const raw = header(req, 'idempotency-key') ?? fields.idempotencyKey;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !UUID.test(raw.trim())) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be a UUID.');
  }
  return raw.trim().toLowerCase();
}

/**
 * Where "back" goes: the Referer's path when it is on this site, else `fallback`;
 * `anchor` (e.g. "#contact") is appended to a Referer path that has no fragment.
 */
export function backLink(req: VercelRequest, fallback: string, anchor = ''): string {
  const referer = header(req, 'referer');
  const host = header(req, 'host');
  if (referer && host) {
    try {
      const u = new URL(referer);
      if (u.host === host && (u.protocol === 'http:' || u.protocol === 'https:')) return u.pathname + u.search + anchor;
    } catch {
      /* fall through */
    }
  }
  return fallback;
}

/** The query parameter `name` (the first, when repeated). */
export function queryParam(req: VercelRequest, name: string): string | undefined {
  const v = req.query[name];
  return Array.isArray(v) ? v[0] : v;
}
