// Where a visitor came from, on the device only, for the lead they may send: this visit's arrival
// and the pages it has seen (sessionStorage: gone with the tab), and the first arrival within
// FIRST_TOUCH_DAYS (localStorage: never under Global Privacy Control or Do Not Track). Kept raw
// (the address and the referrer as the browser gave them); the server reads out the allow-listed
// parts (../attribution.ts). This module owns the two keys. The app notes each page (../visit.ts:
// a form needs the app to be sent), so it loads from the offline copy, not before the first
// interaction.
import { FIRST_TOUCH_DAYS, PAGES_SEEN_MAX } from '@/config/analytics';

const VISIT = 'site-visit';
const FIRST = 'site-first-touch';

/** An arrival: the page's address, the other site that sent the visitor (or ''), the device's time. */
export interface RawTouch {
  l: string;
  r: string;
  t: number;
}

/** What a submission carries of the visit (each part absent when the device has none). */
export interface RawVisit {
  first?: RawTouch;
  last?: RawTouch;
  pages?: string[];
}

/**
 * A stored value, or undefined (none, or not JSON). (Storage's properties: fewer bytes than getItem.)
 * None is not parsed: a first visit would throw, and under an inspector (Lighthouse) each throw has
 * V8 find the source positions of every function on the stack.
 */
const read = (s: Storage, key: string) => {
  const text = s[key];
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Global Privacy Control or Do Not Track: no first touch is kept. */
const optedOut = () =>
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl || navigator.doNotTrack == '1';

/** The first touch, if younger than FIRST_TOUCH_DAYS and allowed. */
const firstTouch = (): RawTouch | undefined => {
  const f = read(localStorage, FIRST);
  return f?.t > Date.now() - FIRST_TOUCH_DAYS * 86_400_000 && !optedOut() ? f : undefined;
};

/** This document has noted a page: its first is where a visit may arrive. */
let loaded = false;

/** A reload, or Back or Forward into a new document: the same visit, whatever its referrer says. */
const revisited = () => {
  const type = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
};

/**
 * A page shown (once it is: the caller waits out a prerender). The first page of a document may
 * start a new visit: one from another site, or with a campaign or a click id, or the tab's first;
 * a page reached by a link of the site, a reload, or Back and Forward do not. The same page again
 * is not another page seen. Resolves to the new visit's arrival when one starts.
 */
export function notePage(): RawTouch | undefined {
  const first = !loaded;
  loaded = true;
  let arrival: RawTouch | undefined;
  try {
    const r = document.referrer;
    const fresh = first && !revisited();
    const other = fresh && !!r && new URL(r).host != location.host;
    let visit: RawTouch & { p: string[] } = read(sessionStorage, VISIT);
    if (other || !visit || (fresh && /[?&](utm_|gclid=|msclkid=|fbclid=|li_fat_id=)/.test(location.search))) {
      arrival = { l: location.href, r: other ? r : '', t: Date.now() };
      visit = { ...arrival, p: [] };
    }
    if (visit.p.at(-1) !== location.pathname) visit.p = [...visit.p, location.pathname].slice(-PAGES_SEEN_MAX);
    sessionStorage[VISIT] = JSON.stringify(visit);
  } catch {
    // No session storage (a private mode, a full disk): the lead goes without this visit.
  }
  try {
    // Under GPC or DNT none is kept, and one kept before is forgotten.
    if (optedOut()) delete localStorage[FIRST];
    else if (arrival && !firstTouch()) localStorage[FIRST] = JSON.stringify(arrival);
  } catch {
    // No local storage: the lead goes without its first touch.
  }
  return arrival;
}

/** The visit as a submission carries it. */
export function readVisit(): RawVisit {
  const visit: RawVisit = {};
  try {
    const { p: pages, ...last } = read(sessionStorage, VISIT) ?? {};
    if (pages) Object.assign(visit, { last, pages });
  } catch {
    // As above.
  }
  try {
    visit.first = firstTouch();
  } catch {
    // As above.
  }
  return visit;
}
