import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_LocationContext as LocationContext, type Location, type NavigationType } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { AppRoutes } from '@/app/routes';
import { BandsAfterHeading } from '@/components/ui/section';
import { afterNextPaint } from '@/lib/after-next-paint';
import { announcePageLeft } from '@/lib/page-left';

/** Where the router is, as the app's parts read it (`useLocation`). */
export interface RouterAt {
  location: Location;
  navigationType: NavigationType;
}

/** What the router shows: where it is, and whether the page it has just changed to renders its bands after its heading. */
export interface Shown extends RouterAt {
  bandsAfterHeading: boolean;
}

interface View {
  id: number;
  /** Where this page is: kept while the page is left, so nothing in it renders again. */
  at: RouterAt;
  bandsAfterHeading: boolean;
}

let nextId = 0;

/** Runs `effect` as a layout effect before those of the parts rendered after it (React runs them in order). */
function LayoutEffectFirst({ effect }: { effect: () => (() => void) | void }) {
  useLayoutEffect(effect, [effect]);
  return null;
}

/** One page in its own `<main>`: rendered again only when its own location changes (its hash or query). */
const PageView = memo(function PageView({
  view,
  mainRef,
}: {
  view: View;
  mainRef: (id: number, main: HTMLElement | null) => void;
}) {
  return (
    <main id="main" tabIndex={-1} className="outline-none" ref={(el) => mainRef(view.id, el)}>
      {/* Around the error screen too: its links read where they are. */}
      <LocationContext value={view.at}>
        <RouteErrorBoundary pathname={view.at.location.pathname}>
          <BandsAfterHeading value={view.bandsAfterHeading}>
            <AppRoutes />
          </BandsAfterHeading>
        </RouteErrorBoundary>
      </LocationContext>
    </main>
  );
});

/**
 * The page, in a `<main>` of its own per page shown. A page change renders the next page beside the
 * one it leaves, takes the old one's `<main>` out of the document before the frame (one DOM move),
 * and unmounts it once the new page has painted. Unmounting a page walks its whole tree twice (its
 * DOM and refs, then its effects' cleanups): for the home page, most of what a page change cost on
 * the slow phone, and now none of the tap's task. The old page is out before the new one's layout
 * effects measure anything, and its parts are told it is left (src/lib/page-left.ts) before the new
 * one's effects start. React removes the old `<main>` itself, so it is put back, hidden, in the
 * task that removes it.
 */
export function PageViews({
  shown: { location, navigationType, bandsAfterHeading },
  after,
}: {
  shown: Shown;
  after?: ReactNode;
}) {
  const [views, setViews] = useState<View[]>(() => [
    { id: nextId++, at: { location, navigationType }, bandsAfterHeading },
  ]);
  const last = views.at(-1)!;
  if (last.at.location !== location) {
    // Derived from the router's location while rendering (React's pattern for state that follows a prop).
    const at = { location, navigationType };
    setViews(
      last.at.location.pathname === location.pathname
        ? [...views.slice(0, -1), { ...last, at }]
        : [...views, { id: nextId++, at, bandsAfterHeading }],
    );
  }
  const mains = useRef(new Map<number, HTMLElement>());
  /** Where the pages' `<main>`s are: a page left goes back there to be removed. */
  const parent = useRef<ParentNode | null>(null);
  const mainRef = useCallback((id: number, main: HTMLElement | null) => {
    if (main) mains.current.set(id, main);
    else mains.current.delete(id);
  }, []);
  const takeOutLeft = useCallback(() => {
    if (views.length < 2) return;
    // (A page left before an earlier change's frame is already out.)
    const left = views.slice(0, -1).flatMap((v) => mains.current.get(v.id) ?? []);
    for (const main of left) {
      parent.current = main.parentNode ?? parent.current;
      main.remove();
    }
    announcePageLeft();
    const unmount = () => {
      for (const main of left) {
        main.hidden = true;
        parent.current?.appendChild(main);
      }
      flushSync(() => setViews((all) => all.slice(-1)));
    };
    // (A hidden tab has no frames.)
    if (!document.hidden) return afterNextPaint(unmount);
    const timer = setTimeout(unmount);
    return () => clearTimeout(timer);
  }, [views]);
  return (
    <>
      <LayoutEffectFirst effect={takeOutLeft} />
      {views.map((view) => (
        <PageView key={view.id} view={view} mainRef={mainRef} />
      ))}
      {after}
    </>
  );
}
