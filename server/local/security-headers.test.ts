import { describe, expect, it } from 'vitest';
import { CSP, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('the exact CSP: no inline script, not even by hash', () => {
    expect(CSP).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; frame-ancestors 'none'; " +
        "base-uri 'self'; form-action 'self'; object-src 'none'; manifest-src 'self'; worker-src 'self'",
    );
  });

  it('every response isolates its browsing context and resources (COOP, CORP)', () => {
    expect(Object.fromEntries(securityHeaders.map((h) => [h.key, h.value]))).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });
});
