// /api/staff/<action>: the staff inbox's API (Vercel rewrites it to /api/staff?action=<action>).
// The contract (src/features/staff/contract) says, per action, its method, who may call it,
// whether it writes, and its request and answer; this dispatcher enforces exactly that, in this
// order, before any handler runs: the method; for a write from a browser, this site's Origin (and
// not cross-site); the session, or an admin's; then the query and body against their schemas.
// Handlers (one module per concern) get the parsed input and return the answer. Never cached,
// no CORS. Passkeys only: an account enrols one through a one-time link (`npm run staff`).
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { staffActions, type ActionName } from '../../../src/features/staff/contract/index.ts';
import { getEnv } from '../../env.ts';
import { HttpError } from '../../errors.ts';
import { bearerMatches } from '../../http/auth.ts';
import { clientIp } from '../../http/client-address.ts';
import { parseWith, queryOf } from '../../http/parse.ts';
import { header, queryParam, readFields } from '../../http/request.ts';
import { allowMethods, noStore, sendError, sendJson } from '../../http/respond.ts';
import { requireSession, staffOrigin } from '../../staff/auth.ts';
import { getDb } from '../../store/db.ts';
import { accountHandlers } from './accounts.ts';
import { analyticsHandlers } from './analytics.ts';
import { authHandlers } from './auth.ts';
import { callHandlers } from './calls.ts';
import type { Ctx, Handler, Handlers } from './context.ts';
import { leadHandlers } from './leads.ts';
import { pushHandlers } from './push.ts';

const handlers: Handlers = {
  ...authHandlers,
  ...leadHandlers,
  ...accountHandlers,
  ...pushHandlers,
  ...analyticsHandlers,
  ...callHandlers,
};

/** Whether any text in a parsed body (keys included) holds a NUL, which PostgreSQL cannot store or compare. */
const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : Array.isArray(v)
      ? v.some(hasNul)
      : !!v && typeof v === 'object' && Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x));

/** The action from `?action=` (Vercel's rewrite) or the last path segment (the local server passes the path). */
function actionOf(req: VercelRequest): string {
  const q = queryParam(req, 'action');
  if (q !== undefined) return q;
  const m = /^\/api\/staff\/([^/?]+)\/?(?:\?|$)/.exec(req.url ?? '');
  return m?.[1] ?? '';
}

const isAction = (name: string): name is ActionName => Object.hasOwn(staffActions, name);

export async function staffHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  res.setHeader('Cache-Control', 'no-store, private');
  try {
    const name = actionOf(req);
    if (!isAction(name)) throw new HttpError(404, 'not_found', 'No such staff action.');
    await run(name, req, res);
  } catch (e) {
    if (res.headersSent) {
      console.error('[staff] answer broke off:', (e as Error).message);
      return void res.destroy();
    }
    sendError(res, e, 'staff');
  }
}

async function run<A extends ActionName>(name: A, req: VercelRequest, res: VercelResponse): Promise<void> {
  const def = staffActions[name] as (typeof staffActions)[ActionName];
  if (!allowMethods(req, res, 'head' in def && def.head ? [def.method, 'HEAD'] : [def.method])) return;
  const env = getEnv();
  // A script's call (add-account): the token is the credential, so no cookie and no Origin.
  const byToken = 'bearer' in def && def.bearer && header(req, 'authorization') !== undefined;
  if (byToken) {
    if (!env.ADMIN_TOKEN) throw new HttpError(404, 'not_found', 'Set ADMIN_TOKEN to manage accounts over HTTP.');
    if (!bearerMatches(req, env.ADMIN_TOKEN)) {
      throw new HttpError(401, 'unauthorized', 'Send Authorization: Bearer $ADMIN_TOKEN.', {
        'WWW-Authenticate': 'Bearer realm="staff"',
      });
    }
  }
  // Checked before the database: a cross-site page cannot make a signed-in browser change anything.
  const origin = def.write && !byToken ? staffOrigin(req, env.TRUST_PROXY) : null;
  const db = await getDb(env);
  const session = def.auth === 'public' || byToken ? null : await requireSession(req, db);
  if (def.auth === 'admin' && session && !session.account.isAdmin) {
    throw new HttpError(403, 'admins_only', 'Only an admin can do this.');
  }
  const query = 'query' in def ? parseWith(def.query, queryOf(req), 'notFound' in def ? def.notFound : undefined) : {};
  let body: unknown = {};
  if ('body' in def) {
    const { fields } = readFields(req);
    if (hasNul(fields)) throw new HttpError(400, 'invalid_text', 'Text must not contain NUL characters.');
    body = parseWith(def.body, fields);
  }
  const ctx = { req, res, env, db, ip: clientIp(req, env.TRUST_PROXY), origin, session, query, body } as Ctx<A>;
  const answer = await (handlers[name] as Handler<A>)(ctx);
  if (def.answer === 'json') sendJson(res, 'created' in def && def.created ? 201 : 200, answer);
  else if (def.answer === 'empty') res.status(204).end();
}
