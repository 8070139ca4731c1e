// Request and response helpers shared by the functions. They use only the VercelRequest /
// VercelResponse shape, so the same code runs on Vercel and behind scripts/api-router.ts.
import type { VercelRequest, VercelResponse } from '@vercel/node';

/** Largest form body accepted (bytes). */
export const MAX_BODY_BYTES = 32 * 1024;

/** An error that maps to an HTTP answer. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function header(req: VercelRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** API answers are never cached and never indexed. */
export function noStore(res: VercelResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
}

export function sendJson(
  res: VercelResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.status(status).json(body);
}

export function sendHtml(
  res: VercelResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.status(status).send(html);
}

/** Answers 405 with Allow and returns false when the method is not one of `methods`. */
export function allowMethods(req: VercelRequest, res: VercelResponse, methods: string[]): boolean {
  if (methods.includes(req.method ?? '')) return true;
  sendJson(
    res,
    405,
    { error: 'method_not_allowed', message: `Use ${methods.join(' or ')}.` },
    { Allow: methods.join(', ') },
  );
  return false;
}

/**
 * Same-origin only: when an Origin header is present its host must equal the Host header
 * (`Origin: null` from sandboxed or privacy-stripped contexts is refused too). Browsers that send
 * no Origin but say `Sec-Fetch-Site: cross-site` are refused as well.
 */
export function isSameOrigin(req: VercelRequest, trustProxy: boolean): boolean {
  const origin = header(req, 'origin');
  if (origin !== undefined) {
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      return false;
    }
    const hosts = [header(req, 'host'), trustProxy ? header(req, 'x-forwarded-host') : undefined];
    return hosts.some((h) => !!h && h.trim().toLowerCase() === originHost);
  }
  return header(req, 'sec-fetch-site') !== 'cross-site';
}

export type BodyKind = 'json' | 'form';

function mediaType(req: VercelRequest): string {
  return (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The form fields of a POST: JSON or urlencoded only (415 otherwise), at most MAX_BODY_BYTES
 * (413), invalid JSON 400. Values that are not strings are kept as they are (the schema refuses
 * them); a repeated urlencoded field keeps its first value.
 */
export function readFields(req: VercelRequest): { kind: BodyKind; fields: Record<string, unknown> } {
  const type = mediaType(req);
  const kind: BodyKind | undefined =
    type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : undefined;
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
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      if (k === '__proto__') continue;
      fields[k] = kind === 'form' && Array.isArray(v) ? v[0] : v;
    }
  }
  return { kind, fields };
}

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);

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

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A small self-contained HTML page (no script; inline style is allowed by the site's CSP). */
export function htmlPage(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;max-width:40rem;margin:3rem auto;' +
    'padding:0 1rem;line-height:1.6;color:#0f172a}h1{font-size:1.75rem;line-height:1.2}' +
    'a{color:#1d4ed8;font-weight:600}li{margin:.25rem 0}</style></head>' +
    `<body><main>${body}</main></body></html>`
  );
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

/** The public base URL for links in e-mails: SITE_URL, else this request's own origin. */
export function publicBaseUrl(req: VercelRequest, siteUrl: string | undefined, trustProxy: boolean): string {
  if (siteUrl) return siteUrl;
  const host = (trustProxy && header(req, 'x-forwarded-host')) || header(req, 'host') || 'localhost';
  const proto =
    (trustProxy && header(req, 'x-forwarded-proto')?.split(',')[0]?.trim()) ||
    ((req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http');
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
