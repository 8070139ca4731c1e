// Runs the Vercel functions in api/ inside the local server (`npm start`, tests, bench): maps
// /api/<path> to api/<path>.ts through a fixed table, gives the handlers the VercelRequest /
// VercelResponse shape (query, cookies, lazily parsed body; status/json/send/redirect) so the
// same files run on Vercel unchanged, opens and migrates the database at start and runs the mail
// outbox's delivery timer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { VercelApiHandler, VercelRequest, VercelResponse } from '@vercel/node';
import { closeDb, getDb } from '../api/_lib/db.ts';
import { loadEnv, redactUrl } from '../api/_lib/env.ts';
import { closeTransports } from '../api/_lib/mail.ts';
import { startDeliveryTimer } from '../api/_lib/outbox.ts';
import { pruneRateLimits } from '../api/_lib/rate-limit.ts';

export interface ApiRouter {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  close(): Promise<void>;
}

type Loader = () => Promise<{ default: VercelApiHandler }>;

/** Every function, by its path under /api/. A new file in api/ needs a line here. */
export const apiRoutes: Record<string, Loader> = {
  'send-contact-email': () => import('../api/send-contact-email.ts'),
  'demo-request': () => import('../api/demo-request.ts'),
  newsletter: () => import('../api/newsletter.ts'),
  health: () => import('../api/health.ts'),
  inquiries: () => import('../api/inquiries.ts'),
  'cron/deliver-outbox': () => import('../api/cron/deliver-outbox.ts'),
};

/** Vercel refuses bodies over 4.5 MB; the local server stops reading at 1 MB (functions allow 32 KB). */
const MAX_READ_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_READ_BYTES) {
        reject(new BodyTooLarge());
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

class ApiError extends Error {
  constructor(
    public statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body as @vercel/node parses it: by Content-Type, on first access; invalid JSON throws a 400. */
function parseBody(body: Buffer, contentType: string | undefined): unknown {
  const type = (contentType ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    const text = body.toString();
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      throw new ApiError(400, 'Invalid JSON');
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
async function toVercel(req: IncomingMessage, res: ServerResponse, url: URL): Promise<[VercelRequest, VercelResponse]> {
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
  const body = contentType === undefined ? Buffer.alloc(0) : await readBody(req);
  lazy(vreq, 'body', () => parseBody(body, contentType));
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

function sendError(res: ServerResponse, status: number, error: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error, message }));
}

export async function createApiRouter(): Promise<ApiRouter> {
  // Validate the configuration first: a bad value stops the server with a clear message.
  const env = loadEnv();

  if (env.DATABASE_URL) console.log(`[api] database: PostgreSQL at ${redactUrl(env.DATABASE_URL)}`);
  else console.log(`[api] database: embedded PGlite in ${env.DATA_DIR} (set DATABASE_URL to use PostgreSQL)`);
  try {
    const started = performance.now();
    const db = await getDb(env);
    console.log(`[api] database ready (${db.kind}, ${Math.round(performance.now() - started)} ms)`);
  } catch (e) {
    // PostgreSQL may come back later: functions answer 503 until it does.
    console.error(`[api] database unavailable at start-up: ${(e as Error).message}`);
  }
  if (env.SMTP_URL) {
    console.log(`[api] mail: SMTP ${redactUrl(env.SMTP_URL)}, from ${env.MAIL_FROM} to ${env.MAIL_TO}`);
  } else {
    console.log('[api] mail: SMTP_URL not set: messages wait in the outbox');
  }
  console.log(
    `[api] rate limit: ${env.RATE_LIMIT_PER_HOUR || 'off'}${env.RATE_LIMIT_PER_HOUR ? ' per hour per endpoint and client' : ''}; ` +
      `client address from ${env.TRUST_PROXY ? 'X-Forwarded-For (TRUST_PROXY)' : 'the socket'}; ` +
      `/api/inquiries ${env.ADMIN_TOKEN ? 'enabled' : 'disabled (ADMIN_TOKEN not set)'}`,
  );

  let ticks = 0;
  const stopTimer = startDeliveryTimer(env.OUTBOX_POLL_SECONDS * 1000, async () => {
    if (++ticks % 240 === 0) {
      const db = await getDb().catch(() => null);
      if (db) await pruneRateLimits(db).catch(() => undefined);
    }
  });

  // Each module is imported once: a repeated import() still costs a trip through the loader hooks.
  const handlers = new Map<string, Promise<VercelApiHandler>>();
  const loadHandler = (name: string, load: Loader) => {
    let h = handlers.get(name);
    if (!h) {
      h = load().then((m) => m.default);
      h.catch(() => handlers.delete(name));
      handlers.set(name, h);
    }
    return h;
  };

  const inFlight = new Set<Promise<void>>();
  let closed = false;
  let closing: Promise<void> | undefined;

  async function run(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const name = url.pathname.slice('/api/'.length).replace(/\/+$/, '');
    const load = Object.hasOwn(apiRoutes, name) ? apiRoutes[name] : undefined;
    if (!load) {
      req.resume();
      sendError(res, 404, 'not_found', `No function at ${url.pathname}`);
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_READ_BYTES) {
      res.setHeader('Connection', 'close');
      sendError(res, 413, 'payload_too_large', 'Request body too large.');
      req.resume();
      return;
    }
    try {
      const [vreq, vres] = await toVercel(req, res, url);
      const handler = await loadHandler(name, load);
      await handler(vreq, vres);
    } catch (e) {
      if (e instanceof BodyTooLarge) return sendError(res, 413, 'payload_too_large', 'Request body too large.');
      if (e instanceof ApiError) return sendError(res, e.statusCode, 'bad_request', e.message);
      console.error(`[api] ${req.method} ${url.pathname} failed:`, e);
      sendError(res, 500, 'internal_error', 'Something went wrong.');
    }
  }

  return {
    async handle(req, res, url) {
      if (closed) return sendError(res, 503, 'shutting_down', 'The server is shutting down.');
      const p = run(req, res, url);
      inFlight.add(p);
      try {
        await p;
      } finally {
        inFlight.delete(p);
      }
    },
    close() {
      closing ??= (async () => {
        closed = true;
        await stopTimer();
        await Promise.allSettled([...inFlight]);
        closeTransports();
        await closeDb();
      })();
      return closing;
    },
  };
}
