import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspFor, inlineScriptHashes, securityHeadersFor } from './security-headers.ts';

describe('security headers', () => {
  it('the exact CSP: no inline script but the ones named by hash', () => {
    expect(cspFor(["'sha256-abc='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; frame-ancestors 'none'; " +
        "base-uri 'self'; form-action 'self'; object-src 'none'; manifest-src 'self'; worker-src 'self'",
    );
    expect(cspFor([])).toContain("script-src 'self';");
  });

  it('hashes each inline script of a page, not external scripts or data blocks', () => {
    const sha = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;
    const html =
      '<head><script type="application/ld+json">{"a":1}</script><script data-entry="/e.js">go()</script>' +
      '<script src="/x.js"></script><script type="module">m()</script><script type="text/plain">no</script></head>' +
      '<body><script>go()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('go()'), sha('m()')]);
  });

  it('every response isolates its browsing context and resources (COOP, CORP)', () => {
    expect(Object.fromEntries(securityHeadersFor([]).map((h) => [h.key, h.value]))).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });
});
