// The leads: the listing with its filters and counts, one lead with its files, mail and notes,
// the work on it (status, assignee, notes), the CSV export, a file's download and the mail
// health. The server loads this file: relative imports only.
import { z } from 'zod';
import { attribution } from '../../analytics/contract.ts';
import { formKindNames } from '../../../config/form-kinds.ts';
import { leadStatuses } from '../../../config/leads.ts';
import { action, UUID } from './action.ts';
import { leadCall } from './calls.ts';
import { optionalParam, staffEmail } from './common.ts';
import { LEADS_PAGE, MAX_LEADS_PAGE, NOTE_MAX_CHARS, SEARCH_MAX_CHARS } from './limits.ts';

const leadStatus = z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(', ')}.` });

/** The filters of the listing and the export: a kind, a status, words. */
export const leadFilter = z.object({
  kind: optionalParam(z.enum(formKindNames, { error: `kind must be one of ${formKindNames.join(', ')}.` })),
  status: optionalParam(leadStatus),
  // NUL cannot be searched for (nor stored): dropped.
  q: z
    .string()
    .optional()
    .transform((q) => q?.replaceAll('\u0000', '').slice(0, SEARCH_MAX_CHARS).trim() || undefined),
});
export type LeadFilter = z.output<typeof leadFilter>;

/** `limit` and `cursor` of a listing that pages (the leads, and /api/leads). */
export const paging = (defaultLimit: number, maxLimit: number) =>
  z.object({
    limit: optionalParam(
      z.coerce
        .number<string>({ error: `limit must be a whole number from 1 to ${maxLimit}.` })
        .int({ error: `limit must be a whole number from 1 to ${maxLimit}.` })
        .min(1, { error: `limit must be a whole number from 1 to ${maxLimit}.` })
        .max(maxLimit, { error: `limit must be a whole number from 1 to ${maxLimit}.` }),
    ).transform((n) => n ?? defaultLimit),
    cursor: optionalParam(
      z.coerce
        .number<string>({ error: 'cursor must be the nextCursor of an earlier page.' })
        .refine((n) => Number.isSafeInteger(n) && n > 0, {
          error: 'cursor must be the nextCursor of an earlier page.',
        }),
    ),
  });

/** A lead as the listing shows it. */
export const lead = z.object({
  id: z.string(),
  kind: z.enum(formKindNames),
  /** When it was stored (server clock). */
  timestamp: z.string(),
  /** When the visitor pressed Send (browser clock, kept only if believable). */
  submittedAt: z.string().nullable(),
  email: z.string(),
  /** The validated form fields (the kind's schema decides which). */
  fields: z.record(z.string(), z.string()),
  /** The browser and its system ("Chrome on Android"); no address or user-agent string is kept. */
  device: z.string().nullable(),
  pageUrl: z.string().nullable(),
  /** Where the visitor came from (first and last touch, the pages seen), or null when unknown. */
  attribution: attribution.nullable(),
  /** The staff notification's delivery: pending, sending, sent, failed, or null when none was due. */
  mailStatus: z.string().nullable(),
  status: leadStatus,
  assignee: z.string().nullable(),
});
export type Lead = z.infer<typeof lead>;

export const leadFile = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** Hex SHA-256 of the bytes, checked when the submission was accepted. */
  sha256: z.string(),
});
export type LeadFile = z.infer<typeof leadFile>;

export const leadNote = z.object({ id: z.string(), author: z.string(), text: z.string(), at: z.string() });
export type LeadNote = z.infer<typeof leadNote>;

/** One message about the lead: the staff notification, a confirmation, a push. */
export const leadMessage = z.object({
  to: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type LeadMessage = z.infer<typeof leadMessage>;

export const leadDetail = lead.extend({
  /** The fields as the form labels them, in its order (`fields` holds the raw values). */
  shown: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  /** The subject a reply from the inbox starts with. */
  replySubject: z.string(),
  attachments: z.array(leadFile),
  notes: z.array(leadNote),
  mail: z.array(leadMessage),
  /** A booking lead's call; null for every other lead. */
  booking: leadCall.nullable(),
});
export type LeadDetail = z.infer<typeof leadDetail>;

export const leadCounts = z.object({ new: z.number(), in_progress: z.number(), done: z.number() });

export const leadPage = z.object({
  leads: z.array(lead),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  counts: leadCounts,
});
export type LeadPage = z.infer<typeof leadPage>;

/** A message that failed for good or is still being retried, with why. */
export const undelivered = z.object({
  leadId: z.string().nullable(),
  kind: z.string(),
  to: z.string(),
  status: z.string(),
  attempts: z.number(),
  reason: z.string().nullable(),
  since: z.string(),
});

export const mailState = z.object({
  mail: z.object({
    waiting: z.number(),
    stuck: z.number(),
    failed: z.number(),
    smtpConfigured: z.boolean(),
  }),
  undelivered: z.array(undelivered),
});
export type MailState = z.infer<typeof mailState>;

const byId = z.object({ id: z.string().regex(UUID) });
const noLead = { field: 'id', message: 'No such lead.' };

export const leadActions = {
  leads: action({
    method: 'GET',
    auth: 'session',
    write: false,
    query: leadFilter.extend(paging(LEADS_PAGE, MAX_LEADS_PAGE).shape),
    answer: 'json',
    response: leadPage,
  }),
  lead: action({
    method: 'GET',
    auth: 'session',
    write: false,
    query: byId,
    notFound: noLead,
    answer: 'json',
    response: z.object({ lead: leadDetail }),
  }),
  'update-lead': action({
    method: 'POST',
    auth: 'session',
    write: true,
    query: byId,
    notFound: noLead,
    body: z
      .object({
        status: leadStatus.optional(),
        /** A staff member's e-mail; null or empty: nobody. */
        assignee: z
          .union([staffEmail, z.literal(''), z.null()], {
            error: 'The assignee must be a staff member’s e-mail, or null.',
          })
          .optional()
          .transform((a) => (a === '' ? null : a)),
      })
      .refine((b) => b.status !== undefined || b.assignee !== undefined, {
        error: 'Send a status, an assignee, or both.',
        params: { code: 'nothing_to_change' },
      }),
    answer: 'json',
    response: z.object({ lead }),
  }),
  'add-note': action({
    method: 'POST',
    auth: 'session',
    write: true,
    query: byId,
    notFound: noLead,
    body: z.object({
      text: z
        .string({ error: `A note is 1 to ${NOTE_MAX_CHARS} characters of text.` })
        .max(NOTE_MAX_CHARS, { error: `A note is 1 to ${NOTE_MAX_CHARS} characters of text.` })
        .trim()
        .min(1, { error: `A note is 1 to ${NOTE_MAX_CHARS} characters of text.` }),
    }),
    answer: 'json',
    created: true,
    response: z.object({ note: leadNote }),
  }),
  export: action({ method: 'GET', auth: 'session', write: false, query: leadFilter, answer: 'download' }),
  attachment: action({
    method: 'GET',
    head: true,
    auth: 'session',
    write: false,
    query: byId,
    notFound: { field: 'id', message: 'No attachment with this id.' },
    answer: 'download',
  }),
  mail: action({ method: 'GET', auth: 'session', write: false, answer: 'json', response: mailState }),
};
