// A booking reached from its invitation's link (the token rides in the address's fragment, never
// sent to a server in a request line): when it is, its invitation, and a reschedule or a cancel
// until the set hours before the call. A request whose time was taken picks another here.
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookingCopy, manageCopy } from '@/content/booking';
import {
  BookingError,
  cancelBooking,
  getAvailability,
  getBooking,
  moveBooking,
  type Availability,
} from '@/features/booking/api/booking';
import { BookedCall, whenOf } from '@/features/booking/components/booked-call';
import { TimePicker } from '@/features/booking/components/time-picker';
import type { BookingView } from '@/features/booking/contract';
import { deviceZone } from '@/features/booking/lib/zone-day';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; view: BookingView };

export function ManageBooking() {
  const [token] = useState(() => {
    try {
      return decodeURIComponent(location.hash.slice(1));
    } catch {
      return ''; // a damaged link: said plainly below
    }
  });
  const [load, setLoad] = useState<Load>(
    token ? { state: 'loading' } : { state: 'error', message: manageCopy.noToken },
  );
  // The visitor's zone, asked of Intl only once times are offered to pick from: a renderer's first
  // Intl formatter starts ICU (53 ms of the app's start on the slow phone, when it was asked at
  // mount), which a page opened without its link, or a call only looked at, never needs.
  const [pickedZone, setZone] = useState<string | null>(null);
  const zoneNow = () => pickedZone ?? deviceZone();
  const [picking, setPicking] = useState(false);
  const [times, setTimes] = useState<Availability | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const asked = new URLSearchParams(location.search).get('start');
  const offered = asked && !Number.isNaN(Date.parse(asked)) ? new Date(asked).toISOString() : null;

  useEffect(() => {
    if (!token) return;
    getBooking(token).then(
      (view) => {
        setLoad({ state: 'ready', view });
        if (view.state === 'unplaced') setPicking(true);
      },
      (e: unknown) =>
        setLoad({ state: 'error', message: e instanceof BookingError ? e.message : bookingCopy.loadFailed }),
    );
  }, [token]);
  const kind = load.state === 'ready' ? load.view.kind : null;
  useEffect(() => {
    if (picking && kind) void getAvailability(kind).then(setTimes, () => setTimes(null));
  }, [picking, kind]);
  useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);

  const act = async (work: () => Promise<BookingView>, done: string) => {
    setBusy(true);
    try {
      const view = await work();
      setLoad({ state: 'ready', view });
      setPicking(false);
      setConfirming(false);
      setSaid(done);
    } catch (e) {
      setSaid(e instanceof BookingError ? e.message : bookingCopy.toasts.error.description);
    } finally {
      setBusy(false);
    }
  };
  const move = (start: string) => {
    if (!busy) void act(() => moveBooking(token, start, zoneNow()), manageCopy.moved);
  };
  // A time picked in the grid is confirmed before anything moves.
  const [chosen, setChosen] = useState<string | null>(null);

  if (load.state === 'loading') return <p role="status">{manageCopy.loading}</p>;
  if (load.state === 'error')
    return (
      <div className="space-y-4">
        <p role="alert">{load.message}</p>
        <a className={buttonClass('outline')} href={paths.book}>
          {manageCopy.bookAgain}
        </a>
      </div>
    );
  const { view } = load;
  // Asked once a render, and only while the part offering times shows (see above).
  const zone = view.changeable && picking ? zoneNow() : '';
  return (
    <div className="space-y-6">
      <p ref={saidRef} tabIndex={-1} role="status" className="font-semibold text-slate-900 empty:hidden">
        {said}
      </p>
      {view.state === 'cancelled' ? (
        <a className={buttonClass()} href={paths.book}>
          {manageCopy.bookAgain}
        </a>
      ) : (
        <>
          {view.state === 'booked' && <BookedCall view={view} manage={false} />}
          {!view.changeable && <p>{manageCopy.closed}</p>}
          {view.changeable && view.state === 'booked' && !picking && (
            <div className="flex flex-wrap gap-3">
              <button type="button" className={buttonClass()} onClick={() => setPicking(true)}>
                {manageCopy.reschedule}
              </button>
              {confirming ? (
                <>
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonClass('outline')}
                    onClick={() => void act(() => cancelBooking(token), manageCopy.cancelled)}
                  >
                    {manageCopy.confirmCancel}
                  </button>
                  <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(false)}>
                    {manageCopy.keep}
                  </button>
                </>
              ) : (
                <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(true)}>
                  {manageCopy.cancel}
                </button>
              )}
            </div>
          )}
          {view.changeable && picking && (
            <section aria-labelledby="manage-pick" className="space-y-4">
              <h2 id="manage-pick" className="text-xl font-bold text-slate-900">
                {manageCopy.pickNew}
              </h2>
              {view.state === 'unplaced' && (
                <>
                  <p>{manageCopy.offered}</p>
                  <ul className="flex flex-wrap gap-3">
                    {(offered ? [offered, ...view.alternatives.filter((t) => t !== offered)] : view.alternatives).map(
                      (t) => (
                        <li key={t}>
                          <button
                            type="button"
                            disabled={busy}
                            className={buttonClass('outline')}
                            onClick={() => move(t)}
                          >
                            {bookingCopy.taken.pick(whenOf(t, zone))}
                          </button>
                        </li>
                      ),
                    )}
                  </ul>
                </>
              )}
              {times ? (
                <>
                  <TimePicker times={times.times} zone={zone} onZone={setZone} selected={chosen} onSelect={setChosen} />
                  {chosen && (
                    <button type="button" disabled={busy} className={buttonClass()} onClick={() => move(chosen)}>
                      {manageCopy.confirmMove(whenOf(chosen, zone))}
                    </button>
                  )}
                </>
              ) : (
                <p role="status">{bookingCopy.opening}</p>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
