import { redirect, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { ErrorScreen } from '@/app/error-screen';
import { paths } from '@/config/paths';
import { solutionAliases } from '@/content/solution-aliases';

type PageModule = { default: React.ComponentType };
// Each page is its own chunk; the glob keys ("/src/pages/x.tsx") name the chunk in Vite's manifest.
const pageModules = import.meta.glob<PageModule>(['/src/pages/*.tsx', '!/src/pages/*.test.tsx']);

export interface RouteHandle {
  /** Source file of the page, for modulepreload links in the prerendered HTML. */
  page: string;
}

function page(name: string, path?: string, index?: boolean): RouteObject {
  const file = `/src/pages/${name}.tsx`;
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  const handle: RouteHandle = { page: file.slice(1) };
  const lazy = async () => ({ Component: (await load()).default });
  return index ? { index: true, handle, lazy } : { path, handle, lazy };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          page('home', undefined, true),
          page('solutions', paths.solutions),
          ...Object.entries(solutionAliases).map(([from, to]) => ({
            path: paths.solution(from),
            loader: () => redirect(paths.solution(to), 301),
          })),
          page('solution-detail', paths.solution(':slug')),
          page('case-studies', paths.caseStudies),
          page('industries', paths.industries),
          page('about', paths.about),
          page('resources', paths.resources),
          page('careers', paths.careers),
          page('contact', paths.contact),
          page('privacy', paths.privacy),
          page('terms', paths.terms),
          page('thank-you', paths.thankYou),
          page('not-found', '*'),
        ],
      },
    ],
  },
];
