import type { Location, NavigationType } from 'react-router-dom';

// What the router shows (src/app/site-router.tsx) and the page views render (page-views.tsx).

/** Where the router is, as the app's parts read it (`useLocation`). */
export interface RouterAt {
  location: Location;
  navigationType: NavigationType;
}

/** A page shown, as it was when shown: kept while the page is left, so nothing in it renders again. */
export interface View {
  /** Counts the pages shown or prepared (not a change of hash or query): the page's key. */
  id: number;
  at: RouterAt;
  /** Whether its bands render after its heading (a page changed to, not at an anchor). */
  bandsAfterHeading: boolean;
  /**
   * A page rendered ahead of the tap: the element off the document it is rendered into, hidden
   * (React's parent for its `<main>`, which the tap moves into the document).
   */
  home?: HTMLElement;
}

/** The pages the router shows: the current one last, and before it those left and not yet unmounted. */
export interface Shown {
  views: readonly View[];
  /** The page a visitor shows they may go to next, rendered ahead, hidden, with none of its effects. */
  ahead?: View;
  /** Unmounts the pages before the one numbered `id`. */
  unmountBefore: (id: number) => void;
  /** Renders the page at `pathname` ahead of the tap (at idle priority). */
  prepare: (pathname: string) => void;
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

/** The pages from the one numbered `id` on, in the order shown (a page rendered ahead has an older number). */
export function from(views: readonly View[], id: number): readonly View[] {
  const at = views.findIndex((v) => v.id === id);
  return at < 0 ? views : views.slice(at);
}

/**
 * A page to render ahead at `pathname`: where a tap on a link to it goes (no query, hash or state).
 * Its bands render after its heading once shown, as on any page change (`HiddenAhead` in
 * src/components/ui/section.tsx).
 */
export function aheadAt(id: number, pathname: string, home: HTMLElement): View {
  const location: Location = { pathname, search: '', hash: '', state: null, key: `ahead-${id}` };
  return { id, at: { location, navigationType: 'PUSH' as NavigationType }, bandsAfterHeading: true, home };
}

/**
 * Whether the page rendered ahead is where the router went: a link followed to it (a push) with no
 * query, hash or state. Shown as it was rendered: its location keeps its own key.
 */
export const serves = (ahead: View | undefined, { location, navigationType }: RouterAt): ahead is View =>
  !!ahead &&
  navigationType === 'PUSH' &&
  location.pathname === ahead.at.location.pathname &&
  !location.search &&
  !location.hash &&
  location.state == null;
