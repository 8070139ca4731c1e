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
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { site } from '../../src/config/site.ts';
import { formKindNames, type FormKind } from '../../src/config/form-kinds.ts';
import { getEnv, type Env } from '../env.ts';
import { HttpError } from '../errors.ts';
import { clientIp, rateLimitKey } from '../http/client-address.ts';
import { queryParam, readFields } from '../http/request.ts';
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
  findPasskey,
  passkeyIdsOf,
  saveChallenge,
  takeChallenge,
  touchPasskey,
  useLink,
} from '../store/staff.ts';
import { countByStatus, leadStatuses, listSubmissions, type LeadStatus } from '../store/submissions.ts';

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
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    /* refused below */
  }
  throw refused('The passkey answer is malformed.');
}

const asObject = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function responseField<T>(fields: Record<string, unknown>): T {
  const r = asObject(fields.response);
  if (!r || typeof r.id !== 'string' || !asObject(r.response)) throw refused('Send the passkey answer as "response".');
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
  const token = linkToken(readFields(ctx.req).fields);
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
  const { fields } = readFields(ctx.req);
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
  const response = responseField<AuthenticationResponseJSON>(readFields(ctx.req).fields);
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
  const q = (queryParam(req, 'q') ?? '').slice(0, 200).trim() || undefined;
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

async function lead(ctx: Ctx): Promise<void> {
  await requireSession(ctx.req, ctx.db);
  const id = queryParam(ctx.req, 'id') ?? '';
  if (!UUID.test(id)) throw new HttpError(404, 'not_found', 'No such lead.');
  const { inquiries } = await listSubmissions(ctx.db, { id, limit: 1 });
  const found = inquiries[0];
  if (!found) throw new HttpError(404, 'not_found', 'No such lead.');
  const files = await attachmentsBySubmission(ctx.db, [id]);
  sendJson(ctx.res, 200, { lead: { ...found, attachments: files.get(id) ?? [] } });
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
    sendError(res, e, 'staff');
  }
}
