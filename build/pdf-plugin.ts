// Emits the generated PDFs (build/pdf/documents.ts) into the client build, and serves them in
// `npm run dev`. Pure JS at build time, so `vite build` makes them on Vercel too.
import type { Plugin, ResolvedConfig } from 'vite';
import { site } from '../src/config/site.ts';
import { outputFileOf, pdfDocuments } from './pdf/documents.ts';
import { resolveSiteUrl } from './pdf/site-links.ts';

export function pdfDownloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:pdf-downloads',
    // The client build only: the prerender's SSR build uses the same config file.
    apply: (_, env) => !env.isSsrBuild,
    configResolved(c) {
      config = c;
    },
    // Emitted with the bundle, so they are in dist/ before any closeBundle step (prerender,
    // service worker, precompression) looks at it.
    async generateBundle() {
      const siteUrl = resolveSiteUrl(config.env, site.url);
      for (const doc of pdfDocuments()) {
        this.emitFile({ type: 'asset', fileName: outputFileOf(doc.url), source: await doc.render(siteUrl) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        if (!pathname.endsWith('.pdf') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        // Loaded per request, so an edit to the content shows in the next download.
        (server.ssrLoadModule('/build/pdf/documents.ts') as Promise<typeof import('./pdf/documents.ts')>)
          .then(async (mod) => {
            const doc = mod.pdfDocuments().find((d) => d.url === pathname);
            if (!doc) return next();
            const bytes = await doc.render(resolveSiteUrl(config.env, site.url));
            res.writeHead(200, {
              'Content-Type': 'application/pdf',
              'Content-Length': bytes.length,
              'Cache-Control': 'no-cache',
            });
            res.end(req.method === 'HEAD' ? undefined : bytes);
          })
          .catch(next);
      });
    },
  };
}
