// /api/staff/<action>: the staff inbox's API (Vercel rewrites it to /api/staff?action=<action>).
// Session-authenticated by an HttpOnly cookie, never cached, no CORS; every POST must carry this
// site's Origin. Passkeys only: an account enrols one through a one-time link (`npm run staff`).
//
//   GET  session                 who is signed in (401 when nobody)
//   POST enrol-options {token}   WebAuthn creation options for a valid link
//   POST enrol {token, response} stores the passkey, uses the link up, signs in
//   POST sign-in-options         WebAuthn request options (any enrolled passkey)
//   POST sign-in {response}      signs in
//   POST sign-out                ends the session
//   GET  leads?kind&status&q&cursor&limit   newest first, with counts per status
//   GET  lead?id                 one lead: every field, its files, its mail and notes
//   POST update-lead?id {status?, assignee?}   status new → in_progress → done; assignee an e-mail or null
//   POST add-note?id {text}      an internal note, signed with the author and time
//   GET  export?kind&status&q    CSV of the filter (cells safe from spreadsheet formulas)
//   GET  attachment?id           a lead's file, as a download
//   GET  health                  mail waiting, stuck or failed, with the reasons
//   GET  accounts                the staff, for the assignee list
//   POST link {email}            (admins) a new enrolment link for an account: the recovery path
//   GET  push-key                the VAPID public key a device subscribes with (null: push is not set up)
//   POST push-subscribe {subscription}   this device gets a push for each new lead
//   POST push-unsubscribe {endpoint}     it stops
//   POST add-account {email, admin?}  an admin's session, or a script's Bearer ADMIN_TOKEN (`npm run staff -- add --url`)
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { site } from '../../src/config/site.ts';
import { formKindNames, type FormKind } from '../../src/config/form-kinds.ts';
import { getEnv, type Env } from '../env.ts';
import { HttpError } from '../errors.ts';
import { clientIp, rateLimitKey } from '../http/client-address.ts';
import { header, queryParam, readFields } from '../http/request.ts';
import { isLoopbackHttp } from '../http/request-target.ts';
import { allowMethods, noStore, sendError, sendJson } from '../http/respond.ts';
import { requireSession, setSessionCookie, staffOrigin } from '../staff/auth.ts';
import { attachmentsBySubmission } from '../store/attachments.ts';
import { getDb, type Db } from '../store/db.ts';
import { blocked, consumeRateLimit } from '../store/rate-limit.ts';
import {
  addPasskey,
  audit,
  checkLink,
  createSession,
  endSession,
  findAccount,
  findPasskey,
  listAccounts,
  passkeyIdsOf,
  saveChallenge,
  takeChallenge,
  touchPasskey,
  useLink,
} from '../store/staff.ts';
import { countByStatus, leadStatuses, listSubmissions, type LeadStatus } from '../store/submissions.ts';
import { addNote, mailOf, mailProblems, notesOf, NOTE_MAX_CHARS, updateLead } from '../store/leads.ts';
import { findAttachment } from '../store/attachments.ts';
import { mailHealth } from '../store/mail-outbox.ts';
import { addSubscription, removeSubscription } from '../store/push.ts';
import { addStaff, newLink, StaffAccountError } from '../staff/accounts.ts';
import { bearerMatches } from '../http/auth.ts';
import { flatten, toCsv } from '../staff/export.ts';
import { streamAttachment } from './attachments.ts';

export const LEADS_PAGE = 50;
const MAX_PAGE = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Ctx {
  req: VercelRequest;
  res: VercelResponse;
  env: Env;
  db: Db;
  ip: string;
}

// Loaded on first use: with its X.509 and ASN.1 parsers it would add to every server's memory at rest.
const webauthn = () => import('@simplewebauthn/server');

const refused = (message: string) => new HttpError(400, 'refused', message);

/** Whether any text in a parsed body (keys included) holds a NUL. */
const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : Array.isArray(v)
      ? v.some(hasNul)
      : !!v && typeof v === 'object' && Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x));

/** The request's fields; refused whole when any text holds a NUL, which PostgreSQL cannot store or compare. */
function bodyOf(req: VercelRequest): { fields: Record<string, unknown> } {
  const { fields } = readFields(req);
  if (hasNul(fields)) throw new HttpError(400, 'invalid_text', 'Text must not contain NUL characters.');
  return { fields };
}

/** A challenge or credential id as WebAuthn writes them: base64url. */
const BASE64URL = /^[A-Za-z0-9_-]{16,1366}$/;

/** Counts one attempt for this client (failed ones too) and refuses past the hourly limit. */
async function limitAttempts(ctx: Ctx, bucket: string, limit: number): Promise<void> {
  const key = rateLimitKey(ctx.ip);
  const wait = blocked.check(bucket, key);
  if (wait !== undefined)
    throw new HttpError(429, 'rate_limited', 'Too many attempts; try again later.', { 'Retry-After': String(wait) });
  await consumeRateLimit(ctx.db, bucket, key, limit);
}

/** The challenge a WebAuthn response signed (from its client data), or a clear refusal. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string {
  try {
    const json = Buffer.from(String(response.response?.clientDataJSON), 'base64url').toString('utf8');
    const challenge = (JSON.parse(json) as { challenge?: unknown }).challenge;
    if (typeof challenge === 'string' && BASE64URL.test(challenge)) return challenge;
  } catch {
    /* refused below */
  }
  throw refused('The passkey answer is malformed.');
}

const asObject = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function responseField<T>(fields: Record<string, unknown>): T {
  const r = asObject(fields.response);
  if (!r || typeof r.id !== 'string' || !BASE64URL.test(r.id) || !asObject(r.response)) {
    throw refused('Send the passkey answer as "response".');
  }
  return r as T;
}

const linkToken = (fields: Record<string, unknown>) => {
  const t = fields.token;
  if (typeof t !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(t))
    throw refused('The link is incomplete: open it again from the e-mail.');
  return t;
};

const linkRefusal = {
  unknown: 'This link is not valid.',
  used: 'This link was already used: ask an admin for a new one.',
  expired: 'This link has expired: ask an admin for a new one.',
};

async function enrolOptions(ctx: Ctx, origin: URL): Promise<void> {
  const token = linkToken(bodyOf(ctx.req).fields);
  await limitAttempts(ctx, 'staff-options', ctx.env.STAFF_SIGN_IN_PER_HOUR * 5);
  const link = await checkLink(ctx.db, token);
  if (!link.ok) throw new HttpError(410, `link_${link.reason}`, linkRefusal[link.reason]);
  const existing = await passkeyIdsOf(ctx.db, link.account.id);
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: `${site.name} staff`,
    rpID: origin.hostname,
    userName: link.account.email,
    userID: new TextEncoder().encode(link.account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await saveChallenge(ctx.db, options.challenge, 'enrol', token);
  sendJson(ctx.res, 200, { options, email: link.account.email });
}

async function enrol(ctx: Ctx, origin: URL): Promise<void> {
  const { fields } = bodyOf(ctx.req);
  const token = linkToken(fields);
  const response = responseField<RegistrationResponseJSON>(fields);
  await limitAttempts(ctx, 'staff-sign-in', ctx.env.STAFF_SIGN_IN_PER_HOUR);
  const link = await checkLink(ctx.db, token);
  if (!link.ok) {
    await audit(ctx.db, { action: 'enrol-refused', detail: { reason: link.reason }, clientIp: ctx.ip });
    throw new HttpError(410, `link_${link.reason}`, linkRefusal[link.reason]);
  }
  const challenge = challengeOf(response);
  const fail = async (reason: string) => {
    await audit(ctx.db, { action: 'enrol-refused', account: link.account, detail: { reason }, clientIp: ctx.ip });
    return refused('The passkey could not be verified. Try again.');
  };
  if (!(await takeChallenge(ctx.db, challenge, 'enrol', token))) throw await fail('challenge');
  let info;
  try {
    const v = await (
      await webauthn()
    ).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin.origin,
      expectedRPID: origin.hostname,
      requireUserVerification: true,
    });
    if (!v.verified) throw new Error('not verified');
    info = v.registrationInfo;
  } catch {
    throw await fail('signature');
  }
  const sessionToken = await ctx.db.transaction(async (tx) => {
    if (!(await useLink(tx, token))) throw new HttpError(410, 'link_used', linkRefusal.used);
    await addPasskey(tx, {
      id: info.credential.id,
      accountId: link.account.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
    });
    await audit(tx, { action: 'enrol', account: link.account, clientIp: ctx.ip });
    return createSession(tx, link.account.id);
  });
  setSessionCookie(ctx.res, origin, sessionToken);
  sendJson(ctx.res, 200, { account: { email: link.account.email, isAdmin: link.account.isAdmin } });
}

async function signInOptions(ctx: Ctx, origin: URL): Promise<void> {
  await limitAttempts(ctx, 'staff-options', ctx.env.STAFF_SIGN_IN_PER_HOUR * 5);
  // No allowCredentials: the passkey names its account (discoverable), so nobody learns which addresses exist.
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({ rpID: origin.hostname, userVerification: 'required' });
  await saveChallenge(ctx.db, options.challenge, 'sign-in', null);
  sendJson(ctx.res, 200, { options });
}

async function signIn(ctx: Ctx, origin: URL): Promise<void> {
  const response = responseField<AuthenticationResponseJSON>(bodyOf(ctx.req).fields);
  await limitAttempts(ctx, 'staff-sign-in', ctx.env.STAFF_SIGN_IN_PER_HOUR);
  const challenge = challengeOf(response);
  const passkey = await findPasskey(ctx.db, response.id);
  const fail = async (reason: string) => {
    await audit(ctx.db, { action: 'sign-in-refused', account: passkey?.account, detail: { reason }, clientIp: ctx.ip });
    return new HttpError(401, 'sign_in_refused', 'That passkey is not enrolled here, or it could not be verified.');
  };
  if (!(await takeChallenge(ctx.db, challenge, 'sign-in', null))) throw await fail('challenge');
  if (!passkey) throw await fail('unknown passkey');
  let newCounter: number;
  try {
    const v = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin.origin,
      expectedRPID: origin.hostname,
      credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter },
      requireUserVerification: true,
    });
    if (!v.verified) throw new Error('not verified');
    newCounter = v.authenticationInfo.newCounter;
  } catch {
    throw await fail('signature');
  }
  await touchPasskey(ctx.db, passkey.id, newCounter);
  const token = await createSession(ctx.db, passkey.accountId);
  await audit(ctx.db, { action: 'sign-in', account: passkey.account, clientIp: ctx.ip });
  setSessionCookie(ctx.res, origin, token);
  sendJson(ctx.res, 200, { account: { email: passkey.account.email, isAdmin: passkey.account.isAdmin } });
}

async function signOut(ctx: Ctx, origin: URL): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  await endSession(ctx.db, session.token);
  await audit(ctx.db, { action: 'sign-out', account: session.account, clientIp: ctx.ip });
  setSessionCookie(ctx.res, origin, '', 0);
  ctx.res.status(204).end();
}

function leadFilter(req: VercelRequest): { kind?: FormKind; status?: LeadStatus; q?: string } {
  const kind = queryParam(req, 'kind') || undefined;
  if (kind !== undefined && !formKindNames.includes(kind as FormKind)) {
    throw new HttpError(400, 'invalid_kind', `kind must be one of ${formKindNames.join(', ')}.`);
  }
  const status = queryParam(req, 'status') || undefined;
  if (status !== undefined && !leadStatuses.includes(status as LeadStatus)) {
    throw new HttpError(400, 'invalid_status', `status must be one of ${leadStatuses.join(', ')}.`);
  }
  // NUL cannot be searched for (nor stored): dropped.
  const q = (queryParam(req, 'q') ?? '').replaceAll('\u0000', '').slice(0, 200).trim() || undefined;
  return { kind: kind as FormKind | undefined, status: status as LeadStatus | undefined, q };
}

async function leads(ctx: Ctx): Promise<void> {
  await requireSession(ctx.req, ctx.db);
  const filter = leadFilter(ctx.req);
  const rawLimit = queryParam(ctx.req, 'limit');
  const limit = rawLimit ? Number(rawLimit) : LEADS_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new HttpError(400, 'invalid_limit', `limit must be a whole number from 1 to ${MAX_PAGE}.`);
  }
  const rawCursor = queryParam(ctx.req, 'cursor') || undefined;
  const cursor = rawCursor === undefined ? undefined : Number(rawCursor);
  if (cursor !== undefined && !(Number.isSafeInteger(cursor) && cursor > 0)) {
    throw new HttpError(400, 'invalid_cursor', 'cursor must be the nextCursor of an earlier page.');
  }
  const [page, counts] = await Promise.all([
    listSubmissions(ctx.db, { ...filter, limit, cursor }),
    countByStatus(ctx.db, { kind: filter.kind, q: filter.q }),
  ]);
  sendJson(ctx.res, 200, { leads: page.inquiries, nextCursor: page.nextCursor, counts });
}

const noLead = () => new HttpError(404, 'not_found', 'No such lead.');

function leadId(req: VercelRequest): string {
  const id = queryParam(req, 'id') ?? '';
  if (!UUID.test(id)) throw noLead();
  return id;
}

async function lead(ctx: Ctx): Promise<void> {
  await requireSession(ctx.req, ctx.db);
  const id = leadId(ctx.req);
  const { inquiries } = await listSubmissions(ctx.db, { id, limit: 1 });
  const found = inquiries[0];
  if (!found) throw noLead();
  const [files, notes, mail] = await Promise.all([
    attachmentsBySubmission(ctx.db, [id]),
    notesOf(ctx.db, id),
    mailOf(ctx.db, id),
  ]);
  sendJson(ctx.res, 200, { lead: { ...found, attachments: files.get(id) ?? [], notes, mail } });
}

async function updateLeadAction(ctx: Ctx): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  const id = leadId(ctx.req);
  const { fields } = bodyOf(ctx.req);
  const change: { status?: LeadStatus; assigneeId?: string | null } = {};
  if (fields.status !== undefined) {
    if (!leadStatuses.includes(fields.status as LeadStatus)) {
      throw new HttpError(400, 'invalid_status', `status must be one of ${leadStatuses.join(', ')}.`);
    }
    change.status = fields.status as LeadStatus;
  }
  if (fields.assignee !== undefined) {
    if (fields.assignee === null || fields.assignee === '') change.assigneeId = null;
    else {
      const account = typeof fields.assignee === 'string' ? await findAccount(ctx.db, fields.assignee) : null;
      if (!account)
        throw new HttpError(400, 'invalid_assignee', 'The assignee must be a staff member’s e-mail, or null.');
      change.assigneeId = account.id;
    }
  }
  if (change.status === undefined && change.assigneeId === undefined) {
    throw new HttpError(400, 'nothing_to_change', 'Send a status, an assignee, or both.');
  }
  if (!(await updateLead(ctx.db, id, change))) throw noLead();
  await audit(ctx.db, {
    action: 'lead-updated',
    account: session.account,
    detail: { lead: id, ...fields },
    clientIp: ctx.ip,
  });
  const { inquiries } = await listSubmissions(ctx.db, { id, limit: 1 });
  sendJson(ctx.res, 200, { lead: inquiries[0] });
}

async function addNoteAction(ctx: Ctx): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  const id = leadId(ctx.req);
  const text = bodyOf(ctx.req).fields.text;
  if (typeof text !== 'string' || !text.trim() || text.length > NOTE_MAX_CHARS) {
    throw new HttpError(400, 'invalid_note', `A note is 1 to ${NOTE_MAX_CHARS} characters of text.`);
  }
  const { inquiries } = await listSubmissions(ctx.db, { id, limit: 1 });
  if (!inquiries[0]) throw noLead();
  const note = await addNote(ctx.db, id, session.account, text.trim());
  await audit(ctx.db, { action: 'note-added', account: session.account, detail: { lead: id }, clientIp: ctx.ip });
  sendJson(ctx.res, 201, { note });
}

/** At most this many rows in one export (a page of the listing at a time). */
export const EXPORT_MAX_ROWS = 50_000;

async function exportCsv(ctx: Ctx): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  const filter = leadFilter(ctx.req);
  const rows = [];
  let cursor: number | undefined;
  do {
    const page = await listSubmissions(ctx.db, { ...filter, limit: 1000, cursor });
    const files = await attachmentsBySubmission(
      ctx.db,
      page.inquiries.map((i) => i.id),
    );
    for (const i of page.inquiries) rows.push(flatten({ ...i, attachments: files.get(i.id) ?? [] }));
    cursor = page.nextCursor ? Number(page.nextCursor) : undefined;
  } while (cursor !== undefined && rows.length < EXPORT_MAX_ROWS);
  await audit(ctx.db, {
    action: 'export',
    account: session.account,
    detail: { ...filter, rows: rows.length },
    clientIp: ctx.ip,
  });
  const day = new Date().toISOString().slice(0, 10);
  ctx.res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  ctx.res.setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`);
  ctx.res.status(200).send(toCsv(rows));
}

async function attachment(ctx: Ctx): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  const id = queryParam(ctx.req, 'id') ?? '';
  const a = UUID.test(id) ? await findAttachment(ctx.db, id) : undefined;
  if (!a) throw new HttpError(404, 'not_found', 'No attachment with this id.');
  await audit(ctx.db, {
    action: 'download',
    account: session.account,
    detail: { attachment: a.id, lead: a.submissionId, filename: a.filename },
    clientIp: ctx.ip,
  });
  await streamAttachment(ctx.req, ctx.res, ctx.db, a);
}

async function health(ctx: Ctx): Promise<void> {
  await requireSession(ctx.req, ctx.db);
  const [mail, problems] = await Promise.all([mailHealth(ctx.db), mailProblems(ctx.db)]);
  sendJson(ctx.res, 200, { mail: { ...mail, smtpConfigured: !!ctx.env.SMTP_URL }, problems });
}

async function accounts(ctx: Ctx): Promise<void> {
  await requireSession(ctx.req, ctx.db);
  const list = await listAccounts(ctx.db);
  sendJson(ctx.res, 200, { accounts: list.map((a) => ({ email: a.email, isAdmin: a.isAdmin })) });
}

async function link(ctx: Ctx): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  if (!session.account.isAdmin) throw new HttpError(403, 'admins_only', 'Only an admin can issue sign-in links.');
  const email = bodyOf(ctx.req).fields.email;
  try {
    const { url } = await newLink(ctx.db, ctx.env, typeof email === 'string' ? email : '', session.account.email);
    sendJson(ctx.res, 200, { url, emailed: !!ctx.env.SMTP_URL });
  } catch (e) {
    if (e instanceof StaffAccountError) throw new HttpError(404, 'no_account', e.message);
    throw e;
  }
}

async function addAccountAction(ctx: Ctx): Promise<void> {
  let by: string;
  if (header(ctx.req, 'authorization') !== undefined) {
    // A script's call, not a browser's: the token is the credential, so no cookie and no Origin.
    if (!ctx.env.ADMIN_TOKEN) throw new HttpError(404, 'not_found', 'Set ADMIN_TOKEN to manage accounts over HTTP.');
    if (!bearerMatches(ctx.req, ctx.env.ADMIN_TOKEN)) {
      throw new HttpError(401, 'unauthorized', 'Send Authorization: Bearer $ADMIN_TOKEN.', {
        'WWW-Authenticate': 'Bearer realm="staff"',
      });
    }
    by = 'api';
  } else {
    // An admin in the inbox: the session, from this site's pages.
    staffOrigin(ctx.req, ctx.env.TRUST_PROXY);
    const session = await requireSession(ctx.req, ctx.db);
    if (!session.account.isAdmin) throw new HttpError(403, 'admins_only', 'Only an admin can add staff.');
    by = session.account.email;
  }
  const { email, admin } = bodyOf(ctx.req).fields;
  try {
    const { account, url } = await addStaff(
      ctx.db,
      ctx.env,
      typeof email === 'string' ? email : '',
      admin === true,
      by,
    );
    sendJson(ctx.res, 201, {
      account: { email: account.email, isAdmin: account.isAdmin },
      url,
      emailed: !!ctx.env.SMTP_URL,
    });
  } catch (e) {
    if (e instanceof StaffAccountError) throw new HttpError(409, 'refused', e.message);
    throw e;
  }
}

async function pushKey(ctx: Ctx): Promise<void> {
  await requireSession(ctx.req, ctx.db);
  // null: push is not set up here (an answer, not an error: the inbox then offers nothing).
  sendJson(ctx.res, 200, { publicKey: ctx.env.vapid?.publicKey ?? null });
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

async function pushSubscribe(ctx: Ctx): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  if (!ctx.env.vapid) throw new HttpError(404, 'push_off', 'Push notifications are not set up on this server.');
  const sub = asObject(bodyOf(ctx.req).fields.subscription);
  const keys = asObject(sub?.keys);
  const endpoint = typeof sub?.endpoint === 'string' ? sub.endpoint : '';
  let url: URL | null = null;
  try {
    url = new URL(endpoint);
  } catch {
    url = null;
  }
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  // Only an https push service (http for a test's local one on this machine) and well-formed keys.
  const local = !!url && isLoopbackHttp(url);
  if (
    !url ||
    !(url.protocol === 'https:' || local) ||
    endpoint.length > 2000 ||
    typeof p256dh !== 'string' ||
    !B64URL.test(p256dh) ||
    p256dh.length > 200 ||
    typeof auth !== 'string' ||
    !B64URL.test(auth) ||
    auth.length > 100
  ) {
    throw new HttpError(400, 'invalid_subscription', 'Send the browser’s push subscription (endpoint and keys).');
  }
  await addSubscription(ctx.db, session.account.id, { endpoint, p256dh, auth });
  sendJson(ctx.res, 201, { subscribed: true });
}

async function pushUnsubscribe(ctx: Ctx): Promise<void> {
  const session = await requireSession(ctx.req, ctx.db);
  const endpoint = bodyOf(ctx.req).fields.endpoint;
  const removed = typeof endpoint === 'string' && (await removeSubscription(ctx.db, session.account.id, endpoint));
  sendJson(ctx.res, 200, { removed });
}

type Action = { methods: string[]; run: (ctx: Ctx, origin: URL) => Promise<void>; write?: boolean };

const actions: Record<string, Action> = {
  session: {
    methods: ['GET'],
    run: async (ctx) => {
      const s = await requireSession(ctx.req, ctx.db);
      sendJson(ctx.res, 200, { account: { email: s.account.email, isAdmin: s.account.isAdmin } });
    },
  },
  'enrol-options': { methods: ['POST'], run: enrolOptions, write: true },
  enrol: { methods: ['POST'], run: enrol, write: true },
  'sign-in-options': { methods: ['POST'], run: signInOptions, write: true },
  'sign-in': { methods: ['POST'], run: signIn, write: true },
  'sign-out': { methods: ['POST'], run: signOut, write: true },
  leads: { methods: ['GET'], run: leads },
  lead: { methods: ['GET'], run: lead },
  'update-lead': { methods: ['POST'], run: updateLeadAction, write: true },
  'add-note': { methods: ['POST'], run: addNoteAction, write: true },
  export: { methods: ['GET'], run: exportCsv },
  attachment: { methods: ['GET', 'HEAD'], run: attachment },
  health: { methods: ['GET'], run: health },
  accounts: { methods: ['GET'], run: accounts },
  link: { methods: ['POST'], run: link, write: true },
  'add-account': { methods: ['POST'], run: addAccountAction },
  'push-key': { methods: ['GET'], run: pushKey },
  'push-subscribe': { methods: ['POST'], run: pushSubscribe, write: true },
  'push-unsubscribe': { methods: ['POST'], run: pushUnsubscribe, write: true },
};

/** The action from `?action=` (Vercel's rewrite) or the last path segment (the local server passes the path). */
function actionOf(req: VercelRequest): string {
  const q = queryParam(req, 'action');
  if (q !== undefined) return q;
  const m = /^\/api\/staff\/([^/?]+)\/?(?:\?|$)/.exec(req.url ?? '');
  return m?.[1] ?? '';
}

export async function staffHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  res.setHeader('Cache-Control', 'no-store, private');
  try {
    const name = actionOf(req);
    const action = Object.hasOwn(actions, name) ? actions[name]! : undefined;
    if (!action) throw new HttpError(404, 'not_found', 'No such staff action.');
    if (!allowMethods(req, res, action.methods)) return;
    const env = getEnv();
    // Checked before the database: a cross-site page cannot make a signed-in browser change anything.
    const origin = action.write ? staffOrigin(req, env.TRUST_PROXY) : new URL('http://localhost');
    const db = await getDb(env);
    await action.run({ req, res, env, db, ip: clientIp(req, env.TRUST_PROXY) }, origin);
  } catch (e) {
    if (res.headersSent) {
      console.error('[staff] answer broke off:', (e as Error).message);
      return void res.destroy();
    }
    sendError(res, e, 'staff');
  }
}
