// The security headers of every response, as data: the local server sets them and vercel.json
// is generated from the same list. The CSP allows one inline script, the page's own
// (src/app/pre-app.ts), by its hash, and no other; JSON-LD blocks are data, not script, so
// `script-src` does not apply to them.
import { createHash } from 'node:crypto';

export interface HeaderRule {
  key: string;
  value: string;
}

/** The CSP, allowing the inline scripts with these hashes ('sha256-…'). */
export const cspFor = (scriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    // Sorted: the same policy whichever order the pages were read in.
    ["script-src 'self'", ...[...scriptHashes].sort()].join(' '),
    // sonner injects its styles at run time, and each page inlines its critical CSS.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');

/** The headers of every response; `scriptHashes` as cspFor. */
export const securityHeadersFor = (scriptHashes: readonly string[]): readonly HeaderRule[] => [
  { key: 'Content-Security-Policy', value: cspFor(scriptHashes) },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // No other origin may hold a reference to our windows or embed our responses.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

export function applySecurityHeaders(
  res: { setHeader(k: string, v: string): unknown },
  headers: readonly HeaderRule[],
): void {
  for (const { key, value } of headers) res.setHeader(key, value);
}

/** A CSP source for an inline script's text: 'sha256-…'. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP sources of a page's inline scripts (JSON-LD and other data blocks are not script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/\bsrc=/i.test(attrs) || (/\btype=/i.test(attrs) && !/\btype="?(module|text\/javascript)"?/i.test(attrs)))
      continue;
    hashes.add(cspHash(m[2]!));
  }
  return [...hashes];
}
