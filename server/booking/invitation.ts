// A booking's invitation (iCalendar): one UID for its whole life, SEQUENCE raised by every change
// sent, METHOD:REQUEST while it stands and METHOD:CANCEL once cancelled (a calendar then removes it;
// a REQUEST with STATUS:CANCELLED is kept by some). Times in UTC; the visitor's zone is in the text.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { site } from '../../src/config/site.ts';
import { callKindCopy } from '../../src/content/booking.ts';
import type { CallKind } from '../../src/config/booking.ts';
export { addToCalendarLinks } from '../../src/features/booking/lib/calendar-links.ts';

export interface InvitationInput {
  id: string;
  kind: CallKind;
  start: Date;
  end: Date;
  sequence: number;
  cancelled: boolean;
  visitor: { name: string; email: string };
  organizer: { name: string; email: string };
  /** The booking's manage page. */
  manageUrl: string;
  siteHost: string;
}

/** The UID every invitation of a booking carries. */
export const uidOf = (id: string, siteHost: string) => `booking-${id}@${siteHost}`;

export function invitation(b: InvitationInput): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = b.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const cal = ical({ prodId: { company: site.name, product: 'Booking', language: 'EN' }, method });
  const title = `${callKindCopy[b.kind].title} with ${site.name}`;
  cal.createEvent({
    id: uidOf(b.id, b.siteHost),
    sequence: b.sequence,
    start: b.start,
    end: b.end,
    summary: title,
    description: `${callKindCopy[b.kind].summary}.\nReschedule or cancel: ${b.manageUrl}`,
    url: b.manageUrl,
    status: b.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: b.organizer,
    attendees: [{ name: b.visitor.name, email: b.visitor.email, rsvp: false }],
  });
  return { method: b.cancelled ? 'CANCEL' : 'REQUEST', content: cal.toString() };
}
