// The booking boundary, declared once: the form a visitor sends to book (through the form queue,
// like every other form), the public booking endpoint's actions, and what each answers. The server
// parses with these; the browser imports the types. Relative imports with extensions (Node loads it).
import { z } from 'zod';
import { callKindNames } from '../../config/booking.ts';
import { interests, validationMessages as m } from '../../content/forms.ts';
import { limits, serverEmail, serverOptional, serverRequired, withoutNul } from '../forms/rules.ts';
import { bookingErrors } from '../../content/booking.ts';

/** An IANA zone this runtime knows ("America/New_York"). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone);
      } catch {
        return false;
      }
    },
    { error: bookingErrors.timeZone },
  );

/** A start time as the server gave it: an instant, whole minutes, in UTC. */
export const startSchema = z.iso.datetime({ error: bookingErrors.start }).refine((v) => /:00(?:\.000)?Z$/.test(v), {
  error: bookingErrors.start,
});

export const callKindSchema = z.enum(callKindNames, { error: bookingErrors.kind });

/** The booking form: who, what about, and the time picked (with the hold kept for it, if any). */
export const bookingSchema = z.object({
  name: serverRequired(m.nameRequired, 'Name', limits.name),
  email: serverEmail(m.emailRequired, m.emailInvalid),
  phone: serverOptional('Phone', limits.phone),
  company: serverRequired(m.companyRequired, 'Company', limits.company),
  interest: z.enum(interests, { error: m.interestRequired }),
  note: z.preprocess(
    withoutNul,
    z
      .string()
      .trim()
      .max(limits.message, { error: m.tooLong('Note', limits.message) })
      .optional(),
  ),
  callKind: callKindSchema,
  start: startSchema,
  timeZone: timeZoneSchema,
  holdId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type BookingFields = z.output<typeof bookingSchema>;

/** A booking as its visitor sees it (the manage page, the form's answer). */
export const bookingView = z.object({
  state: z.enum(['booked', 'unplaced', 'cancelled']),
  kind: callKindSchema,
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  /** The token of its manage links (reschedule, cancel, the invitation). */
  token: z.string(),
  sequence: z.number(),
  /** Whether it can still be moved or cancelled here (until a set time before the call). */
  changeable: z.boolean(),
  /** For a request whose time was just taken: the nearest free times. */
  alternatives: z.array(z.string()),
});
export type BookingView = z.output<typeof bookingView>;

export const bookingActions = {
  /** GET: the free start times of a kind of call, for the next weeks. */
  availability: {
    query: z.object({ kind: callKindSchema }),
    answer: z.object({ kind: callKindSchema, times: z.array(z.string()), at: z.string() }),
  },
  /** POST: keep a time for this visitor for a few minutes while they type. */
  hold: {
    body: z.object({
      kind: callKindSchema,
      start: startSchema,
      timeZone: timeZoneSchema,
      /** The hold this visitor had before, given up for this one. */
      release: z.uuid().optional(),
    }),
    answer: z.object({ holdId: z.string(), heldUntil: z.string() }),
  },
  /**
   * POST: what came of a booking request sent from this device, by the key it was sent with (the
   * queue's record id, which only that device knows): for a request delivered while the page was away.
   */
  request: { body: z.object({ key: z.uuid() }), answer: bookingView },
  /** POST: a booking by its token (in the body, so no request log keeps it). */
  manage: { body: z.object({ token: z.string().max(100) }), answer: bookingView },
  /** POST: move it (or place a request whose time was taken) to another free time. */
  move: {
    body: z.object({ token: z.string().max(100), start: startSchema, timeZone: timeZoneSchema }),
    answer: bookingView,
  },
  /** POST: cancel it. */
  cancel: { body: z.object({ token: z.string().max(100) }), answer: bookingView },
  /** GET: its invitation, text/calendar. */
  invitation: { query: z.object({ token: z.string().max(100) }) },
} as const;

export type BookingAction = keyof typeof bookingActions;

/** Refusals that carry other times: a time just taken. */
export const takenAnswer = z.object({
  error: z.literal('taken'),
  message: z.string(),
  alternatives: z.array(z.string()),
});
