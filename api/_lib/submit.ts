// The pipeline every public form endpoint shares: method, origin, body, honeypot, validation,
// idempotency, rate limit, one transaction for the record and its mail, then a prompt delivery
// attempt. Answers JSON to scripts and a redirect or an HTML page to forms posted without JS.
import { createHash, randomUUID } from 'node:crypto';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import type { z } from 'zod';
import { fieldErrors } from '../../src/lib/schemas/contact.ts';
import { noJsErrorPage } from '../../src/content/forms.ts';
import { clientIp, rateLimitKey } from './client-ip.ts';
import { DbUnavailableError, getDb, type Db } from './db.ts';
import { EnvError, getEnv, type Env } from './env.ts';
import {
  allowMethods,
  backLink,
  escapeHtml,
  header,
  HttpError,
  htmlPage,
  idempotencyKey,
  isSameOrigin,
  noStore,
  readFields,
  sendHtml,
  sendJson,
  wantsHtml,
  type BodyKind,
} from './http.ts';
import { deliverDue, type NewMail } from './outbox.ts';
import { asRateLimited, knownBlocked, rateLimitCtes, RateLimitedError } from './rate-limit.ts';

/** The hidden field people never see; bots fill it. */
export const HONEYPOT_FIELD = 'website';
/** How long a response waits for the prompt delivery attempt before answering anyway. */
const DELIVERY_WAIT_MS = 3000;

/** Facts about the request stored with a record. */
export interface RequestMeta {
  clientIp: string;
  userAgent: string | null;
  pageUrl: string | null;
  /** The visitor's own submission time (a queued offline submission may arrive later). */
  submittedAt: Date | null;
  env: Env;
  req: VercelRequest;
}

export interface StoreContext<T> {
  db: Db;
  data: T;
  meta: RequestMeta;
  key: string;
  fingerprint: string;
  /** Rate-limit bucket (the endpoint), client key and hourly limit (0 = off). */
  rate: { bucket: string; client: string; limit: number };
}

export interface StoreResult {
  /** true when a new record was written; false for a replay of an earlier one. */
  created: boolean;
  id: string;
  /** Outbox rows to try to deliver right away. */
  mailIds: string[];
  /** Extra JSON fields of the answer. */
  extra?: Record<string, unknown>;
}

export interface FormEndpoint<S extends z.ZodType> {
  /** Rate-limit bucket and log label. */
  name: 'contact' | 'demo' | 'newsletter';
  schema: S;
  /** Where a no-JS success goes (303). */
  successLocation: string;
  /** Back link of the no-JS error page when there is no usable Referer, and the anchor to add to one. */
  back: { fallback: string; anchor: string };
  /** Writes the record (inside the transaction) and returns its id. */
  store(ctx: StoreContext<z.output<S>>): Promise<StoreResult>;
  /** Status code for a new record (default 201). */
  createdStatus?: number;
}

export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used with different data.');
    this.name = 'IdempotencyConflictError';
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Stable JSON of the validated values (sorted keys) for the replay check. */
function fingerprintOf(data: unknown): string {
  const sorted = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined && x !== '')
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, sorted(x)]),
        )
      : v;
  return sha256(JSON.stringify(sorted(data)));
}

function metaFrom(req: VercelRequest, fields: Record<string, unknown>, env: Env, ip: string): RequestMeta {
  const str = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);
  let pageUrl = str(fields.pageUrl, 2000) ?? str(header(req, 'referer'), 2000);
  if (pageUrl) {
    try {
      const u = new URL(pageUrl);
      pageUrl = u.protocol === 'http:' || u.protocol === 'https:' ? u.href.slice(0, 2000) : null;
    } catch {
      pageUrl = null;
    }
  }
  let submittedAt: Date | null = null;
  const ts = str(fields.timestamp, 40);
  if (ts) {
    const d = new Date(ts);
    // Believable times only: within the last 30 days and not in the future (5 min of clock skew).
    const now = Date.now();
    if (!Number.isNaN(d.getTime()) && d.getTime() <= now + 300_000 && d.getTime() >= now - 30 * 86_400_000) {
      submittedAt = d;
    }
  }
  const ua = str(header(req, 'user-agent'), 500) ?? str(fields.userAgent, 500);
  return {
    clientIp: ip,
    userAgent: ua?.replace(/\u0000/g, '') ?? null,
    pageUrl: pageUrl?.replace(/\u0000/g, '') ?? null,
    submittedAt,
    env,
    req,
  };
}

/** The no-JS error page: the messages, escaped, and a link back to the form. */
function errorPage(
  req: VercelRequest,
  endpoint: { back: { fallback: string; anchor: string } },
  messages: string[],
): string {
  const href = backLink(req, endpoint.back.fallback, endpoint.back.anchor);
  return htmlPage(
    noJsErrorPage.title,
    `<h1>${escapeHtml(noJsErrorPage.title)}</h1><p>${escapeHtml(noJsErrorPage.intro)}</p>` +
      `<ul>${messages.map((msg) => `<li>${escapeHtml(msg)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(href)}">${escapeHtml(noJsErrorPage.back)}</a></p>`,
  );
}

/** Messages for non-validation failures shown to no-JS visitors. */
const plainMessages: Record<number, (h: Record<string, string>) => string> = {
  403: () => 'The form was sent from another site, so it was not accepted.',
  413: () => 'The message is too long to send.',
  415: () => 'The form was sent in a format this site does not accept.',
  422: () => 'This form was already sent with different details. Reload the page and try again.',
  429: (h) =>
    `Too many messages were sent from your connection. Please try again in ${Math.ceil(Number(h['Retry-After'] ?? 3600) / 60)} minutes.`,
  503: () => 'Our system is temporarily unavailable. Please try again later.',
  500: () => 'Something went wrong on our side. Please try again later.',
};

function fail(
  req: VercelRequest,
  res: VercelResponse,
  endpoint: FormEndpoint<z.ZodType>,
  html: boolean,
  err: HttpError,
) {
  if (html) {
    const msg = (plainMessages[err.status] ?? plainMessages[500]!)(err.headers);
    sendHtml(res, err.status, errorPage(req, endpoint, [msg]), err.headers);
  } else {
    sendJson(res, err.status, { error: err.code, message: err.message }, err.headers);
  }
}

export function createFormHandler<S extends z.ZodType>(endpoint: FormEndpoint<S>) {
  return async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
    noStore(res);
    if (!allowMethods(req, res, ['POST'])) return;
    let kind: BodyKind | undefined;
    let html = false;
    try {
      let env: Env;
      try {
        env = getEnv();
      } catch (e) {
        console.error(`[${endpoint.name}] ${(e as Error).message}`);
        throw new HttpError(500, 'server_misconfigured', 'The server is misconfigured.');
      }
      const mediaIsForm = (header(req, 'content-type') ?? '')
        .toLowerCase()
        .startsWith('application/x-www-form-urlencoded');
      html = wantsHtml(req, mediaIsForm ? 'form' : undefined);
      if (!isSameOrigin(req, env.TRUST_PROXY))
        throw new HttpError(403, 'cross_origin', 'Cross-origin form posts are not accepted.');
      const ip = clientIp(req, env.TRUST_PROXY);
      const rlKey = rateLimitKey(ip);
      // A client already known to be over its limit is refused before any parsing or database work.
      const blockedFor = knownBlocked(endpoint.name, rlKey);
      if (blockedFor !== undefined && env.RATE_LIMIT_PER_HOUR > 0) throw new RateLimitedError(blockedFor);

      const body = readFields(req);
      kind = body.kind;
      html = wantsHtml(req, kind);
      const { fields } = body;

      const trap = fields[HONEYPOT_FIELD];
      if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null) {
        // Looks like success to the bot; nothing is stored or mailed.
        console.info(`[${endpoint.name}] honeypot filled from ${ip}: ignored`);
        if (html) res.redirect(303, endpoint.successLocation);
        else sendJson(res, endpoint.createdStatus ?? 201, { ok: true, id: randomUUID() });
        return;
      }

      const parsed = endpoint.schema.safeParse(fields);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        if (html) sendHtml(res, 400, errorPage(req, endpoint, Object.values(errors)));
        else sendJson(res, 400, { error: 'validation', fields: errors });
        return;
      }
      const data = parsed.data as z.output<S>;
      const fingerprint = fingerprintOf(data);
      // A form posted without a key (no JavaScript) gets one derived from its content, client
      // and the current 10-minute slot: a double click stores one record.
      const key =
        idempotencyKey(req, fields) ??
        `derived:${sha256(`${endpoint.name}|${rlKey}|${fingerprint}|${Math.floor(Date.now() / 600_000)}`)}`;

      const meta = metaFrom(req, fields, env, ip);
      const db = await getDb(env);
      const rate = { bucket: endpoint.name, client: rlKey, limit: env.RATE_LIMIT_PER_HOUR };
      let result: StoreResult;
      try {
        result = await endpoint.store({ db, data, meta, key, fingerprint, rate });
      } catch (e) {
        throw asRateLimited(e, rate.bucket, rate.client);
      }

      // Committed: try to send now, but do not keep the visitor waiting long. A failure or a
      // slow server leaves the row to the outbox timer / cron.
      if (result.mailIds.length) {
        const attempt = Promise.all(result.mailIds.map((id) => deliverDue({ id })));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([attempt, new Promise((r) => (timer = setTimeout(r, DELIVERY_WAIT_MS)))]);
        clearTimeout(timer);
      }

      if (html) {
        res.redirect(303, endpoint.successLocation);
        return;
      }
      sendJson(res, result.created ? (endpoint.createdStatus ?? 201) : 200, {
        ok: true,
        id: result.id,
        ...result.extra,
      });
    } catch (e) {
      fail(req, res, endpoint as unknown as FormEndpoint<z.ZodType>, html, toHttpError(e, endpoint.name));
    }
  };
}

export function toHttpError(e: unknown, label: string): HttpError {
  if (e instanceof HttpError) return e;
  if (e instanceof RateLimitedError) {
    return new HttpError(429, 'rate_limited', 'Too many requests; try again later.', {
      'Retry-After': String(e.retryAfter),
    });
  }
  if (e instanceof IdempotencyConflictError) return new HttpError(422, 'idempotency_key_reused', e.message);
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

/**
 * Stores a record and its notification in ONE statement (hence one transaction): INSERT ...
 * ON CONFLICT (idempotency_key) DO NOTHING, then, only for a new row, the rate-limit hit and
 * the outbox row. Over the limit, rate_limit_exceeded() aborts the whole statement. On a
 * conflict the existing row answers (422 when its data differ). One round trip for a new
 * submission matters on PGlite, where each statement costs about a millisecond.
 */
export async function insertOnce(
  ctx: StoreContext<unknown>,
  table: 'inquiries' | 'demo_requests',
  columns: Record<string, unknown>,
  mail: (id: string, createdAt: Date) => NewMail,
): Promise<StoreResult> {
  const id = randomUUID();
  const mailId = randomUUID();
  const createdAt = new Date();
  const m = mail(id, createdAt);
  const cols = ['id', 'idempotency_key', 'fingerprint', 'created_at', ...Object.keys(columns)];
  const params: unknown[] = [id, ctx.key, ctx.fingerprint, createdAt, ...Object.values(columns)];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const recordValues = cols.map((_, i) => `$${i + 1}`).join(', ');
  const rl = rateLimitCtes(p(ctx.rate.bucket), p(ctx.rate.client), p(ctx.rate.limit));
  const outboxValues = [
    p(mailId),
    p(m.kind),
    'ins.id',
    p(m.to),
    p(m.replyTo ?? null),
    p(m.subject),
    p(m.text),
    `${p(JSON.stringify(m.headers ?? {}))}::jsonb`,
  ];
  const { rows } = await ctx.db.query<{ id: string | null; mails: number }>(
    `WITH ins AS (
       INSERT INTO ${table} (${cols.join(', ')}) VALUES (${recordValues})
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
     ${rl},
     ob AS (
       INSERT INTO outbox (id, kind, ref_id, to_addr, reply_to, subject, text_body, headers)
       SELECT ${outboxValues.join(', ')} FROM ins, chk RETURNING id)
     SELECT (SELECT id FROM ins) AS id, (SELECT count(*)::int FROM ob) AS mails`,
    params,
  );
  if (rows[0]?.id) {
    if (rows[0].mails !== 1) throw new Error(`${table}: the notification was not queued`);
    return { created: true, id, mailIds: [mailId] };
  }
  const existing = await ctx.db.query<{ id: string; fingerprint: string }>(
    `SELECT id, fingerprint FROM ${table} WHERE idempotency_key = $1`,
    [ctx.key],
  );
  const row = existing.rows[0];
  if (!row) throw new Error(`${table}: idempotency key conflict without a row`);
  if (row.fingerprint !== ctx.fingerprint) throw new IdempotencyConflictError();
  return { created: false, id: row.id, mailIds: [] };
}
