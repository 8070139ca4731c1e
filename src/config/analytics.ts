// The site's own analytics: what a browser records and sends, shared by the browser's small
// recorder, the server that stores it, and the privacy policy that describes it. No zod here: the
// recorder loads before any interaction and carries only these constants (each its own, so the
// recorder's build inlines the ones it uses).

/** The events, by the names the spec gives its two (form_submission, cta_get_started_clicked). */
export const EVENT_NAMES = [
  'page_view',
  'form_started',
  'form_sent',
  'file_downloaded',
  'form_submission',
  'cta_get_started_clicked',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const EVENTS_ENDPOINT = '/api/events';
/** Events in one request at most. */
export const EVENTS_PER_BATCH = 50;
/** Days an event may wait on a device for a connection; older ones are dropped, and counted. */
export const EVENT_DEVICE_DAYS = 30;
/** Months the server keeps each event; its daily counts stay. */
export const EVENT_RETENTION_MONTHS = 13;
