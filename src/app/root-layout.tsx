import { Suspense, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { PageViews } from '@/app/page-views';
import type { Shown } from '@/app/shown-pages';
import type { WithDataset } from '@/boot/dom-hooks';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { SkipLink } from '@/components/layout/skip-link';
import { RouteEffects } from '@/components/layout/route-effects';
import { usePreloadOnIntent } from '@/app/preload-on-intent';
import { ToastRegion } from '@/components/layout/toast-region';
import { afterLoad } from '@/lib/after-load';

/**
 * The service worker, update prompt and outbox delivery, loaded once the page is idle: none of
 * it is needed for first paint. Offline with no worker yet, it waits for the connection.
 */
function DeferredPwaLayer() {
  const [Layer, setLayer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => {
      if (!navigator.onLine && !navigator.serviceWorker?.controller) {
        window.addEventListener('online', load, { once: true });
        return;
      }
      // workbox-window too: the plugin imports it later, when the connection may be gone.
      Promise.all([import('@/components/layout/pwa-layer'), import('workbox-window')]).then(
        ([m]) => active && setLayer(() => m.default),
        () => window.addEventListener('online', load, { once: true }),
      );
    };
    const cancel = afterLoad(load);
    return () => {
      active = false;
      cancel();
      window.removeEventListener('online', load);
    };
  }, []);
  return Layer ? <Layer /> : null;
}

/**
 * Inside the page's Suspense boundary, so its effect runs once the page itself is hydrated (a
 * transition may hydrate the layout first): then taps made before the app loaded are replayed,
 * and `html[data-app="ready"]` tells tests the page is live.
 */
function PageHydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    (document.documentElement as WithDataset).dataset.app = 'ready';
    onHydrated?.();
  }, [onHydrated]);
  return null;
}

/**
 * The site's frame around its page. What the router shows comes as `shown`: the parts around the
 * page read where it is as they would the router's (`useLocation`), each page where it was when
 * shown (page-views.tsx).
 */
export function RootLayout({ shown, onHydrated }: { shown: Shown; onHydrated?: () => void }) {
  const { at } = shown.views.at(-1)!;
  // The header and footer follow a page change in a render of their own, just after the tap's:
  // every link in them reads the location (to mark the current page, or to resolve its href),
  // which was a good part of the tap's own render on the slow phone.
  const aroundAt = useDeferredValue(at);
  usePreloadOnIntent(shown.prepare);
  return (
    <>
      <LocationContext value={aroundAt}>
        <SkipLink />
        {/* Header, page and footer hydrate apart: an early tap in one hydrates that part alone. */}
        <Suspense>
          <Header />
        </Suspense>
      </LocationContext>
      {/* A page still loading comes as a transition (site-router.tsx): the old page stays till then. */}
      <Suspense>
        <PageViews shown={shown} after={<PageHydrated onHydrated={onHydrated} />} />
      </Suspense>
      <LocationContext value={aroundAt}>
        <Suspense>
          <Footer />
        </Suspense>
      </LocationContext>
      <LocationContext value={at}>
        <ToastRegion />
        <RouteEffects />
        <DeferredPwaLayer />
      </LocationContext>
    </>
  );
}
