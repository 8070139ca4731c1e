import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { scrollToAndFocus } from '@/lib/motion';

/**
 * After each client-side navigation: scroll to the hash target (or the top) and move focus to
 * it (or to the page's h1), so keyboard and screen-reader users start on the new page.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      scrollToAndFocus(target);
      return;
    }
    window.scrollTo(0, 0);
    // Focus lays the new page out: once it has painted, not before (a page change renders in the
    // tap's own task, so its effects would otherwise run before the first frame of the new page).
    return afterNextPaint(() => {
      const h1 = document.querySelector<HTMLElement>('main h1');
      if (!h1) return;
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
    });
  }, [pathname, hash]);
  return null;
}
