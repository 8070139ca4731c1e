// The one shared production build (dist/, made by `npx vite build` before this stage) and what
// the journeys read from it: the prerendered h1 of each route, the precache manifest, build B.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DIST = path.resolve('dist');

export function assertBuilt(): void {
  for (const f of ['index.html', 'sw.js', 'sitemap.xml']) {
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

/** The h1 text of a route's prerendered HTML: what the hydrated page must still show. */
export function prerenderedH1(route: string): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(readFileSync(htmlFile(route), 'utf8'))?.[1];
  if (h1 === undefined) throw new Error(`no h1 in the prerendered ${route}`);
  return decode(h1.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Paths listed in dist/sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export function precacheManifest(dist = DIST): PrecacheEntry[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => ({
    url: m[2]!,
    revision: m[1] === 'null' ? null : (JSON.parse(m[1]!) as string),
  }));
}

/** The key Workbox stores an entry under. */
export const precacheKey = (origin: string, e: PrecacheEntry) =>
  `${origin}/${e.url}${e.revision ? `?__WB_REVISION__=${e.revision}` : ''}`;

export const BUILD_B_MARKER = '<meta name="x-build" content="B">';

/**
 * Build B: a copy of dist/ with one page changed and its precache revision updated, which is all
 * a real redeploy changes for the worker (a new sw.js).
 */
export function makeBuildB(): { dir: string; oldRevision: string; newRevision: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-engines-build-b-'));
  cpSync(DIST, dir, { recursive: true });
  const page = path.join(dir, 'about/index.html');
  const html = readFileSync(page, 'utf8').replace('<head>', `<head>${BUILD_B_MARKER}`);
  writeFileSync(page, html);
  const sw = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const entry = /\{"revision":"([0-9a-f]+)","url":"about\/index\.html"\}/.exec(sw);
  if (!entry) throw new Error('about/index.html is not in the precache manifest');
  const newRevision = createHash('md5').update(html).digest('hex');
  writeFileSync(path.join(dir, 'sw.js'), sw.replace(entry[0], entry[0].replace(entry[1]!, newRevision)));
  return { dir, oldRevision: entry[1]!, newRevision };
}
