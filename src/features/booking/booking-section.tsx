// "Book a 30-minute call": in the contact section and on /book. The page carries only this
// heading and its button; the picker, its form and their libraries load when the visitor asks for
// the free times (or at once when a half-typed booking waits on this device).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DATA_REPLAY } from '@/boot/dom-hooks';
import { Button } from '@/components/ui/button';
import type { CallKind } from '@/config/booking';
import { bookingCopy } from '@/content/booking';
import { hasDraft } from '@/features/forms/drafts/drafts';
import { loadWhenReachable } from '@/lib/script-recovery';

const BookingPanel = lazy(() =>
  loadWhenReachable(() => import('@/features/booking/components/booking-panel')).then((m) => ({
    default: m.BookingPanel,
  })),
);

export function BookingSection({
  id = 'book',
  kind = 'consultation',
  level = 2,
}: {
  id?: string;
  kind?: CallKind;
  /** Its heading's level where it sits (3 inside the contact section). */
  level?: 2 | 3;
}) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = level === 2 ? 'h2' : 'h3';
  useEffect(() => {
    let live = true;
    void hasDraft('booking').then((d) => live && d && setOpen(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <Heading
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900"
      >
        {bookingCopy.heading}
      </Heading>
      <p className="mt-2 text-slate-700">{bookingCopy.intro}</p>
      <div className="mt-5">
        {open ? (
          <Suspense fallback={<p role="status">{bookingCopy.opening}</p>}>
            <BookingPanel initialKind={kind} level={level === 2 ? 3 : 4} />
          </Suspense>
        ) : (
          <Button
            size="lg"
            // A tap before the app has loaded opens it once the app has (page-behaviour.ts).
            {...{ [DATA_REPLAY]: '' }}
            onClick={() => {
              setOpen(true);
              // The button goes; focus stays in the section, and the next Tab reaches the picker.
              heading.current?.focus();
            }}
          >
            {bookingCopy.open}
          </Button>
        )}
      </div>
    </section>
  );
}
