import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
type ServerModule = typeof import('../src/app/entry-server');
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
        const template = lowPriorityScripts(
          await inlineStylesheets(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir),
        );
        const pages = await mod.routeMeta();
        for (const page of pages) {
          const result = await mod.render(page.url);
          let html: string;
          if (result.kind === 'redirect') {
            html = redirectPage(result.location);
          } else {
            const chunks = pageChunks(manifest, result.modules, config.base).join(' ');
            html = injectHead(template, result.head).replace(
              '<div id="root"></div>',
              `<div id="root" data-chunks="${chunks}">${result.html}</div>`,
            );
          }
          const file = path.join(outDir, page.file);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
        }
        await writeFile(path.join(outDir, 'sitemap.xml'), mod.sitemap());
        await writeFile(path.join(outDir, 'robots.txt'), mod.robots());
        await rm(ssrDir, { recursive: true, force: true });
        config.logger.info(`prerendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}

/**
 * Puts the (one, small) stylesheet inline: on a slow mobile link the extra round trip before
 * first paint cost about 0.6 s of LCP. The CSP allows inline styles.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  for (const [tag, file] of links) {
    const css = await readFile(path.join(outDir, file!), 'utf8');
    html = html.replace(tag, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return html;
}

/**
 * The page is readable before any script runs, so the (tiny) entry must not compete with the
 * first paint for a slow link: it loads at low priority, and loads the app after the paint.
 */
function lowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

const redirectPage = (to: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>` +
  `<meta name="robots" content="noindex"><link rel="canonical" href="${to}">` +
  `<meta http-equiv="refresh" content="0; url=${to}"></head>` +
  `<body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`;
