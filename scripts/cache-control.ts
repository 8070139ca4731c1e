// One rule set for the local server; vercel.json mirrors it (tests compare the two).
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  return REVALIDATE;
}
