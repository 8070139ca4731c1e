// Where a lead came from, read out of what its device kept (data/visit-storage.ts) by the server,
// which keeps only these parts: the campaign (utm_*), the ad platforms' click ids, the other
// site's host, the landing page's path, and the paths of the pages seen. Every value is
// allow-listed (letters, digits and a few marks) and length-capped; anything else in the address
// (an e-mail in a query, say) is never read. The server relative-imports this file.
import { CLICK_IDS, PAGES_SEEN_MAX, TOUCH_VALUE_MAX, type ClickId } from '../../config/analytics.ts';
import type { Attribution, Touch } from './contract.ts';

export type { Attribution, Touch };

const SEARCH_ENGINE = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|search\.brave|startpage|qwant)\./;
const PAID_SOCIAL = new Set<ClickId>(['fbclid', 'li_fat_id']);
// A path as kept: no space, query or hash, and no control, format or lone surrogate character
// (which PostgreSQL's JSON cannot store, or which would reorder what staff read).
const PATH = /^\/[^\s?#\p{Cc}\p{Cf}\p{Cs}]{0,299}$/u;

/** A campaign value as kept: letters, digits, spaces and . _ ~ + - / : | ( ) , only, capped. */
export const campaignValue = (v: string | null): string | null =>
  v
    ?.normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._~+\-/:|(),]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TOUCH_VALUE_MAX)
    .trim() || null;

const clickIdValue = (v: string | null) => v?.replace(/[^\w.~-]/g, '').slice(0, 200) || null;

function hostOf(referrer: unknown): string | null {
  if (typeof referrer !== 'string' || !referrer) return null;
  try {
    const host = new URL(referrer.slice(0, 2000)).hostname.toLowerCase();
    return /^[a-z0-9.-]{1,253}$/.test(host) ? host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** One arrival, from `{ l, r, t }` as the device kept it; null when it is not one. */
export function touchOf(raw: unknown, now = Date.now()): Touch | null {
  if (!raw || typeof raw !== 'object') return null;
  const { l, r, t } = raw as Record<string, unknown>;
  if (typeof l !== 'string') return null;
  let url: URL;
  try {
    url = new URL(l.slice(0, 4000), 'https://site.invalid');
  } catch {
    return null;
  }
  const q = url.searchParams;
  const clickIds: Touch['clickIds'] = {};
  for (const id of Object.keys(CLICK_IDS) as ClickId[]) {
    const v = clickIdValue(q.get(id));
    if (v) clickIds[id] = v;
  }
  const referrer = hostOf(r);
  const clicked = (Object.keys(CLICK_IDS) as ClickId[]).find((id) => clickIds[id]);
  let source = campaignValue(q.get('utm_source'));
  let medium = campaignValue(q.get('utm_medium'));
  if (!source) {
    if (clicked) {
      source = CLICK_IDS[clicked];
      medium ??= PAID_SOCIAL.has(clicked) ? 'paid_social' : 'cpc';
    } else if (referrer) {
      source = referrer;
      medium ??= SEARCH_ENGINE.test(referrer) ? 'organic' : 'referral';
    } else {
      source = '(direct)';
      medium ??= '(none)';
    }
  }
  // A believable device time: within the last 400 days, and not ahead by more than a day.
  const at =
    typeof t === 'number' && t > now - 400 * 86_400_000 && t < now + 86_400_000 ? new Date(t).toISOString() : null;
  return {
    source,
    medium: medium ?? '(not set)',
    campaign: campaignValue(q.get('utm_campaign')),
    content: campaignValue(q.get('utm_content')),
    term: campaignValue(q.get('utm_term')),
    referrer,
    landing: PATH.test(url.pathname) ? url.pathname : '/',
    clickIds,
    at,
  };
}

/** A lead's source, from what its device sent (`RawVisit`); null when it sent nothing usable. */
export function attributionOf(raw: unknown, now = Date.now()): Attribution | null {
  if (!raw || typeof raw !== 'object') return null;
  const { first, last, pages } = raw as Record<string, unknown>;
  const a: Attribution = {
    first: touchOf(first, now),
    last: touchOf(last, now),
    pages: Array.isArray(pages)
      ? pages.filter((p): p is string => typeof p === 'string' && PATH.test(p)).slice(-PAGES_SEEN_MAX)
      : [],
  };
  return a.first || a.last || a.pages.length ? a : null;
}

/**
 * A touch on one line, for the staff's e-mail and lead page: "newsletter / email / fall (content:
 * hero, term: 911), landed on /solutions, from linkedin.com, gclid abc".
 */
export function describeTouch(t: Touch): string {
  const extra = [t.content && `content: ${t.content}`, t.term && `term: ${t.term}`].filter(Boolean).join(', ');
  return [
    [t.source, t.medium, t.campaign].filter(Boolean).join(' / ') + (extra ? ` (${extra})` : ''),
    `landed on ${t.landing}`,
    t.referrer && `from ${t.referrer}`,
    ...Object.entries(t.clickIds).map(([k, v]) => `${k} ${v}`),
  ]
    .filter(Boolean)
    .join(', ');
}
