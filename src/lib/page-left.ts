// A page the app leaves is taken out of the document at once and unmounted a frame later
// (src/app/page-views.tsx). What a page keeps on this device is written when it is left, not when
// it unmounts: by then the next page, which may show the same form, has read it.
const PAGE_LEFT = 'app:page-left';

/** Tells the parts of the page just left that it is gone. */
export function announcePageLeft(): void {
  window.dispatchEvent(new Event(PAGE_LEFT));
}

/** Runs `fn` whenever the app leaves a page; returns the function that stops it. */
export function onPageLeft(fn: () => void): () => void {
  window.addEventListener(PAGE_LEFT, fn);
  return () => window.removeEventListener(PAGE_LEFT, fn);
}
