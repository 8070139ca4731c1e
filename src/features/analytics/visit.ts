// The app's part of the site's analytics: each page shown is noted on the device for the lead the
// visitor may send (data/visit-storage.ts), and a visit's start is recorded as `visit_started`
// with where it came from (the other site's host, and the address's query, which the server reads
// the campaign out of and keeps no more of). App code: it loads from the offline copy, so a visit
// that ends before the app has loaded is counted in page views, not in visits.
import { notePage } from './data/visit-storage';
import { track } from './recorder';

/** A page shown; a page the browser prerendered, once it is shown. */
export function noteVisitPage(): void {
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', noteVisitPage, { once: true });
    return;
  }
  const arrival = notePage();
  if (!arrival) return;
  const from = new URL(arrival.l, location.href);
  track('visit_started', { referrer: arrival.r && new URL(arrival.r).host, query: from.search.slice(1, 201) });
}
