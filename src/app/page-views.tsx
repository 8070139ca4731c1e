import { Activity, memo, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/error-boundary';
import { AppRoutes } from '@/app/routes';
import type { Shown, View } from '@/app/shown-pages';
import { RenderedAhead } from '@/components/ui/on-demand';
import { BandsAfterHeading, HiddenAhead } from '@/components/ui/section';
import { afterNextPaint } from '@/lib/after-next-paint';
import { announcePageLeft } from '@/lib/page-left';

/** Runs `effect` as a layout effect before those of the parts rendered after it (React runs them in order). */
function LayoutEffectFirst({ effect }: { effect: () => (() => void) | void }) {
  useLayoutEffect(effect, [effect]);
  return null;
}

/**
 * One page in its own `<main>`: rendered again only when its own location changes (its hash or query).
 * A page rendered ahead goes, hidden and with none of its effects, into an element off the document;
 * shown, it renders nothing again but its bands, which come after its first screen as on any page
 * change: the tap only reveals it and runs its effects.
 */
const PageView = memo(function PageView({ view, ahead }: { view: View; ahead: boolean }) {
  const page = useMemo(
    () => (
      <main id="main" tabIndex={-1} className="outline-none" data-page={view.id}>
        {/* Around the error screen too: its links read where they are. */}
        <LocationContext value={view.at}>
          <RouteErrorBoundary>
            <BandsAfterHeading value={view.bandsAfterHeading}>
              {/* Its on-demand parts (its forms) load with it, so the tap fetches nothing. */}
              <RenderedAhead value={!!view.home}>
                <AppRoutes />
              </RenderedAhead>
            </BandsAfterHeading>
          </RouteErrorBoundary>
        </LocationContext>
      </main>
    ),
    [view],
  );
  return view.home
    ? createPortal(
        <Activity mode={ahead ? 'hidden' : 'visible'}>
          <HiddenAhead value={ahead}>{page}</HiddenAhead>
        </Activity>,
        view.home,
      )
    : page;
});

/** Where React keeps the `<main>` of a page rendered ahead, once it is shown in the document. */
const homes = new WeakMap<Element, ParentNode>();

/**
 * The page, in a `<main>` of its own per page shown. A page change renders the next page beside the
 * one it leaves, takes the old one's `<main>` out of the document before the frame (one DOM move),
 * and unmounts it once the new page has painted. Unmounting a page walks its whole tree twice (its
 * DOM and refs, then its effects' cleanups): for the home page, most of what a page change cost on
 * the slow phone, and now none of the tap's task. The old page is out before the new one's layout
 * effects measure anything, and its parts are told it is left (src/lib/page-left.ts) before the new
 * one's effects start. React removes the old `<main>` itself, so it is put back, hidden, in the
 * task that removes it. The page rendered ahead (`ahead`) is last, off the document until shown
 * (docs/decisions.md, "The page a visitor points at is rendered ahead").
 */
export function PageViews({ shown: { views, ahead, unmountBefore }, after }: { shown: Shown; after?: ReactNode }) {
  /** The `<main>`s of pages left, out of the document until they are unmounted, and where they were. */
  const out = useRef<{ main: HTMLElement; parent: ParentNode }[]>([]);
  const takeOutLeft = useCallback(() => {
    if (views.length < 2) return;
    const current = views.at(-1)!;
    // Every <main> in the document but the current page's: found in the document, not by ref, as
    // the effect runs before the refs of pages mounted in this commit are set (several pages
    // changed to in one commit: each but the last is left at once).
    const left = [...document.getElementsByTagName('main')].filter((m) => m.dataset.page !== String(current.id));
    // A page rendered ahead, just shown: into the document, where the page it replaces was.
    const revealed = current.home?.firstElementChild;
    if (revealed && left.length) {
      homes.set(revealed, current.home!);
      left.at(-1)!.before(revealed);
    }
    for (const main of left) {
      out.current.push({ main, parent: homes.get(main) ?? main.parentNode! });
      main.remove();
    }
    if (left.length) announcePageLeft();
    const unmount = () => {
      for (const { main, parent } of out.current.splice(0)) {
        main.hidden = true;
        parent.appendChild(main);
      }
      flushSync(() => unmountBefore(current.id));
    };
    // (A hidden tab has no frames.)
    if (!document.hidden) return afterNextPaint(unmount);
    const timer = setTimeout(unmount);
    return () => clearTimeout(timer);
  }, [views, unmountBefore]);
  return (
    <>
      <LayoutEffectFirst effect={takeOutLeft} />
      {/* One list, so the page rendered ahead is the same one when shown. */}
      {(ahead ? [...views, ahead] : views).map((view) => (
        <PageView key={view.id} view={view} ahead={view === ahead} />
      ))}
      {after}
    </>
  );
}
