// Bearer-token checks for the staff and cron functions. Both sides are hashed first so
// crypto.timingSafeEqual always compares equal-length digests, whatever the token lengths.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { header } from './request.ts';
import { allowMethods, sendJson } from './respond.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

export function bearerMatches(req: VercelRequest, secret: string): boolean {
  const m = /^Bearer[ \t]+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '');
  const ok = timingSafeEqual(digest(m?.[1] ?? ''), digest(secret));
  return ok && !!m;
}

/**
 * The gate of a function behind a secret: 404 while the secret is not configured (the function
 * does not exist), 405 for other methods, 401 without the right Bearer token. False when it answered.
 */
export function bearerGate(
  req: VercelRequest,
  res: VercelResponse,
  secret: string | undefined,
  realm: string,
  methods: string[],
): boolean {
  if (!secret) {
    sendJson(res, 404, { error: 'not_found' });
    return false;
  }
  if (!allowMethods(req, res, methods)) return false;
  if (!bearerMatches(req, secret)) {
    sendJson(res, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': `Bearer realm="${realm}"` });
    return false;
  }
  return true;
}
