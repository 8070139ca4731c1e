import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { NavigationType, parsePath, StaticRouter } from 'react-router-dom';
import type { Shown } from '@/app/shown-pages';
import { RootLayout } from '@/app/root-layout';
import { pageFor } from '@/app/routes';
import { unlistedRoutes, pageRoutes } from '@/app/route-list';
import { HeadCollector } from '@/components/layout/page-head';
import { preloadOnDemand } from '@/components/ui/on-demand';
import { notFoundPages, redirectFor, redirects } from '@/config/site-rules';
import { canonicalUrl, headTags, type HeadData } from '@/lib/head';

export type RenderResult =
  | { kind: 'page'; html: string; head: string; modules: string[]; meta: HeadData }
  | { kind: 'redirect'; location: string };

/** A page as the prerender shows it: opened at `url`, its bands in its first render. */
function shownAt(url: string): Shown {
  const { pathname = '/', search = '', hash = '' } = parsePath(url);
  const at = { location: { pathname, search, hash, state: null, key: 'default' }, navigationType: NavigationType.Pop };
  return { views: [{ id: 0, at, bandsAfterHeading: false }], unmountBefore: () => {}, prepare: () => {} };
}

export async function render(url: string): Promise<RenderResult> {
  const redirect = redirectFor(url);
  if (redirect) return { kind: 'redirect', location: redirect };
  const page = pageFor(url);
  // Everything resolves before rendering, so no Suspense boundary streams in later
  // (that would need inline scripts, which the CSP forbids).
  await page.preload();
  await preloadOnDemand(); // registered by the page's modules, so after the page loads
  let meta: HeadData | null = null;
  const collect = (head: HeadData) => void (meta = head);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollector value={collect}>
        <StaticRouter location={url}>
          <RootLayout shown={shownAt(url)} />
        </StaticRouter>
      </HeadCollector>
    </StrictMode>,
    // Inline every Suspense boundary: outlined ones need React's inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script')) throw new Error(`${url}: the prerender emitted an inline script`);
  if (!meta) throw new Error(`${url} rendered no <PageHead>`);
  return { kind: 'page', html, head: headTags(meta), modules: [page.file], meta };
}

/** Every file the prerender writes, with the URL rendered into it. */
export async function routeMeta(): Promise<{ url: string; file: string }[]> {
  return [
    ...pageRoutes.map((url) => ({ url, file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html` })),
    // Redirect stubs, for hosts that serve files only.
    ...redirects.map((r) => ({ url: r.from, file: `${r.from.slice(1)}/index.html` })),
    ...notFoundPages.map((p) => ({ url: p.url, file: p.file })),
  ];
}

export function sitemap(): string {
  const urls = pageRoutes
    .filter((r) => !unlistedRoutes.includes(r))
    .map((r) => `  <url><loc>${canonicalUrl(r)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${canonicalUrl('/sitemap.xml')}\n`;
}
