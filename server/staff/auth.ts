// The staff area's gate: the session cookie, the Origin every state change must carry, and the
// origin and RP ID that passkeys are bound to.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { HttpError } from '../errors.ts';
import { header } from '../http/request.ts';
import { isLoopbackHttp } from '../http/request-target.ts';
import type { Queryable } from '../store/db.ts';
import { readSession, SESSION_MAX_MS, type StaffSession } from '../store/staff.ts';

/** The page's origin as the browser states it; refused unless it is this host (staff POSTs must send it). */
export function staffOrigin(req: VercelRequest, trustProxy: number): URL {
  const origin = header(req, 'origin');
  let url: URL | null = null;
  try {
    url = origin ? new URL(origin) : null;
  } catch {
    url = null;
  }
  const hosts = [header(req, 'host'), trustProxy > 0 ? header(req, 'x-forwarded-host') : undefined]
    .filter((h): h is string => !!h)
    .map((h) => h.trim().toLowerCase());
  if (!url || !['http:', 'https:'].includes(url.protocol) || !hosts.includes(url.host.toLowerCase())) {
    throw new HttpError(403, 'bad_origin', 'This request must come from the staff pages of this site.');
  }
  return url;
}

/** HTTPS everywhere but on the developer's own machine (a `Secure` cookie is not kept over plain HTTP). */
const isSecure = (origin: URL) => !isLoopbackHttp(origin);

/** `__Host-` binds the cookie to this host and path /, and requires Secure. */
const cookieName = (secure: boolean) => (secure ? '__Host-staff_session' : 'staff_session');

function cookieToken(req: VercelRequest): string | undefined {
  const raw = header(req, 'cookie') ?? '';
  for (const part of raw.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === cookieName(true) || k === cookieName(false)) return v.join('=') || undefined;
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
  const token = cookieToken(req);
  const session = token ? await readSession(db, token) : null;
  if (!token || !session) throw new HttpError(401, 'signed_out', 'Sign in to the staff area.');
  return { ...session, token };
}

export { cookieToken };
