// A booked call as its visitor sees it: when, in their zone; its invitation; add-to-calendar links;
// and the way to reschedule or cancel it (the same signed link the e-mail carries).
import { paths } from '@/config/paths';
import { bookingCopy } from '@/content/booking';
import { invitationUrl } from '@/features/booking/api/booking';
import type { BookingView } from '@/features/booking/contract';
import { addToCalendarLinks } from '@/features/booking/lib/calendar-links';
import { formatWhen as whenOf } from '@/features/booking/lib/format';

export { formatWhen as whenOf } from '@/features/booking/lib/format';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

export function BookedCall({ view, manage = true }: { view: BookingView; manage?: boolean }) {
  const manageHref = `${paths.manageBooking}#${view.token}`;
  const links = addToCalendarLinks({
    kind: view.kind,
    start: new Date(view.start),
    end: new Date(view.end),
    manageUrl: new URL(manageHref, location.href).href,
  });
  const t = bookingCopy.booked;
  return (
    <div className="space-y-3">
      <p className="text-lg font-semibold text-slate-900">{t.when(whenOf(view.start, view.timeZone))}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li>
          <a className={linkClass} href={invitationUrl(view.token)} download="invite.ics">
            {t.invitation}
          </a>
        </li>
        {(['google', 'outlook'] as const).map((k) => (
          <li key={k}>
            <a className={linkClass} href={links[k]} target="_blank" rel="noopener noreferrer">
              {t[k]}
              <span className="sr-only">{t.newTab}</span>
            </a>
          </li>
        ))}
        {manage && (
          <li>
            <a className={linkClass} href={manageHref}>
              {t.manage}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
