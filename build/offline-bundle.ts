import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { bundleType, OFFLINE_BUNDLE, STORED_AFTER_CONTROL } from '../src/worker/precache.ts';

/** Files at most this large (raw) travel in the bundle: on slow 4G they cost a round trip, not bytes. */
export const BUNDLE_MAX_BYTES = 8 * 1024;

/** A precache list entry as vite-plugin-pwa's manifest transforms get it. */
type Entry = { url: string; revision: string | null; size: number };

/**
 * Which precache entries travel in the bundle: small files of a kind it holds (text: scripts,
 * styles, SVG), except
 * - hashed files the page itself links (src/href): the first visit already has them in the HTTP
 *   cache, so the worker gets them without the network;
 * - worker scripts (a worker takes its policy from its own response) and what is stored only
 *   after the worker takes control.
 */
export function bundled(entries: readonly Entry[], pageHtml: string): Entry[] {
  const linked = new Set([...pageHtml.matchAll(/(?:src|href)="\/(assets\/[^"#?]+)/g)].map((m) => m[1]!));
  return entries.filter(
    (e) =>
      e.size <= BUNDLE_MAX_BYTES &&
      bundleType(e.url) !== undefined &&
      !linked.has(e.url) &&
      !/\.worker-[\w-]+\.js$/.test(e.url) &&
      !STORED_AFTER_CONTROL.test(e.url),
  );
}

/**
 * The offline copy's one file of small things. The prerender writes every page's lean copy into
 * it; this adds the small files of the precache list, which would otherwise each cost the worker a
 * round trip on install (17 of them took about 0.7 s of a 2.2 s install on slow 4G, the link
 * mostly idle). `transform` is a vite-plugin-pwa manifest transform: it drops the bundled files
 * from the list and gives the bundle the revision of its new content.
 */
export function offlineBundle() {
  let outDir = '';
  const plugin: Plugin = {
    name: 'site:offline-bundle',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(c: ResolvedConfig) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
  };
  const transform = <T extends Entry>(entries: T[]): { manifest: T[] } => {
    if (!outDir) throw new Error('offline bundle: the output directory is unknown (plugin missing?)');
    const file = path.join(outDir, OFFLINE_BUNDLE);
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const small = new Set(bundled(entries, readFileSync(path.join(outDir, 'index.html'), 'utf8')).map((e) => e.url));
    for (const url of small) bundle[url] = readFileSync(path.join(outDir, url), 'utf8');
    const json = JSON.stringify(bundle);
    writeFileSync(file, json);
    const revision = createHash('md5').update(json).digest('hex');
    const manifest = entries
      .filter((e) => !small.has(e.url))
      .map((e) => (e.url === OFFLINE_BUNDLE ? { ...e, revision, size: Buffer.byteLength(json) } : e));
    if (!manifest.some((e) => e.url === OFFLINE_BUNDLE))
      throw new Error(`${OFFLINE_BUNDLE} is not in the precache list`);
    return { manifest };
  };
  return { plugin, transform };
}
