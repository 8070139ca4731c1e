// The visitor's address. Proxy headers are believed only when TRUST_PROXY is on (default on
// Vercel, whose edge sets them); otherwise the socket address is used.
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

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

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v);

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    // The right-most X-Forwarded-For entry is the one our trusted proxy appended; earlier ones
    // are whatever the client claimed.
    const xff = first(req.headers['x-forwarded-for'])
      ?.split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const fromXff = clean(xff?.[xff.length - 1]);
    if (fromXff) return fromXff;
    const real = clean(first(req.headers['x-real-ip']));
    if (real) return real;
  }
  return clean(req.socket?.remoteAddress) ?? 'unknown';
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
