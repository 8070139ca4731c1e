// A host's calendar feed (GET /api/calendar-feed): their calls as one published calendar, each
// event with the UID and SEQUENCE of the visitor's invitation, so a calendar that has both keeps
// one event and follows its moves; a cancelled call stays, as STATUS:CANCELLED. Only the kind,
// the visitor's name and company, and the lead's address in the inbox: the link may sit in a
// calendar service, so no e-mail, phone or message goes in it.
import ical, { ICalEventStatus } from 'ical-generator';
import { site } from '../../src/config/site.ts';
import { callKindCopy } from '../../src/content/booking.ts';
import type { FeedCall } from '../store/booking-hosts.ts';
import { uidOf } from './invitation.ts';

/** How often a calendar is asked to read the feed again (those that honour it). */
const REFRESH_SECONDS = 15 * 60;

/** "30-minute consultation: Grace Hopper (Navy Digital Service)". */
export const feedSummary = (c: Pick<FeedCall, 'kind' | 'fields'>) => {
  const name = c.fields?.name?.trim() ?? '';
  const company = c.fields?.company?.trim() ?? '';
  const who = name && company ? `${name} (${company})` : name || company;
  return who ? `${callKindCopy[c.kind].title}: ${who}` : callKindCopy[c.kind].title;
};

export function calendarFeed(calls: readonly FeedCall[], siteUrl: string): string {
  const cal = ical({
    prodId: { company: site.name, product: 'Calls', language: 'EN' },
    name: `${site.name}: your calls`,
    ttl: REFRESH_SECONDS,
  });
  const host = new URL(siteUrl).host;
  for (const c of calls) {
    const lead = c.submission_id ? `${siteUrl}/staff/leads/${c.submission_id}` : null;
    cal.createEvent({
      id: uidOf(c.id, host),
      sequence: c.sequence,
      start: new Date(c.starts_at),
      end: new Date(c.ends_at),
      summary: feedSummary(c),
      description: [c.no_show ? 'Marked as a no-show.' : '', lead ? `The lead: ${lead}` : '']
        .filter(Boolean)
        .join('\n'),
      url: lead,
      status: c.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}
