// Reading a request: headers, the form body, the Idempotency-Key, the origin check. Only the
// VercelRequest shape is used, so the same code runs on Vercel and in the local server.
import type { VercelRequest } from '@vercel/node';
import { HttpError } from '../errors.ts';

/** Largest body any function accepts (bytes); the local adapter stops reading past it. */
export const MAX_BODY_BYTES = 32 * 1024;

export function header(req: VercelRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Same-origin only: when an Origin header is present its host must equal the Host header
 * (`Origin: null` from sandboxed or privacy-stripped contexts is refused too). Browsers that send
 * no Origin but say `Sec-Fetch-Site: cross-site` are refused as well.
 */
export function isSameOrigin(req: VercelRequest, trustProxy: number): boolean {
  const origin = header(req, 'origin');
  if (origin !== undefined) {
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      return false;
    }
    const hosts = [header(req, 'host'), trustProxy > 0 ? header(req, 'x-forwarded-host') : undefined];
    return hosts.some((h) => !!h && h.trim().toLowerCase() === originHost);
  }
  return header(req, 'sec-fetch-site') !== 'cross-site';
}

export type BodyKind = 'json' | 'form';

const mediaType = (req: VercelRequest) => (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The body's kind by its media type, if it is one the forms accept. */
export function bodyKind(req: VercelRequest): BodyKind | undefined {
  const type = mediaType(req);
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : undefined;
}

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);

/**
 * The form fields of a POST: JSON or urlencoded only (415 otherwise), at most MAX_BODY_BYTES
 * (413), invalid JSON 400. Values that are not strings are kept as they are (the schema refuses
 * them); a repeated urlencoded field keeps its first value.
 */
export function readFields(req: VercelRequest): { kind: BodyKind; fields: Record<string, unknown> } {
  const kind = bodyKind(req);
  if (!kind) {
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
  if (kind !== 'form') return false;
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
