import { Outlet } from 'react-router-dom';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { SkipLink } from '@/components/layout/skip-link';
import { RouteEffects } from '@/components/layout/route-effects';
import { ToastRegion } from '@/components/layout/toast-region';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ToastRegion />
      <RouteEffects />
    </>
  );
}
