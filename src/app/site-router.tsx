import { startTransition, useCallback, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { aheadAt, follow, from, serves, type Shown, type View } from '@/app/shown-pages';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { pageFor } from '@/app/routes';
import { afterNextPaint } from '@/lib/after-next-paint';
import { syncEventsInBackground } from '@/features/analytics/events-sync';
import { countPageView } from '@/features/analytics/recorder';
import { noteVisitPage } from '@/features/analytics/visit';

type History = ReturnType<typeof createBrowserHistory>;
let history: History | undefined;

/**
 * BrowserRouter, but a page change whose page is already loaded (preloaded on intent, or seen
 * before) renders at once, in the tap's own task: as a transition React renders it in slices
 * between the old page's frames, which took about 1.3× as long to show the next heading on the
 * slow phone. A page still loading stays a transition, so the old page stays until it comes; so
 * does a change within the page (its hash or query): an urgent update reaching a part React has not
 * hydrated yet (a form still waiting for the visitor) would render that part afresh.
 */
export function SiteRouter({ layout: Layout }: { layout: ComponentType<{ shown: Shown }> }) {
  history ??= createBrowserHistory({ window, v5Compat: true });
  const browserHistory = history;
  const [views, setViews] = useState<readonly View[]>(() => [
    {
      id: 0,
      at: { location: browserHistory.location, navigationType: browserHistory.action },
      bandsAfterHeading: false,
    },
  ]);
  // The router's own location stays the first one: where the app is goes to its parts as a prop
  // (`layout`), so no context above a page changes when another page is shown (React would search
  // the whole of a page kept a moment after it is left for readers of that context: page-views.tsx).
  const [first] = useState(views[0]!);
  /** The page shown: its path, and its number (a change of hash or query keeps it). */
  const shown = useRef({ path: first.at.location.pathname, id: first.id });
  /** Numbers the pages shown and those rendered ahead. */
  const pageId = useRef(first.id);
  const unmountBefore = useCallback((id: number) => setViews((all) => from(all, id)), []);
  // The page a visitor may go to next, rendered ahead (page-views.tsx): one at a time. The ref is
  // the newest asked for, which a tap may follow before its render has committed.
  const [ahead, setAhead] = useState<View>();
  const nextAhead = useRef<View>(undefined);
  const prepare = useCallback((pathname: string) => {
    if (pathname === shown.current.path || nextAhead.current?.at.location.pathname === pathname) return;
    const view = aheadAt(++pageId.current, pathname, document.createElement('div'));
    nextAhead.current = view;
    startTransition(() => setAhead(view));
  }, []);
  // The visit a lead will carry: where it arrived from, and each page it shows; and the events a
  // page leaves waiting, delivered by the worker.
  useLayoutEffect(() => {
    syncEventsInBackground();
    return afterNextPaint(noteVisitPage);
  }, []);
  useLayoutEffect(
    () =>
      browserHistory.listen((update) => {
        const { pathname, hash } = update.location;
        const pageChange = pathname !== shown.current.path;
        const at = { location: update.location, navigationType: update.action };
        const prepared = nextAhead.current;
        const taken = pageChange && serves(prepared, at);
        // At an anchor, the bands are there before the scroll to it.
        const next: View = taken
          ? prepared
          : {
              id: pageChange ? ++pageId.current : shown.current.id,
              at,
              bandsAfterHeading: pageChange && !hash,
            };
        shown.current = { path: pathname, id: next.id };
        if (pageChange && prepared) {
          nextAhead.current = undefined;
          // Shown now, in the same commit as the views; else dropped once the page changed to has
          // painted (unmounting a page is a walk of its whole tree, which the tap need not wait for).
          if (taken) setAhead(undefined);
          else afterNextPaint(() => startTransition(() => setAhead((a) => (a === prepared ? undefined : a))));
        }
        // Counted once the new page has painted: kept out of the tap's task, and a page replaced
        // before it ever showed is not one seen.
        if (pageChange)
          afterNextPaint(() => {
            countPageView();
            noteVisitPage();
          });
        const show = () => setViews((all) => follow(all, next));
        if (pageChange && pageFor(pathname).loaded()) show();
        else startTransition(show);
      }),
    [browserHistory],
  );
  return (
    <Router location={first.at.location} navigationType={first.at.navigationType} navigator={browserHistory}>
      <Layout shown={{ views, ahead, unmountBefore, prepare }} />
    </Router>
  );
}
