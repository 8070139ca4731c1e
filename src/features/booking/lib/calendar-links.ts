// Links that add a call to Google's and Outlook's web calendars: the same on the confirmation page
// and in the e-mail. Relative imports with extensions: the server loads this file too.
import { site } from '../../../config/site.ts';
import type { CallKind } from '../../../config/booking.ts';
import { callKindCopy } from '../../../content/booking.ts';

const compact = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');

export function addToCalendarLinks(b: { kind: CallKind; start: Date; end: Date; manageUrl: string }) {
  const text = `${callKindCopy[b.kind].title} with ${site.name}`;
  const details = `Reschedule or cancel: ${b.manageUrl}`;
  const google = `https://calendar.google.com/calendar/render?${new URLSearchParams({
    action: 'TEMPLATE',
    text,
    dates: `${compact(b.start)}/${compact(b.end)}`,
    details,
  })}`;
  const outlook = `https://outlook.office.com/calendar/0/deeplink/compose?${new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: text,
    startdt: b.start.toISOString(),
    enddt: b.end.toISOString(),
    body: details,
  })}`;
  return { google, outlook };
}
