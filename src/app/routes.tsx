import { use, type ComponentType } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { redirects } from '@/config/site-rules';

type PageModule = { default: ComponentType };
// Each page is its own chunk; the glob keys ("/src/pages/x.tsx") name the chunk in Vite's manifest.
const pageModules = import.meta.glob<PageModule>(['/src/pages/*.tsx', '!/src/pages/*.test.tsx']);

/** The route map: path → page file in src/pages. Order does not matter; the router ranks paths. */
export const pageTable = [
  { path: paths.home, page: 'home' },
  { path: paths.solutions, page: 'solutions' },
  { path: paths.solution(':slug'), page: 'solution-detail' },
  { path: paths.caseStudies, page: 'case-studies' },
  { path: paths.industries, page: 'industries' },
  { path: paths.about, page: 'about' },
  { path: paths.resources, page: 'resources' },
  { path: paths.resource(':slug'), page: 'resource-detail' },
  { path: paths.careers, page: 'careers' },
  { path: paths.job(':slug'), page: 'job-detail' },
  { path: paths.capabilities, page: 'capabilities' },
  { path: paths.accessibility, page: 'accessibility' },
  { path: paths.contact, page: 'contact' },
  { path: paths.privacy, page: 'privacy' },
  { path: paths.terms, page: 'terms' },
  { path: paths.thankYou, page: 'thank-you' },
  { path: paths.book, page: 'book' },
  { path: paths.manageBooking, page: 'manage-booking' },
  { path: '*', page: 'not-found' },
] as const;

/**
 * A page that loads its chunk on first use. Once loaded it renders synchronously, so a page
 * preloaded before hydration (or before the prerender) never suspends. A failed load is not kept:
 * the error screen shows, and the next navigation (or the connection's return) loads afresh.
 */
function lazyPage(page: string) {
  const file = `/src/pages/${page}.tsx`;
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  let Component: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (m) => void (Component = m.default),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  function Page() {
    if (!Component) use(preload());
    return Component ? <Component /> : null;
  }
  return { Page, preload, loaded: () => Component !== null, file: file.slice(1) };
}

const pages = new Map(pageTable.map((r) => [r.path, lazyPage(r.page)]));

const routeObjects = pageTable.map((r) => ({ path: r.path }));
const routePathOf = (pathname: string) =>
  (matchRoutes(routeObjects, pathname)?.at(-1)?.route.path ?? '*') as (typeof pageTable)[number]['path'];

/** The page entry for a URL path (always one: "*" matches the rest). */
export const pageFor = (pathname: string) => pages.get(routePathOf(pathname))!;

/** The page entry for a path the site has a page for (not the "*" of unknown paths). */
export const knownPageFor = (pathname: string) => (routePathOf(pathname) === '*' ? undefined : pageFor(pathname));

export function AppRoutes() {
  return (
    <Routes>
      {redirects.map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      {pageTable.map(({ path }) => {
        const { Page } = pages.get(path)!;
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </Routes>
  );
}
