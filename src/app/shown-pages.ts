import type { Location, NavigationType } from 'react-router-dom';

// What the router shows (src/app/site-router.tsx) and the page views render (page-views.tsx).

/** Where the router is, as the app's parts read it (`useLocation`). */
export interface RouterAt {
  location: Location;
  navigationType: NavigationType;
}

/** A page shown, as it was when shown: kept while the page is left, so nothing in it renders again. */
export interface View {
  /** Counts the page changes (not a change of hash or query): the page's key. */
  id: number;
  at: RouterAt;
  /** Whether its bands render after its heading (a page changed to, not at an anchor). */
  bandsAfterHeading: boolean;
}

/** The pages the router shows: the current one last, and before it those left and not yet unmounted. */
export interface Shown {
  views: readonly View[];
  /** Unmounts the pages before the one numbered `id`. */
  unmountBefore: (id: number) => void;
}

/**
 * The pages once the router is at `next`: the current one at a new hash or query, or one more page.
 * A pure update, so a change still loading (a transition) is applied again, when it commits, to the
 * pages as they are then: an unmount meanwhile stays done.
 */
export function follow(views: readonly View[], next: View): readonly View[] {
  const last = views.at(-1)!;
  return last.id === next.id ? [...views.slice(0, -1), { ...last, at: next.at }] : [...views, next];
}

/** The pages from the one numbered `id` on. */
export const from = (views: readonly View[], id: number): readonly View[] => views.filter((v) => v.id >= id);
