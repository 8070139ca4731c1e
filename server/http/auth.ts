// Bearer-token checks for the staff and cron functions. Both sides are hashed first so
// crypto.timingSafeEqual always compares equal-length digests, whatever the token lengths.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { VercelRequest } from '@vercel/node';
import { header } from './request.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

export function bearerMatches(req: VercelRequest, secret: string): boolean {
  const m = /^Bearer[ \t]+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '');
  const ok = timingSafeEqual(digest(m?.[1] ?? ''), digest(secret));
  return ok && !!m;
}
