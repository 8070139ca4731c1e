// Booking a call, once the visitor asks for the free times: load them (or, offline, the ones this
// device saw last, with their age), pick a day and a time (held for a few minutes while they
// type), give their details, and see what came of it: booked, saved on the device until the
// connection returns, or taken a moment before, with the nearest free times one tap away.
import { useEffect, useRef, useState } from 'react';
import { callKindNames, type CallKind } from '@/config/booking';
import { bookingCopy, callKindCopy } from '@/content/booking';
import {
  BookingError,
  getAvailability,
  getRequest,
  holdTime,
  moveBooking,
  type Availability,
} from '@/features/booking/api/booking';
import { BookedCall, whenOf } from '@/features/booking/components/booked-call';
import { BookingForm } from '@/features/booking/components/booking-form';
import { TimePicker } from '@/features/booking/components/time-picker';
import type { BookingView } from '@/features/booking/contract';
import { keepAvailability, lastAvailability } from '@/features/booking/data/availability-storage';
import { askOnceDelivered } from '@/features/booking/lib/ask-once-delivered';
import { deviceZone } from '@/features/booking/lib/zone-day';
import { CHANNEL, standing } from '@/features/forms/queue/drain';
import type { SubmitResult } from '@/features/forms/queue/submit';
import { buttonClass } from '@/components/ui/button';

type Times = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: Availability; offline: boolean };
type Outcome =
  | { state: 'booked'; view: BookingView; email: string }
  | { state: 'taken'; view: BookingView }
  | { state: 'queued'; id: string; start: string };

/** Fetches the free times of `kind` (kept on the device), or falls back to those seen last. */
function loadTimes(kind: CallKind, set: (t: Times) => void) {
  getAvailability(kind).then(
    (data) => {
      keepAvailability(data);
      set({ state: 'ready', data, offline: false });
    },
    () => {
      const last = lastAvailability(kind);
      set(last ? { state: 'ready', data: last, offline: true } : { state: 'failed' });
    },
  );
}

const outcomeOf = (view: BookingView, email: string): Outcome =>
  view.state === 'booked' ? { state: 'booked', view, email } : { state: 'taken', view };

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export function BookingPanel({
  initialKind = 'consultation',
  level = 3,
}: {
  initialKind?: CallKind;
  /** Its headings' level where it sits (one below the section's). */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const [kind, setKind] = useState<CallKind>(initialKind);
  const [zone, setZone] = useState(deviceZone);
  const [times, setTimes] = useState<Times>({ state: 'loading' });
  const [start, setStart] = useState<string | null>(null);
  const [hold, setHold] = useState<{ id: string; until: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [status, setStatus] = useState('');
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const picks = useRef(0);
  const holdRef = useRef<{ id: string; until: string } | null>(null);

  const load = (k: CallKind) => {
    setTimes({ state: 'loading' });
    loadTimes(k, setTimes);
  };
  useEffect(() => loadTimes(initialKind, setTimes), [initialKind]);
  useEffect(() => outcomeRef.current?.focus(), [outcome?.state]);

  // A request saved on the device: once the queue has delivered it, ask what came of it.
  const queuedId = outcome?.state === 'queued' ? outcome.id : null;
  useEffect(() => {
    if (!queuedId) return;
    let live = true;
    const check = askOnceDelivered(
      () => standing(queuedId),
      async () => {
        const view = await getRequest(queuedId);
        if (!live) return;
        setOutcome(outcomeOf(view, ''));
        loadTimes(view.kind, setTimes);
      },
    );
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void check();
    // Delivered before this listener was there.
    void check();
    return () => {
      live = false;
      channel.close();
    };
  }, [queuedId]);

  const settle = (view: BookingView, email: string) => {
    setOutcome(outcomeOf(view, email));
    load(view.kind);
  };

  const pick = async (t: string) => {
    setStart(t);
    setStatus('');
    // Only the latest pick's answer counts: an earlier one answering late is ignored (its hold
    // lapses by itself, and the address's oldest holds give way to new ones).
    const mine = ++picks.current;
    try {
      const held = await holdTime(kind, t, zone, holdRef.current?.id);
      if (mine !== picks.current) return;
      holdRef.current = { id: held.holdId, until: held.heldUntil };
      setHold(holdRef.current);
      setStatus(bookingCopy.heldUntil(clock(held.heldUntil)));
    } catch (e) {
      if (mine !== picks.current) return;
      holdRef.current = null;
      setHold(null);
      if (e instanceof BookingError && e.code === 'taken') {
        setStart(null);
        setStatus(bookingCopy.toasts.taken.title);
        load(kind);
      }
      // Unreachable: no hold, and the request is queued; the server decides when it arrives.
    }
  };

  const onResult = (result: SubmitResult, email: string) => {
    if (result.status === 'sent') {
      const view = (result.answer as { booking?: BookingView } | undefined)?.booking;
      if (view) settle(view, email);
    } else if (result.status === 'queued' && start) setOutcome({ state: 'queued', id: result.id, start });
  };

  const takeAlternative = async (view: BookingView, t: string) => {
    try {
      settle(await moveBooking(view.token, t, zone), '');
    } catch (e) {
      if (e instanceof BookingError && e.code === 'taken')
        setOutcome({ state: 'taken', view: { ...view, alternatives: e.alternatives } });
    }
  };

  if (outcome) {
    const heading =
      outcome.state === 'booked'
        ? bookingCopy.booked.heading
        : outcome.state === 'queued'
          ? bookingCopy.queued.heading
          : bookingCopy.taken.heading;
    return (
      <div className="space-y-4">
        <Heading ref={outcomeRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {heading}
        </Heading>
        {outcome.state === 'booked' && (
          <>
            {outcome.email && <p>{bookingCopy.booked.sent(outcome.email)}</p>}
            <BookedCall view={outcome.view} />
          </>
        )}
        {outcome.state === 'queued' && <p>{bookingCopy.queued.body(whenOf(outcome.start, zone))}</p>}
        {outcome.state === 'taken' && (
          <>
            <p>{bookingCopy.taken.body}</p>
            <ul className="flex flex-wrap gap-3">
              {outcome.view.alternatives.map((t) => (
                <li key={t}>
                  <button
                    type="button"
                    className={buttonClass('outline')}
                    onClick={() => void takeAlternative(outcome.view, t)}
                  >
                    {bookingCopy.taken.pick(whenOf(t, zone))}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{bookingCopy.kindLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {callKindNames.map((k) => (
            <label key={k} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
              <input
                type="radio"
                name="call-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setStart(null);
                  load(k);
                }}
                className="size-5 accent-brand-700"
              />
              {callKindCopy[k].title}
            </label>
          ))}
        </div>
      </fieldset>
      {times.state === 'loading' && <p role="status">{bookingCopy.opening}</p>}
      {times.state === 'failed' && (
        <div role="alert" className="space-y-2">
          <p>{bookingCopy.loadFailed}</p>
          <button type="button" className={buttonClass('outline')} onClick={() => load(kind)}>
            {bookingCopy.retry}
          </button>
        </div>
      )}
      {times.state === 'ready' && (
        <>
          {times.offline && (
            <p className="rounded-lg bg-amber-50 p-3 text-slate-900">{bookingCopy.asOf(clock(times.data.at))}</p>
          )}
          {times.data.times.length === 0 ? (
            <p>{bookingCopy.none}</p>
          ) : (
            <TimePicker
              times={times.data.times}
              zone={zone}
              onZone={setZone}
              selected={start}
              onSelect={(t) => void pick(t)}
              level={level}
            />
          )}
        </>
      )}
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {start ? `${bookingCopy.chosen(whenOf(start, zone))} ${status}` : status}
      </p>
      {start && (
        <section aria-labelledby="booking-form-heading" className="space-y-4 border-t border-slate-200 pt-6">
          <Heading id="booking-form-heading" className="text-lg font-semibold text-slate-900">
            {bookingCopy.formHeading}
          </Heading>
          <BookingForm hidden={{ callKind: kind, start, timeZone: zone, holdId: hold?.id ?? '' }} onResult={onResult} />
        </section>
      )}
    </div>
  );
}
