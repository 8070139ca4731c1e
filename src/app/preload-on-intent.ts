import { useEffect } from 'react';
import { knownPageFor } from '@/app/routes';
import { goesBack } from '@/boot/page-behaviour';

/**
 * What shows a visitor may follow a link: a pointer moving over it, focus on it, a finger down on it.
 * A move, not `pointerover`: that also fires when a page change puts a link under a pointer at rest.
 */
const INTENTS = ['pointermove', 'focusin', 'touchstart'] as const;

/**
 * Prepares the page a link of this site leads to as soon as a visitor shows they may follow it:
 * its chunk, then `prepare` renders it ahead, hidden (page-views.tsx), so the tap only shows it
 * and fetches nothing. The page's chunk comes from the offline copy once the worker holds it, so
 * this costs the network nothing on later visits.
 */
export function usePreloadOnIntent(prepare: (pathname: string) => void): void {
  useEffect(() => {
    let last: Element | null = null;
    const onIntent = (e: Event) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      // Once per link it enters (a pointer moving over it sends many moves).
      if (link === last) return;
      last = link;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target) return;
      // "Go Back" goes back, not to its href: preparing that page would only take the main thread
      // the browser needs to go back.
      if (goesBack(link)) return;
      if (link.pathname === location.pathname) return;
      // The page's chunk, then its render, which loads the parts it shows on demand (its forms'
      // code). A failed load is not kept (routes.tsx): the tap loads it again.
      const { pathname } = link;
      knownPageFor(pathname)
        ?.preload()
        .then(() => prepare(pathname))
        .catch(() => {});
    };
    for (const type of INTENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [prepare]);
}
