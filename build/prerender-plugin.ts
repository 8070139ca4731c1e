import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
type ServerModule = typeof import('../src/app/entry-server');
import { OFFLINE_BUNDLE } from '../src/worker/precache.ts';
import { injectHead, pageChunks } from './html.ts';

interface Options {
  entry: string;
}

/**
 * Renders every route of the client build to static HTML. Runs in the client build's
 * closeBundle with order 'pre' so vite-plugin-pwa (also closeBundle) sees the HTML.
 */
export function prerender({ entry }: Options): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(c) {
      config = c;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const outDir = path.resolve(config.root, config.build.outDir);
        const ssrDir = path.resolve(config.root, 'node_modules/.cache/ssr');
        await build({
          configFile: path.resolve(config.root, 'vite.config.ts'),
          logLevel: 'warn',
          build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, manifest: false, ssrManifest: false },
        });
        const mod = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerModule;
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const critical = criticalCss(outDir, config.base);
        const pages = await mod.routeMeta();
        const offlinePages: Record<string, string> = {};
        for (const page of pages) {
          const result = await mod.render(page.url);
          // Two copies of each page: the one the network serves, with its own critical CSS inline
          // (first paint from the first bytes), and a lean one for the offline copy, which links
          // the one stylesheet the offline copy already holds instead of repeating it 20 times.
          let lean: string;
          let html: string;
          if (result.kind === 'redirect') {
            html = lean = redirectPage(result.location);
          } else {
            // The app's own chunks (React, shell, pages) and anything the page adds.
            // The start-up steps first, in order: the entry imports the first two by URL.
            const start = START_CHUNKS.map((key) => config.base + manifest[key]!.file);
            const rest = pageChunks(manifest, [...START_CHUNKS, ...result.modules], config.base);
            const chunks = [...start, ...rest.filter((f) => !start.includes(f))].join(' ');
            lean = injectHead(template, result.head).replace(
              '<div id="root"></div>',
              `<div id="root" data-chunks="${chunks}"${
                // Only the page with the ROI form (its own marker in the rendered HTML).
                result.html.includes('data-roi=') ? ` data-roi="${roiChunks(manifest, config.base)}"` : ''
              }>${result.html}</div>`,
            );
            html = await critical(lean);
          }
          const file = path.join(outDir, page.file);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
          offlinePages[leanFileOf(page.file)] = lean;
        }
        // Every lean page in one file: one request instead of twenty, and a third of the bytes,
        // since the pages share most of their markup (src/worker/precache.ts unpacks it). The
        // small files join them once the precache list is known (build/offline-bundle.ts).
        await writeFile(path.join(outDir, OFFLINE_BUNDLE), JSON.stringify(offlinePages));
        await writeFile(path.join(outDir, 'sitemap.xml'), mod.sitemap());
        await writeFile(path.join(outDir, 'robots.txt'), mod.robots());
        await rm(ssrDir, { recursive: true, force: true });
        config.logger.info(`prerendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}

/**
 * Each page carries inline only the CSS rules its own HTML uses (Beasties), so it paints from
 * its first bytes and stays within the first TCP window. The whole stylesheet, which the offline
 * copy holds once for every page, is for states the HTML does not show yet (an open menu, a
 * toast, an error): it loads as `media="print"`, which never blocks rendering, and the entry
 * applies it once loaded (app/page-behaviour.ts; no inline handler, which the CSP forbids).
 * Without JavaScript, a `<noscript>` copy of the link applies it.
 */
function criticalCss(outDir: string, base: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  // Tailwind's fallback for browsers without @property comes with the full stylesheet a moment
  // later; inline it would cost every page about 300 bytes on the wire.
  const withoutPropertiesFallback = (html: string) =>
    html.replace(/@layer properties\{@supports[^{]*\{[^{]*\{[^}]*\}\}\}/, '');
  return async (html: string) =>
    withoutCrossorigin(deferStylesheet(withoutPropertiesFallback(await beasties.process(html))));
}

/**
 * Vite marks the page's own scripts and stylesheet `crossorigin`: a module script is fetched that
 * way anyway, and the stylesheet is same-origin, so the attribute only costs each page bytes.
 */
export const withoutCrossorigin = (html: string) =>
  html.replace(/(<(?:script|link)\b[^>]*) crossorigin((?: [^>]*)? (?:src|href)="\/assets\/)/g, '$1$2');

/** The stylesheet link Beasties leaves at the end of the body, made non-blocking (see criticalCss). */
export function deferStylesheet(html: string): string {
  const link = /<link rel="stylesheet"([^>]*) href="([^"]+\.css)">(\s*<\/body>)/;
  if (!link.test(html)) throw new Error('prerender: no stylesheet link before </body> to defer');
  return html.replace(
    link,
    '<link rel="stylesheet"$1 href="$2" media="print" data-full-css><noscript><link rel="stylesheet" href="$2"></noscript>$3',
  );
}

/**
 * The start-up steps the entry imports by URL (React DOM, then the app), first in `data-chunks`,
 * in order. By URL, so the entry carries no preload helper: it preloads `data-chunks` itself.
 */
export const START_CHUNKS = ['src/app/react-dom-first.ts', 'src/app/hydrate.tsx'] as const;

/** The ROI form's early script and the chunk it imports, for `data-roi` (app/page-behaviour.ts). */
const roiChunks = (manifest: Manifest, base: string) => {
  const { file, imports = [] } = manifest['src/app/pre-app-roi.ts']!;
  return [file, ...imports.map((key) => manifest[key]!.file)].map((f) => base + f).join(' ');
};

/** The offline copy's version of a page file: `about/index.html` → `about/index.lean.html`. */
const leanFileOf = (file: string) => file.replace(/\.html$/, '.lean.html');

const redirectPage = (to: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>` +
  `<meta name="robots" content="noindex"><link rel="canonical" href="${to}">` +
  `<meta http-equiv="refresh" content="0; url=${to}"></head>` +
  `<body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`;
