import type { MouseEvent } from 'react';
import { a11yLabels } from '@/content/navigation';

/** Moves focus to <main>. With JavaScript it does so without a hash navigation, which would re-render the page. */
export function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    e.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-3 focus:outline-brand-600"
    >
      {a11yLabels.skipLink}
    </a>
  );
}
