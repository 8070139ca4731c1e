// The offline copy of the site. Workbox's precache stores one file at a time (71 files took
// 10.7 s on slow 4G); this one stores several at once, the open pages' files first, reuses what a
// previous version already holds, and resumes where an interrupted install stopped: each build
// gets its own cache, named after its manifest, and a file is in it only once fully stored.

export interface ManifestEntry {
  url: string;
  /** null for hashed file names (the name changes with the content). */
  revision: string | null;
}

const PREFIX = 'site-precache-';
/**
 * The build's one file of small things: every page's lean copy and the small scripts and images
 * (build/offline-bundle.ts), by path: { "about/index.lean.html": "<!doctype…", "favicon.svg": "<svg…" }.
 */
export const OFFLINE_BUNDLE = 'offline-bundle.json';
/** The type each kind of file the bundle can hold is stored with, by extension. */
const BUNDLE_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  webmanifest: 'application/manifest+json',
};
/** The type a file of the bundle is stored with; undefined for a kind the bundle cannot hold. */
export const bundleType = (file: string): string | undefined => BUNDLE_TYPES[file.slice(file.lastIndexOf('.') + 1)];
/** Where a cache records which revision of each URL it holds. */
const META = '/__precache-meta__';
const PARALLEL = 6;
/**
 * Files only a connection can use (the upload code: an upload needs the network): stored right
 * after the worker takes control, so they never delay "available offline", and then served like
 * the rest (a page that loads them while the network is down still gets them).
 */
export const STORED_AFTER_CONTROL = /^assets\/send-files-[\w-]+\.js$/;

/** FNV-1a of the manifest: the cache of a build. */
export function cacheNameFor(entries: readonly ManifestEntry[]): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(entries)) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${PREFIX}${h.toString(16).padStart(8, '0')}`;
}

/**
 * The precached file a request path maps to. Pages are held as their lean copy (the build's
 * `*.lean.html`, which links the stylesheet instead of inlining it): "/about" and "/about/" are
 * "/about/index.lean.html", "/404.html" is "/404.lean.html".
 */
export function fileForPath(pathname: string): string {
  if (/\.html$/i.test(pathname)) return pathname.replace(/(\.lean)?\.html$/i, '.lean.html');
  if (/\.[a-z0-9]+$/i.test(pathname)) return pathname;
  return `${pathname.replace(/\/+$/, '')}/index.lean.html`;
}

/**
 * Install order: the bundle (every page and the small files) and any open page first, then the
 * rest in the build's order (vite.config.ts: one large file, then two small ones, so the large
 * files share the link from the start while the small ones, bound by round trips, go beside them).
 */
export function installOrder(entries: readonly ManifestEntry[], openPaths: readonly string[]): ManifestEntry[] {
  const open = new Set(openPaths.map((p) => fileForPath(p).replace(/^\//, '')));
  const rank = (e: ManifestEntry) => (open.has(e.url) || e.url === OFFLINE_BUNDLE ? 0 : 1);
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

async function revisionsOf(cache: Cache): Promise<Record<string, string | null>> {
  const meta = await cache.match(META);
  return meta ? ((await meta.json()) as { revisions: Record<string, string | null> }).revisions : {};
}

/** Navigations refuse redirected responses: store the body under the requested URL instead. */
async function storable(res: Response): Promise<Response> {
  if (!res.redirected) return res;
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers });
}

export class Precache {
  readonly name: string;
  private readonly entries: readonly ManifestEntry[];
  private readonly origin: string;

  constructor(entries: readonly ManifestEntry[], origin: string) {
    this.entries = entries;
    this.origin = origin;
    this.name = cacheNameFor(entries);
  }

  private abs = (url: string) => new URL(url, `${this.origin}/`).href;

  /** Stores every entry but those stored after control (resuming a partial install); rejects if any cannot be stored. */
  async install(openPaths: readonly string[] = []): Promise<void> {
    await this.store(
      this.entries.filter((e) => !STORED_AFTER_CONTROL.test(e.url)),
      openPaths,
    );
  }

  /** Once the worker controls the pages: the entries left out of the install. */
  async installAfterControl(): Promise<void> {
    await this.store(this.entries.filter((e) => STORED_AFTER_CONTROL.test(e.url)));
  }

  private async store(entries: readonly ManifestEntry[], openPaths: readonly string[] = []): Promise<void> {
    const cache = await caches.open(this.name);
    const have = new Set((await cache.keys()).map((r) => r.url));
    const todo = installOrder(
      entries.filter((e) => !have.has(this.abs(e.url))),
      openPaths,
    );
    const older = await this.olderCaches();
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const entry = todo[next++]!;
        const url = this.abs(entry.url);
        if (entry.url === OFFLINE_BUNDLE) {
          await this.storeBundle(cache, url);
          continue;
        }
        let res = await this.reuse(older, url, entry.revision);
        // Hashed files may come from the HTTP cache (the page just loaded them); others revalidate.
        res ??= await fetch(url, { cache: entry.revision ? 'no-cache' : 'default', credentials: 'same-origin' });
        if (!res.ok) throw new Error(`precache: ${url} answered ${res.status}`);
        await cache.put(url, await storable(res));
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));
    const revisions = Object.fromEntries(this.entries.map((e) => [this.abs(e.url), e.revision]));
    await cache.put(META, new Response(JSON.stringify({ revisions })));
  }

  /** Unpacks the bundle into one cache entry per file; its own entry then marks it done. */
  private async storeBundle(cache: Cache, url: string): Promise<void> {
    const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`precache: ${url} answered ${res.status}`);
    const files = (await res.json()) as Record<string, string>;
    await Promise.all(
      Object.entries(files).map(([file, body]) => {
        const type = bundleType(file);
        if (!type) throw new Error(`precache: no type for ${file} in ${url}`);
        return cache.put(this.abs(file), new Response(body, { headers: { 'Content-Type': type } }));
      }),
    );
    await cache.put(url, new Response(''));
  }

  /** After activation: only this build's cache remains (older builds' and Workbox's go). */
  async cleanUp(): Promise<void> {
    for (const name of await caches.keys()) {
      if (name !== this.name && (name.startsWith(PREFIX) || name.startsWith('workbox-precache'))) {
        await caches.delete(name);
      }
    }
  }

  /** The stored response for a same-origin URL path, if it is part of the offline copy. */
  async match(url: URL): Promise<Response | undefined> {
    if (url.origin !== this.origin) return undefined;
    const cache = await caches.open(this.name);
    return cache.match(this.abs(fileForPath(url.pathname)));
  }

  async matchFile(file: string): Promise<Response | undefined> {
    return (await caches.open(this.name)).match(this.abs(fileForPath(`/${file}`)));
  }

  private async olderCaches(): Promise<Cache[]> {
    const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== this.name);
    return Promise.all(names.map((n) => caches.open(n)));
  }

  /** The same file at the same revision from an older build's cache, if one holds it. */
  private async reuse(older: Cache[], url: string, revision: string | null): Promise<Response | undefined> {
    for (const cache of older) {
      const revisions = await revisionsOf(cache);
      if (url in revisions && revisions[url] === revision) {
        const hit = await cache.match(url);
        if (hit) return hit;
      }
    }
    return undefined;
  }
}
