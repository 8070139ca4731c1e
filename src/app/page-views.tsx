import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { AppRoutes } from '@/app/routes';
import type { Shown, View } from '@/app/shown-pages';
import { BandsAfterHeading } from '@/components/ui/section';
import { afterNextPaint } from '@/lib/after-next-paint';
import { announcePageLeft } from '@/lib/page-left';

/** Runs `effect` as a layout effect before those of the parts rendered after it (React runs them in order). */
function LayoutEffectFirst({ effect }: { effect: () => (() => void) | void }) {
  useLayoutEffect(effect, [effect]);
  return null;
}

/** One page in its own `<main>`: rendered again only when its own location changes (its hash or query). */
const PageView = memo(function PageView({ view }: { view: View }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {/* Around the error screen too: its links read where they are. */}
      <LocationContext value={view.at}>
        <RouteErrorBoundary>
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
export function PageViews({ shown: { views, unmountBefore }, after }: { shown: Shown; after?: ReactNode }) {
  /** The `<main>`s of pages left, out of the document until they are unmounted, and where they were. */
  const out = useRef<{ main: HTMLElement; parent: ParentNode }[]>([]);
  const takeOutLeft = useCallback(() => {
    if (views.length < 2) return;
    // Every <main> in the document but the last, the current page's: found in the document, not by
    // ref, as the effect runs before the refs of pages mounted in this commit are set (several pages
    // changed to in one commit: each but the last is left at once).
    const mains = [...document.getElementsByTagName('main')];
    for (const main of mains.slice(0, -1)) {
      out.current.push({ main, parent: main.parentNode! });
      main.remove();
    }
    if (mains.length > 1) announcePageLeft();
    const current = views.at(-1)!.id;
    const unmount = () => {
      for (const { main, parent } of out.current.splice(0)) {
        main.hidden = true;
        parent.appendChild(main);
      }
      flushSync(() => unmountBefore(current));
    };
    // (A hidden tab has no frames.)
    if (!document.hidden) return afterNextPaint(unmount);
    const timer = setTimeout(unmount);
    return () => clearTimeout(timer);
  }, [views, unmountBefore]);
  return (
    <>
      <LayoutEffectFirst effect={takeOutLeft} />
      {views.map((view) => (
        <PageView key={view.id} view={view} />
      ))}
      {after}
    </>
  );
}
