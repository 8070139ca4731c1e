// Cache-Control for static files: one rule set for the local server and vercel.json.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed build assets never change; everything else (HTML, sw.js, the manifest) revalidates. */
export const cacheControlFor = (pathname: string) => (pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
