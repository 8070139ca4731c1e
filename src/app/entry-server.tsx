import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes, type RouteHandle } from '@/app/routes';
import { HeadCollector } from '@/components/layout/page-head';
import { noindexRoutes, notFoundPages, pageRoutes } from '@/app/route-list';
import { site } from '@/config/site';
import { solutionAliases } from '@/content/solution-aliases';
import { paths } from '@/config/paths';
import { canonicalUrl, headTags, type HeadData } from '@/lib/head';

export type RenderResult =
  | { kind: 'page'; html: string; head: string; status: number; modules: string[]; meta: HeadData }
  | { kind: 'redirect'; location: string; status: number };

const handler = createStaticHandler(routes);

export async function render(url: string): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(url, site.url)));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: { current: HeadData | null } = { current: null };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollector value={collector}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HeadCollector>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const meta = collector.current;
  if (!meta) throw new Error(`${url} rendered no <PageHead>`);
  const modules = context.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.page)
    .filter((p): p is string => Boolean(p));
  return { kind: 'page', html, head: headTags(meta), status: context.statusCode, modules, meta };
}

/** Every file the prerender writes, with the URL rendered into it. */
export async function routeMeta(): Promise<{ url: string; file: string }[]> {
  return [
    ...pageRoutes.map((url) => ({ url, file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html` })),
    ...Object.keys(solutionAliases).map((slug) => ({
      url: paths.solution(slug),
      file: `${paths.solution(slug).slice(1)}/index.html`,
    })),
    ...notFoundPages,
  ];
}

export function sitemap(): string {
  const urls = pageRoutes
    .filter((r) => !noindexRoutes.includes(r))
    .map((r) => `  <url><loc>${canonicalUrl(r)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${canonicalUrl('/sitemap.xml')}\n`;
}
