// Gives Node's req/res the helpers Vercel's Node runtime adds (query, cookies, a lazily parsed
// body; status, send, json, redirect), so the handlers in server/app.ts run locally exactly as
// they do on Vercel. The body is read up to MAX_BODY_BYTES, the limit every function enforces,
// and then, as @vercel/node does, the request stream is restored so a handler can read the raw
// bytes again. A body declared larger is answered 413 at once, unread. Handlers that read their
// own body (readsOwnBody: uploads, multipart posts) get the stream as it arrives.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { PassThrough } from 'node:stream';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { asClientAbort, ClientAbortedError, HttpError } from '../errors.ts';
import { bodyTooLarge, declaredLength, MAX_BODY_BYTES, readsOwnBody } from '../http/request.ts';

const tooLarge = (max: number) => bodyTooLarge(`The request body is larger than ${Math.floor(max / 1024)} KB.`);

export function readBody(req: IncomingMessage, max = MAX_BODY_BYTES): Promise<Buffer> {
  if (declaredLength(req) > max) return Promise.reject(tooLarge(max));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (e: Error) => {
      req.removeAllListeners('data');
      req.resume();
      reject(e);
    };
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) return fail(tooLarge(max));
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('aborted', () => fail(new ClientAbortedError()));
    // However the request ends before its body (a timeout, a destroy), the wait ends with it.
    req.on('close', () => {
      if (!req.complete) fail(new ClientAbortedError());
    });
    req.on('error', (e: NodeJS.ErrnoException) => fail(asClientAbort(e)));
  });
}

/**
 * Replays the already-read body to later 'data'/'end' listeners and read() calls, as
 * @vercel/node's restoreBody does (dist/dev-server.mjs), so handlers behave the same here.
 */
export function restoreBody(req: IncomingMessage, body: Buffer): void {
  const replay = new PassThrough();
  const on = replay.on.bind(replay);
  const originalOn = req.on.bind(req);
  req.read = replay.read.bind(replay);
  req.on = req.addListener = ((name: string | symbol, cb: (...args: unknown[]) => void) => {
    if (name === 'data' || name === 'end') on(name, cb);
    else originalOn(name, cb);
    return req;
  }) as IncomingMessage['on'];
  replay.end(body);
}

/** The body as @vercel/node parses it: by Content-Type, on first access; invalid JSON throws a 400. */
function parseBody(body: Buffer, contentType: string | undefined): unknown {
  const type = (contentType ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    const text = body.toString();
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      throw new HttpError(400, 'bad_request', 'Invalid JSON');
    }
  }
  if (type === 'application/octet-stream') return body;
  if (type === 'application/x-www-form-urlencoded') return { ...parseQuery(body.toString()) };
  if (type === 'text/plain') return body.toString();
  return undefined;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    if (!k || k in out) continue;
    let v = part.slice(i + 1).trim();
    if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1);
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

function lazy<T>(target: object, prop: string, get: () => T): void {
  Object.defineProperty(target, prop, {
    configurable: true,
    enumerable: true,
    get() {
      const value = get();
      Object.defineProperty(target, prop, { configurable: true, enumerable: true, writable: true, value });
      return value;
    },
    set(value: T) {
      Object.defineProperty(target, prop, { configurable: true, enumerable: true, writable: true, value });
    },
  });
}

/** Adds the Vercel helpers to node's req/res (the same behaviour as @vercel/node's). */
export async function toVercel(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<[VercelRequest, VercelResponse]> {
  const vreq = req as VercelRequest;
  const vres = res as VercelResponse;
  lazy(vreq, 'query', () => {
    const q: Record<string, string | string[]> = {};
    url.searchParams.forEach((value, key) => {
      const prev = q[key];
      q[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    });
    return q;
  });
  lazy(vreq, 'cookies', () => parseCookies(req.headers.cookie));
  const contentType = req.headers['content-type'];
  if (readsOwnBody(url.pathname, contentType)) {
    // As @vercel/node parses it: nothing for these media types.
    lazy(vreq, 'body', () => undefined);
  } else {
    if (declaredLength(req) > MAX_BODY_BYTES) throw tooLarge(MAX_BODY_BYTES);
    const body = contentType === undefined ? Buffer.alloc(0) : await readBody(req);
    if (contentType !== undefined) restoreBody(req, body);
    lazy(vreq, 'body', () => parseBody(body, contentType));
  }
  vres.status = (code: number) => {
    res.statusCode = code;
    return vres;
  };
  vres.send = (payload: unknown) => {
    if (payload !== null && typeof payload === 'object' && !Buffer.isBuffer(payload)) return vres.json(payload);
    let chunk: string | Buffer | undefined =
      payload === undefined || payload === null ? undefined : Buffer.isBuffer(payload) ? payload : String(payload);
    if (!res.getHeader('content-type')) {
      res.setHeader('Content-Type', Buffer.isBuffer(chunk) ? 'application/octet-stream' : 'text/html; charset=utf-8');
    }
    if (res.statusCode === 204 || res.statusCode === 304) chunk = undefined;
    if (chunk !== undefined) res.setHeader('Content-Length', Buffer.byteLength(chunk));
    res.end(req.method === 'HEAD' ? undefined : chunk);
    return vres;
  };
  vres.json = (value: unknown) => {
    if (!res.getHeader('content-type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return vres.send(JSON.stringify(value));
  };
  vres.redirect = (statusOrUrl: string | number, maybeUrl?: string) => {
    const [code, location] = typeof statusOrUrl === 'string' ? [307, statusOrUrl] : [statusOrUrl, maybeUrl];
    if (typeof location !== 'string') throw new Error('res.redirect(status, url) needs a URL');
    res.writeHead(code, { Location: location }).end();
    return vres;
  };
  return [vreq, vres];
}
