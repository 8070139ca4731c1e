// Writing an answer: JSON or a small HTML page, never cached; and the one mapping from the
// server's errors to HTTP statuses.
import type { VercelResponse } from '@vercel/node';
import { escapeHtml } from '../../src/content/html.ts';
import {
  ClientAbortedError,
  DbUnavailableError,
  HttpError,
  IdempotencyConflictError,
  RateLimitedError,
} from '../errors.ts';
import { EnvError } from '../env.ts';

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
export function allowMethods(req: { method?: string }, res: VercelResponse, methods: string[]): boolean {
  if (methods.includes(req.method ?? '')) return true;
  sendJson(
    res,
    405,
    { error: 'method_not_allowed', message: `Use ${methods.join(' or ')}.` },
    { Allow: methods.join(', ') },
  );
  return false;
}

export { escapeHtml };

/** A small self-contained HTML page (no script; inline style is allowed by the site's CSP). */
export function htmlPage(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;max-width:40rem;margin:3rem auto;' +
    'padding:0 1rem;line-height:1.6;color:#0f172a}h1{font-size:1.75rem;line-height:1.2}' +
    'a{color:#1d4ed8;font-weight:600}li{margin:.25rem 0}button{font:inherit;font-weight:600;color:#fff;' +
    'background:#1d4ed8;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}</style></head>' +
    `<body><main>${body}</main></body></html>`
  );
}

/** The HTTP answer for any error a handler throws; unexpected ones are logged. */
export function toHttpError(e: unknown, label: string): HttpError {
  if (e instanceof HttpError) return e;
  if (e instanceof RateLimitedError) {
    return new HttpError(429, 'rate_limited', 'Too many requests; try again later.', {
      'Retry-After': String(e.retryAfter),
    });
  }
  if (e instanceof IdempotencyConflictError) return new HttpError(422, 'idempotency_key_reused', e.message);
  // Nobody is left to read the answer; nothing was stored.
  if (e instanceof ClientAbortedError) {
    return new HttpError(400, 'client_aborted', 'The request body was cut off.', { Connection: 'close' });
  }
  if (e instanceof DbUnavailableError) {
    console.error(`[${label}] 503: ${e.message}`);
    return new HttpError(503, 'unavailable', 'Storage is unavailable; nothing was stored. Try again later.', {
      'Retry-After': '60',
    });
  }
  if (e instanceof EnvError) {
    console.error(`[${label}] ${e.message}`);
    return new HttpError(500, 'server_misconfigured', 'The server is misconfigured.');
  }
  console.error(`[${label}] unexpected error:`, e);
  return new HttpError(500, 'internal_error', 'Something went wrong; nothing was lost if you retry.');
}

/** Answers a thrown error as JSON. */
export function sendError(res: VercelResponse, e: unknown, label: string): void {
  const err = toHttpError(e, label);
  sendJson(res, err.status, { error: err.code, message: err.message }, err.headers);
}
