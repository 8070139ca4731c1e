// The security headers of every response, as data: the local server sets them and vercel.json
// is generated from the same list. The CSP allows no inline script at all; JSON-LD blocks are
// data, not script, so `script-src 'self'` does not apply to them.

export interface HeaderRule {
  key: string;
  value: string;
}

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
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

export const securityHeaders: readonly HeaderRule[] = [
  { key: 'Content-Security-Policy', value: CSP },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // No other origin may hold a reference to our windows or embed our responses.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

export function applySecurityHeaders(res: { setHeader(k: string, v: string): unknown }): void {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
}
