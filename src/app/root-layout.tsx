import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { SkipLink } from '@/components/layout/skip-link';
import { RouteEffects } from '@/components/layout/route-effects';
import { ToastRegion } from '@/components/layout/toast-region';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <RouteErrorBoundary pathname={pathname}>
          {/* Navigations are transitions, so the old page stays until the next chunk arrives. */}
          <Suspense>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ToastRegion />
      <RouteEffects />
    </>
  );
}
