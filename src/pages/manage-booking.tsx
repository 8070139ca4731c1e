import { lazy, Suspense } from 'react';
import { PageHead } from '@/components/layout/page-head';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { manageCopy } from '@/content/booking';
import { pageMeta } from '@/content/pages';
import { useHydrated } from '@/lib/use-hydrated';
import { loadWhenReachable } from '@/lib/script-recovery';

const ManageBooking = lazy(() =>
  loadWhenReachable(() => import('@/features/booking/components/manage-booking')).then((m) => ({
    default: m.ManageBooking,
  })),
);

/** /book/manage#<token>: one booking, from its invitation's links. The token is read in the browser only. */
export default function ManageBookingPage() {
  const meta = pageMeta[paths.manageBooking];
  const hydrated = useHydrated();
  return (
    <>
      <PageHead {...meta} path={paths.manageBooking} />
      {/* The call's view renders after the app starts: its room is kept, so the footer never jumps. */}
      <Container className="min-h-[75vh] py-12 sm:py-16">
        <h1 id="page-title" tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {manageCopy.heading}
        </h1>
        <p className="mt-4 max-w-prose text-lg leading-8 text-slate-700">{manageCopy.intro}</p>
        <div className="mt-6">
          {hydrated ? (
            <Suspense fallback={<p role="status">{manageCopy.loading}</p>}>
              <ManageBooking />
            </Suspense>
          ) : (
            <p role="status">{manageCopy.loading}</p>
          )}
        </div>
      </Container>
    </>
  );
}
