/** A plain-HTTP URL on this machine: where cookies need no Secure and a test's push service listens. */
export const isLoopbackHttp = (u: URL) =>
  u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);

// The request target of a raw Node request as a URL. Only origin-form ("/path?q") and absolute
// http(s) targets are accepted: anything `new URL()` rejects (`//[`, `http://[/`, …) is null,
// and the caller answers 400 instead of throwing.
export function parseTarget(raw: string | undefined): URL | null {
  const target = raw ?? '/';
  try {
    // Resolved against a fixed origin, so "//host/x" stays a path on this site.
    if (target.startsWith('/')) return new URL(`http://localhost${target}`);
    const u = new URL(target);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}
