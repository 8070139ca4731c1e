// The site's own analytics: what a browser records and sends, shared by the browser's small
// recorder, the server that stores it, and the privacy policy that describes it. No zod here: the
// recorder loads before any interaction and carries only these constants (each its own, so the
// recorder's build inlines the ones it uses).

/**
 * The events, by the names the spec gives its two (form_submission, cta_get_started_clicked);
 * visit_started carries where a visit came from (src/features/analytics/visit.ts).
 */
export const EVENT_NAMES = [
  'page_view',
  'form_started',
  'form_sent',
  'file_downloaded',
  'form_submission',
  'cta_get_started_clicked',
  'visit_started',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const EVENTS_ENDPOINT = '/api/events';
/** Events in one request at most. */
export const EVENTS_PER_BATCH = 50;
/** Days an event may wait on a device for a connection; older ones are dropped, and counted. */
export const EVENT_DEVICE_DAYS = 30;
/** Months the server keeps each event; its daily counts stay. */
export const EVENT_RETENTION_MONTHS = 13;

/** Days the first touch (where a visitor first came from) is kept on the device; never under GPC or DNT. */
export const FIRST_TOUCH_DAYS = 90;
/** Pages of a visit a lead carries, the last ones seen. */
export const PAGES_SEEN_MAX = 20;
/** Characters of a campaign value (utm_*) a lead keeps. */
export const TOUCH_VALUE_MAX = 100;
/** The ad platforms' click ids a lead keeps, by the platform each names as its source. */
export const CLICK_IDS = { gclid: 'google', msclkid: 'bing', fbclid: 'facebook', li_fat_id: 'linkedin' } as const;
export type ClickId = keyof typeof CLICK_IDS;
/** The company's days (Alpharetta, Georgia): the dashboard's days begin and end at its midnight. */
export const REPORT_TIME_ZONE = 'America/New_York';
/** Days the dashboard shows at most in one range. */
export const REPORT_MAX_DAYS = 400;
