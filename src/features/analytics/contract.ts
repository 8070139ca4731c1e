// POST /api/events: a batch of events recorded on a device (recorder.ts), declared once
// for the server that checks it and the recorder that sends it (which imports its types only).
// The server relative-imports this file.
import { z } from 'zod';
import { CLICK_IDS, EVENTS_PER_BATCH, EVENT_NAMES, type ClickId } from '../../config/analytics.ts';

/** A parameter's name: lower case and underscores, as the spec's (form_name, slide_id). */
const paramName = z.string().regex(/^[a-z][a-z_]{0,39}$/);

/** Text PostgreSQL can store in JSON: no NUL, no lone surrogate. */
const storable = (max: number) =>
  z
    .string()
    .max(max)
    .refine(
      (s) => !/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s),
      'Text with NUL or a lone surrogate.',
    );

export const analyticsEvent = z.object({
  /** A UUID the device gives it: the server stores each one once. */
  id: z.uuid(),
  name: z.enum(EVENT_NAMES),
  /** When it happened, by the device's clock (epoch ms): the server corrects it by `sentAt`. */
  at: z.number().int().nonnegative(),
  /** The page's path, without its query or hash. */
  path: storable(300).regex(/^\/[^\s?#]*$/),
  params: z
    .record(paramName, z.union([storable(200), z.number().finite()]))
    .refine((p) => Object.keys(p).length <= 8, 'At most 8 parameters.')
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const eventBatch = z.object({
  /** The device's clock when it sent the batch (epoch ms): how far it is from the server's. */
  sentAt: z.number().int().nonnegative(),
  events: z.array(analyticsEvent).min(1).max(EVENTS_PER_BATCH),
  /** Events the device dropped unsent (older than EVENT_DEVICE_DAYS) since its last batch. */
  dropped: z.number().int().nonnegative().max(1_000_000).optional(),
  /** The browser says it is under automation (navigator.webdriver): not counted, as for bots. */
  automated: z.boolean().optional(),
});
export type EventBatch = z.infer<typeof eventBatch>;

/**
 * A batch as the server first reads it: each event is then checked on its own, so one the server
 * refuses (a path too long, say) does not cost the others.
 */
export const eventBatchEnvelope = eventBatch.extend({
  events: z.array(z.unknown()).min(1).max(EVENTS_PER_BATCH),
});

export const eventBatchAnswer = z.object({
  /** Events stored by this request. */
  stored: z.number(),
  /** Events already stored by an earlier request (a retry), or not counted (a bot, too old, refused). */
  ignored: z.number(),
});
export type EventBatchAnswer = z.infer<typeof eventBatchAnswer>;

/** One arrival of a lead's visitor, as the server keeps it (attribution.ts reads it out). */
export const touch = z.object({
  /** utm_source; else the ad platform of a click id; else the other site's host; else "(direct)". */
  source: z.string(),
  /** utm_medium; else "cpc" or "paid_social" for a click id, "organic" for a search engine, "referral", "(none)". */
  medium: z.string(),
  campaign: z.string().nullable(),
  content: z.string().nullable(),
  term: z.string().nullable(),
  /** The other site's host (no path: browsers send no more), or null. */
  referrer: z.string().nullable(),
  /** The path of the first page of the visit. */
  landing: z.string(),
  clickIds: z.partialRecord(z.enum(Object.keys(CLICK_IDS) as [ClickId, ...ClickId[]]), z.string()),
  /** When, by the device's clock (ISO), or null when not believable. */
  at: z.string().nullable(),
});
export type Touch = z.infer<typeof touch>;

/** Where a lead came from: kept with its submission, shown to staff, exported. */
export const attribution = z.object({
  /** The first arrival within 90 days on the device (none under GPC or DNT). */
  first: touch.nullable(),
  /** This visit's arrival. */
  last: touch.nullable(),
  /** The pages this visit saw, the form's page last. */
  pages: z.array(z.string()),
});
export type Attribution = z.infer<typeof attribution>;
