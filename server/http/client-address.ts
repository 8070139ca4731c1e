// The visitor's address. Behind N trusted proxies (TRUST_PROXY=N), each appends the address it
// received the request from to X-Forwarded-For, so the N-th entry from the right is the client;
// anything left of it is whatever the client claimed. Without trusted proxies, or when that
// entry is not an address, the socket address is used. X-Real-IP is never believed: a client
// can set it, and our proxies' X-Forwarded-For already says what it would.
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { saltedKeys } from '../store/daily-salts.ts';
import type { Queryable } from '../store/db.ts';

const clean = (v: string | undefined): string | undefined => {
  if (!v) return undefined;
  let s = v.trim();
  // "[::1]:1234" and "1.2.3.4:5678" forms.
  const bracket = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracket) s = bracket[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  if (s.toLowerCase().startsWith('::ffff:') && isIP(s.slice(7)) === 4) s = s.slice(7);
  return isIP(s) ? s.toLowerCase() : undefined;
};

export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string {
  const socket = clean(req.socket?.remoteAddress) ?? 'unknown';
  if (trustedHops <= 0) return socket;
  const raw = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return clean(entries[entries.length - trustedHops]) ?? socket;
}

/** The rate-limit key: the address, or its /64 network for IPv6 (one host usually owns a /64). */
export function rateLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * What stands for the client where a limit needs a key: its network (rateLimitKey) hashed under
 * today's salt, and under yesterday's while it is kept (store/daily-salts.ts). The address itself
 * is never stored.
 */
export function clientKeys(
  db: Queryable,
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustedHops: number,
): Promise<{ today: string; yesterday?: string }> {
  return saltedKeys(db, rateLimitKey(clientIp(req, trustedHops)));
}

/** The address with its host part cut: its /24 for IPv4, its /48 for IPv6 (a visitor key's input). */
export function truncatedAddress(ip: string): string {
  if (isIP(ip) === 4) return ip.replace(/\.\d+$/, '.0/24');
  if (isIP(ip) !== 6) return ip;
  return rateLimitKey(ip).split(':').slice(0, 3).join(':') + '::/48';
}
