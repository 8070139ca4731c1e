// The staff area's gate: the session cookie, the Origin every state change must carry, and the
// origin and RP ID that passkeys are bound to.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { HttpError } from '../errors.ts';
import { getEnv } from '../env.ts';
import { header, isCrossSite, requestOrigin } from '../http/request.ts';
import { isLoopbackHttp } from '../http/request-target.ts';
import type { Queryable } from '../store/db.ts';
import { readSession, SESSION_MAX_MS, type StaffSession } from '../store/staff.ts';

/**
 * The page's origin as the browser states it, refused unless it is exactly this site's (scheme,
 * host and port: requestOrigin) and the browser does not call the request cross-site. Every
 * staff state change must send it.
 */
export function staffOrigin(req: VercelRequest, trustProxy: number): URL {
  const origin = header(req, 'origin');
  let url: URL | null = null;
  try {
    url = origin ? new URL(origin) : null;
  } catch {
    url = null;
  }
  const site = requestOrigin(req, trustProxy);
  if (!url || !site || url.origin !== site.origin || isCrossSite(req)) {
    throw new HttpError(403, 'bad_origin', 'This request must come from the staff pages of this site.');
  }
  return url;
}

/** HTTPS everywhere but on the developer's own machine (a `Secure` cookie is not kept over plain HTTP). */
const isSecure = (origin: URL) => !isLoopbackHttp(origin);

/** `__Host-` binds the cookie to this host and path /, and requires Secure. */
const cookieName = (secure: boolean) => (secure ? '__Host-staff_session' : 'staff_session');

/**
 * The session token from the one cookie name this site sets for this origin: outside plain-HTTP
 * loopback only `__Host-staff_session`, which a sibling subdomain cannot set or shadow.
 */
function sessionToken(req: VercelRequest): string | undefined {
  const site = requestOrigin(req, getEnv().TRUST_PROXY);
  const name = cookieName(!site || isSecure(site));
  for (const part of (header(req, 'cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || undefined;
  }
  return undefined;
}

/** HttpOnly, SameSite=Strict, Path=/; Secure outside localhost. `maxAge` 0 clears it. */
export function setSessionCookie(res: VercelResponse, origin: URL, token: string, maxAgeMs = SESSION_MAX_MS): void {
  const secure = isSecure(origin);
  const attrs = [
    `${cookieName(secure)}=${maxAgeMs > 0 ? token : ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ];
  res.setHeader('Set-Cookie', attrs.join('; '));
}

/** The session the request's cookie holds, or 401. */
export async function requireSession(req: VercelRequest, db: Queryable): Promise<StaffSession & { token: string }> {
  const token = sessionToken(req);
  const session = token ? await readSession(db, token) : null;
  if (!token || !session) throw new HttpError(401, 'signed_out', 'Sign in to the staff area.');
  return { ...session, token };
}
