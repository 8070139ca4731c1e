// A call booked from the site (/api/book-call): a lead like any form's, whose request places the
// call in the same transaction (or keeps it unplaced when its time was just taken). The answer
// carries the booking as its visitor sees it; the staff get the usual notice.
import { callKindCopy } from '../../src/content/booking.ts';
import { interestOptions } from '../../src/content/forms.ts';
import { paths } from '../../src/config/paths.ts';
import { bookingSchema } from '../../src/features/booking/contract.ts';
import { bookingMail, bookRequest, viewOf } from '../booking/service.ts';
import { block, labelled, siteName, trailer } from '../mail/compose.ts';
import { headerSafe } from '../mail/transport.ts';
import { calendarWrites } from '../store/booking-caldav.ts';
import { bookingOfSubmission } from '../store/bookings.ts';
import { defineFormKind } from './kind.ts';

const interestLabel = (v: string) => interestOptions.find((o) => o.value === v)?.label ?? v;

export const bookingForm = defineFormKind({
  kind: 'booking',
  schema: bookingSchema,
  noJs: { success: paths.book, back: paths.book, anchor: '#book' },
  async mails({ tx, id, data, facts, createdAt, env }) {
    const b = await bookRequest(tx, {
      submissionId: id,
      kind: data.callKind,
      start: Date.parse(data.start),
      timeZone: data.timeZone,
      holdId: data.holdId,
    });
    // The call's host works the lead (and gets its push).
    if (b.host_id) await tx.query('UPDATE submissions SET assignee_id = $2 WHERE id = $1', [id, b.host_id]);
    const visitorMail = await bookingMail(tx, env, b, { name: data.name, email: data.email });
    // The host's own calendar gets the call through the outbox (nothing when none is connected).
    const calendar = b.status === 'booked' ? await calendarWrites(tx, b.id, [b.host_id]) : [];
    const at = new Date(b.starts_at).toISOString();
    return [
      ...visitorMail,
      ...calendar,
      {
        kind: 'booking',
        refId: id,
        to: env.MAIL_TO,
        replyTo: data.email,
        subject: headerSafe(
          `${b.status === 'booked' ? 'Call booked' : 'Call requested, time taken'}: ${data.name} (${data.company}) - ${callKindCopy[data.callKind].title}`,
        ),
        text: [
          b.status === 'booked'
            ? `A call was booked through the ${siteName} website.`
            : `A call was requested through the ${siteName} website, but its time was just taken; the visitor is offered the nearest free times.`,
          '',
          ...labelled([
            ['Call', callKindCopy[data.callKind].title],
            ['When (UTC)', at],
            ["Visitor's zone", data.timeZone],
            ['Host', b.host_email ?? '(none yet)'],
            ['Name', data.name],
            ['Email', data.email],
            ['Phone', data.phone],
            ['Company', data.company],
            ['Topic', interestLabel(data.interest)],
          ]),
          ...(data.note ? ['', 'Note:', block(data.note)] : []),
          ...trailer('Booking', id, createdAt, facts),
        ].join('\n'),
      },
    ];
  },
  async answer(db, env, id) {
    const b = await bookingOfSubmission(db, id);
    return b ? { booking: await viewOf(db, env, b) } : {};
  },
});
