// The one path every public form takes: method, origin, rate-limit memory, body, honeypot,
// validation, then one transaction for the submission, its rate-limit hit and its mail, then a
// prompt delivery attempt. Scripts get JSON; a form posted without JavaScript gets a redirect
// or an HTML page. A kind with a file field also accepts its files in that transaction: uploads
// named by FileRefs (JSON), or files inline in a multipart post (no JavaScript).
import { createHash } from 'node:crypto';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import type { z } from 'zod';
import { fileFields, type FileRef } from '../../src/config/attachments.ts';
import { HONEYPOT_FIELD, type FormKind } from '../../src/config/form-kinds.ts';
import { validationMessages } from '../../src/content/forms.ts';
import { attributionOf } from '../../src/features/analytics/attribution.ts';
import { fieldErrors } from '../../src/features/forms/rules.ts';
import { getEnv, type Env } from '../env.ts';
import { HttpError, RateLimitedError } from '../errors.ts';
import { clientKeys } from '../http/client-address.ts';
import { deviceSummary } from '../http/device.ts';
import { bodyKind, header, idempotencyKey, isSameOrigin, readForm, wantsHtml } from '../http/request.ts';
import { memoryBudget } from '../http/memory-budget.ts';
import { allowMethods, noStore, sendHtml, sendJson, toHttpError } from '../http/respond.ts';
import { isSingleMailbox } from '../mail/transport.ts';
import { getDb } from '../store/db.ts';
import { deliverDue, enqueueMail, waitWhileSending } from '../store/mail-outbox.ts';
import { enqueueLeadPush, type LeadPushPayload } from '../store/push.ts';
import { staffCopy } from '../../src/content/staff.ts';
import { blocked, consumeRateLimit } from '../store/rate-limit.ts';
import { insertSubmission } from '../store/submissions.ts';
import { QuotaExceededError } from '../store/uploads.ts';
import {
  attachInlineFiles,
  attachUploads,
  checkInlineFiles,
  FileRefusedError,
  sha256Hex,
  type AcceptedFile,
  type InlineFile,
} from '../uploads/accept.ts';
import type { FormKindDef, RequestFacts } from './kind.ts';
import { noJsErrorHtml, plainMessage } from './no-js-page.ts';

/** How long a response waits for the prompt delivery attempt before answering anyway. */
const DELIVERY_WAIT_MS = 3000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Stable hash of the validated values (sorted keys, empty values left out) for the replay check. */
export function fingerprintOf(data: unknown): string {
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

/** A UUID-shaped id derived from `seed`: the same request always gets the same one. */
export const derivedId = (seed: string) =>
  sha256(seed)
    .slice(0, 32)
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})$/, '$1-$2-4$3-8$4-$5');

function requestFacts(req: VercelRequest, fields: Record<string, unknown>): RequestFacts {
  const str = (v: unknown, max: number) =>
    typeof v === 'string' && v.length > 0 ? v.slice(0, max).replaceAll('\0', '') : null;
  let pageUrl = str(fields.pageUrl, 2000) ?? str(header(req, 'referer'), 2000);
  try {
    const u = pageUrl ? new URL(pageUrl) : null;
    pageUrl = u && (u.protocol === 'http:' || u.protocol === 'https:') ? u.href.slice(0, 2000) : null;
  } catch {
    pageUrl = null;
  }
  // Believable times only: within the last 30 days and not in the future (5 min of clock skew).
  const ts = new Date(str(fields.timestamp, 40) ?? NaN).getTime();
  const now = Date.now();
  const submittedAt = ts <= now + 300_000 && ts >= now - 30 * 86_400_000 ? new Date(ts) : null;
  return {
    device: deviceSummary(str(header(req, 'user-agent'), 500) ?? str(fields.userAgent, 500)),
    pageUrl,
    submittedAt,
    attribution: attributionOf(fields.attribution, now),
  };
}

/** Honeypot keys answered lately (bounded), so a replayed trap answers like a replayed submission. */
const trapped = {
  keys: new Set<string>(),
  seen(key: string): boolean {
    if (this.keys.has(key)) return true;
    if (this.keys.size >= 10_000) this.keys.delete(this.keys.values().next().value!);
    this.keys.add(key);
    return false;
  },
};

const isFilled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);

export function formHandler<S extends z.ZodType>(def: FormKindDef<S>) {
  const label = def.kind;
  const okStatus = def.createdStatus ?? 201;
  return async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
    noStore(res);
    if (!allowMethods(req, res, ['POST'])) return;
    const html = wantsHtml(req, bodyKind(req));
    const success = async (status: number, id: string) => {
      if (html) return void res.redirect(303, def.noJs.success);
      const more = def.answer ? await def.answer(await getDb(), getEnv(), id) : {};
      sendJson(res, status, { ...more, ok: true, id });
    };
    const refuse = (status: number, fields: Record<string, string>) => {
      if (html) sendHtml(res, status, noJsErrorHtml(req, def.noJs, Object.values(fields)));
      else sendJson(res, status, { error: 'validation', fields });
    };
    // The memory this request holds of the budget (a multipart body, or the files it names).
    let release = () => {};
    try {
      const env = getEnv();
      if (!isSameOrigin(req, env.TRUST_PROXY)) {
        throw new HttpError(403, 'cross_origin', 'Cross-origin form posts are not accepted.');
      }
      // The client's key under the day's salt (no address is stored or logged).
      const keys = await clientKeys(await getDb(env), req, env.TRUST_PROXY);
      const client = keys.today;
      // A client already known to be over its limit is refused before any parsing or database work.
      const wait = env.RATE_LIMIT_PER_HOUR > 0 ? blocked.check(def.kind, client) : undefined;
      if (wait !== undefined) throw new RateLimitedError(wait);

      const form = await readForm(req, { multipart: def.fileField !== undefined });
      release = form.release;
      const { kind, fields, files } = form;
      const given = idempotencyKey(req, fields);
      if (isFilled(fields[HONEYPOT_FIELD])) {
        // Answered like a real submission (a replay gets 200 and the same id); nothing is stored or mailed.
        console.info(`[${label}] honeypot filled: ignored`);
        const seed = `honeypot|${given ?? `${client}|${fingerprintOf(fields)}`}`;
        if (html) return void res.redirect(303, def.noJs.success);
        return sendJson(res, trapped.seen(seed) ? 200 : okStatus, { ok: true, id: derivedId(seed) });
      }
      const parsed = def.schema.safeParse(fields);
      if (!parsed.success) return refuse(400, fieldErrors(parsed.error));
      const data = parsed.data as z.output<S> & { email: string };
      if (!isSingleMailbox(data.email)) return refuse(400, { email: validationMessages.emailInvalid });

      // Files: named uploads (JSON) or inline parts (multipart), checked before anything is stored
      // where no database is needed; the rest is checked in the transaction.
      const field = def.fileField;
      const fileSet: Files | undefined = field
        ? kind === 'multipart'
          ? { field, inline: files.filter((f) => f.field === field), refs: [], types: [] }
          : {
              field,
              inline: [],
              refs: ((data as Record<string, unknown>)[field] as FileRef[] | undefined) ?? [],
              types: [],
            }
        : undefined;
      if (fileSet?.inline.length) fileSet.types = await checkInlineFiles(fileSet.field, fileSet.inline);
      // Inline files count in the replay check by their content and name (they have no upload id yet).
      const fingerprint = fingerprintOf(
        fileSet?.inline.length
          ? {
              ...data,
              [fileSet.field]: fileSet.inline.map((f) => ({ sha256: sha256Hex(f.bytes), filename: f.filename })),
            }
          : data,
      );
      // A form posted without a key (no JavaScript) gets one derived from its content, client
      // and the current 10-minute slot: a double click stores one record.
      const key =
        given ?? `derived:${sha256(`${def.kind}|${client}|${fingerprint}|${Math.floor(Date.now() / 600_000)}`)}`;
      const facts = requestFacts(req, fields);
      // Named uploads are read back whole to be checked: as much as the field allows, reserved
      // before the transaction so no transaction waits for memory.
      if (fileSet?.refs.length) release = await memoryBudget.reserve(fileFields[fileSet.field].maxTotalBytes);
      const stored = await store(def, env, { key, fingerprint, data, facts, keys, files: fileSet });
      release();

      // Committed: try to send now, but do not keep the visitor waiting long. A failure or a slow
      // server leaves the row to the outbox timer or cron. A row the timer claimed first (its
      // poll can come between the commit and this try) is waited for the same way.
      if (stored.outboxIds.length) {
        let timer: NodeJS.Timeout | undefined;
        const ids = stored.outboxIds;
        await Promise.race([
          Promise.all(ids.map((id) => deliverDue({ id }))).then(() =>
            waitWhileSending(ids, Date.now() + DELIVERY_WAIT_MS),
          ),
          new Promise((r) => (timer = setTimeout(r, DELIVERY_WAIT_MS))),
        ]);
        clearTimeout(timer);
      }
      return await success(stored.created ? okStatus : 200, stored.id);
    } catch (e) {
      if (e instanceof FileRefusedError) return refuse(400, { [e.field]: e.message });
      const err =
        e instanceof QuotaExceededError
          ? new HttpError(429, 'upload_quota', e.message, { 'Retry-After': '86400' })
          : toHttpError(e, label);
      // The file limits say what went wrong in their own words; other refusals in plain ones.
      const words =
        err.code === 'upload_quota' || (err.status === 413 && kindIsMultipart(req)) ? err.message : undefined;
      if (html)
        sendHtml(
          res,
          err.status,
          noJsErrorHtml(req, def.noJs, [words ?? plainMessage(err.status, err.headers)]),
          err.headers,
        );
      else sendJson(res, err.status, { error: err.code, message: err.message }, err.headers);
    } finally {
      release();
    }
  };
}

const kindIsMultipart = (req: VercelRequest) => bodyKind(req) === 'multipart';

/** A kind's files in one submission: named uploads or inline files (with their sniffed types). */
interface Files {
  field: NonNullable<FormKindDef['fileField']>;
  refs: FileRef[];
  inline: InlineFile[];
  types: string[];
}

interface Submission<T> {
  key: string;
  fingerprint: string;
  data: T & { email: string };
  facts: RequestFacts;
  /** The client's keys (clientKeys): for the rate limit and the upload quota. */
  keys: { today: string; yesterday?: string };
  files?: Files;
}

/**
 * The submission, its files, its rate-limit hit and its mail, in one transaction; a replay
 * changes nothing. A refused file throws and rolls the submission back.
 */
async function store<S extends z.ZodType>(def: FormKindDef<S>, env: Env, s: Submission<z.output<S>>) {
  const db = await getDb(env);
  return db.transaction(async (tx) => {
    const row = await insertSubmission(tx, {
      kind: def.kind,
      key: s.key,
      fingerprint: s.fingerprint,
      email: s.data.email,
      // The file field is stored as attachments rows, not among the fields.
      fields: Object.fromEntries(
        Object.entries(s.data as Record<string, unknown>).filter(
          ([k, v]) => v !== '' && v !== undefined && k !== s.files?.field,
        ),
      ),
      ...s.facts,
    });
    if (!row.created) return { ...row, outboxIds: [] as string[] };
    let attachments: AcceptedFile[] = [];
    const f = s.files;
    if (f?.refs.length) attachments = await attachUploads(tx, row.id, f.field, f.refs);
    else if (f?.inline.length) {
      attachments = await attachInlineFiles(tx, row.id, f.field, f.inline, f.types, {
        client: s.keys.today,
        earlier: s.keys.yesterday,
        quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
      });
    }
    await consumeRateLimit(tx, def.kind, s.keys.today, env.RATE_LIMIT_PER_HOUR);
    const mails = await def.mails({
      tx,
      id: row.id,
      data: s.data,
      facts: s.facts,
      createdAt: new Date(),
      env,
      attachments,
    });
    const outboxIds: string[] = [];
    for (const m of mails) outboxIds.push(await enqueueMail(tx, m));
    // A push to each staff device, in the same transaction: a stored lead always has its pushes.
    if (env.vapid)
      outboxIds.push(
        ...(await enqueueLeadPush(tx, row.id, leadPush(def.kind, row.id, s.data as Record<string, unknown>))),
      );
    return { ...row, outboxIds };
  });
}

/** A new lead's notification: its kind, the person and the company; never what they wrote. */
export function leadPush(kind: FormKind, id: string, data: Record<string, unknown>): LeadPushPayload {
  const text = (k: string) => (typeof data[k] === 'string' ? (data[k] as string).trim() : '');
  return {
    title: staffCopy.push.title(staffCopy.kinds[kind]),
    body: staffCopy.push.body(text('name') || text('email'), text('company') || text('organization')),
    url: `/staff/leads/${id}`,
    tag: `lead-${id}`,
  };
}
