// Redirects and "not found" pages: one table read by the router, the prerender, the local server,
// vercel.json and the service worker, so all five agree. Relative imports with extensions: the
// server loads this file too.
import { solutionAliases } from '../content/solution-aliases.ts';
import { paths } from './paths.ts';

export interface Redirect {
  from: string;
  to: string;
}

/** Permanent (301) redirects: old or short solution slugs to their detail pages. */
export const redirects: readonly Redirect[] = /* @__PURE__ */ Object.entries(solutionAliases).map(([from, to]) => ({
  from: paths.solution(from),
  to: paths.solution(to),
}));

/**
 * The prerendered "not found" pages, most specific first. The prerender renders `url` into
 * `file`; servers and the worker answer a miss under `prefix` with that file.
 */
export const notFoundPages = [
  { prefix: '/solutions/', url: '/solutions/__not-found__', file: 'solutions/404.html' },
  { prefix: '/resources/', url: '/resources/__not-found__', file: 'resources/404.html' },
  { prefix: '/careers/', url: '/careers/__not-found__', file: 'careers/404.html' },
  { prefix: '/', url: '/404', file: '404.html' },
] as const;

/** Where a path redirects to, if anywhere (a trailing slash is ignored). */
export function redirectFor(pathname: string): string | undefined {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return redirects.find((r) => r.from === p)?.to;
}

/** The "not found" page file for a path that matched nothing. */
export function notFoundFileFor(pathname: string): string {
  return (notFoundPages.find((p) => pathname.startsWith(p.prefix)) ?? notFoundPages[notFoundPages.length - 1]!).file;
}
