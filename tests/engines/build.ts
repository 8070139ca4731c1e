// The one shared production build (dist/, made by `npx vite build` before this stage) and what
// the journeys read from it: the prerendered h1 of each route, the precache manifest, build B.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheNameFor, OFFLINE_BUNDLE, type ManifestEntry } from '@/worker/precache';
import { copyAsBuildB } from '../support/build-b';

/** dist/, or a copy of it (ENGINES_DIST_DIR: `npm test` runs this stage on a snapshot while other stages rebuild). */
export const DIST = path.resolve(process.env.ENGINES_DIST_DIR || 'dist');

export function assertBuilt(): void {
  for (const f of ['index.html', 'sw.js', 'sitemap.xml', OFFLINE_BUNDLE]) {
    if (!existsSync(path.join(DIST, f))) throw new Error(`dist/${f} is missing: run \`npx vite build\` first`);
  }
}

const htmlFile = (route: string) => path.join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A route's prerendered HTML. */
export const prerenderedHtml = (route: string): string => readFileSync(htmlFile(route), 'utf8');

/** The h1 text of a route's prerendered HTML: what the hydrated page must still show. */
export const prerenderedH1 = (route: string): string => h1OfFile(htmlFile(route));

/** The h1 text of a prerendered file of the build (`404.html`, `solutions/404.html`). */
export function h1OfFile(file: string): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(readFileSync(path.resolve(DIST, file), 'utf8'))?.[1];
  if (h1 === undefined) throw new Error(`no h1 in the prerendered ${file}`);
  return decode(h1.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Paths listed in dist/sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export type PrecacheEntry = ManifestEntry;

/** The manifest the build injected into dist/sw.js (what the worker stores), exactly as written there. */
export function precacheManifest(dist = DIST): PrecacheEntry[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const list = /\[\{"revision":[\s\S]*?\}\]/.exec(sw)?.[0];
  if (!list) throw new Error('no precache manifest in sw.js');
  // Parsed as is: the worker names its cache after this JSON, key order included.
  return JSON.parse(list) as PrecacheEntry[];
}

/** The files the worker unpacks from the offline bundle (one lean copy per page, and the small files). */
export function offlineBundleFiles(dist = DIST): string[] {
  return Object.keys(JSON.parse(readFileSync(path.join(dist, OFFLINE_BUNDLE), 'utf8')) as Record<string, string>);
}

/** Every URL the worker's cache holds once the precache is complete. */
export const precacheUrls = (origin: string, dist = DIST): string[] => [
  ...precacheManifest(dist).map((e) => `${origin}/${e.url}`),
  ...offlineBundleFiles(dist).map((f) => `${origin}/${f}`),
];

/** The cache the worker of this build stores into (named after its manifest). */
export const precacheCacheName = (dist = DIST) => cacheNameFor(precacheManifest(dist));

export function makeBuildB(): { dir: string; oldCache: string; newCache: string } {
  const dir = copyAsBuildB(DIST);
  const oldCache = precacheCacheName();
  const newCache = precacheCacheName(dir);
  if (oldCache === newCache) throw new Error('build B has the same cache name as build A');
  return { dir, oldCache, newCache };
}
