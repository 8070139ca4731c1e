// Cache-Control for static files: one rule set for the local server and vercel.json.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The staff area: nothing of it is kept by a browser or a proxy. */
export const NO_STORE = 'no-store, private';
export const isStaffPath = (pathname: string) => /^\/staff(\/|$)/.test(pathname);

/** Hashed build assets never change; the staff area is never stored; everything else revalidates. */
export const cacheControlFor = (pathname: string) =>
  isStaffPath(pathname) ? NO_STORE : pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
