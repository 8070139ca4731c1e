import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenParsed } from '@/boot/page-behaviour';
import { keepEarlyInputFromReact } from '@/app/early-input';
import { RootLayout } from '@/app/root-layout';
import { pageFor } from '@/app/routes';
import type { Shown } from '@/app/shown-pages';
import { SiteRouter } from '@/app/site-router';

/**
 * Hydrates the prerendered page (or renders, when the root is empty). Loaded by entry-client;
 * `onHydrated` runs once the page is live (taps made before then are replayed there).
 */
export async function hydrate(onHydrated?: () => void): Promise<void> {
  // Load the current page's chunk first so hydration renders exactly the prerendered HTML.
  await pageFor(location.pathname).preload();
  // The page must be whole before the app takes it over (the entry comes once the page has
  // painted, or at the first tap, which can start the app while a slow phone is still parsing).
  await new Promise<void>((resolve) => whenParsed(resolve));
  const Layout = ({ shown }: { shown: Shown }) => <RootLayout shown={shown} onHydrated={onHydrated} />;
  const app = (
    <StrictMode>
      <SiteRouter layout={Layout} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  keepEarlyInputFromReact(root);
  // A transition lets React hydrate in short slices, so a long page never blocks input for long.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
