import { createContext, memo, Suspense, use, useEffect, type ComponentType } from 'react';
import { loadWhenReachable } from '@/lib/script-recovery';

const preloads: (() => Promise<unknown>)[] = [];

/** Loads every on-demand component (the prerender calls this so nothing suspends). */
export const preloadOnDemand = () => Promise.all(preloads.map((p) => p()));

/**
 * True where a page is rendered ahead of the visitor's tap (src/app/page-views.tsx): the
 * components it shows on demand load their code then, so the tap fetches nothing.
 */
export const RenderedAhead = createContext(false);

/**
 * A component whose code loads only when the visitor reaches for it. The prerender renders it in
 * full; in the browser its server HTML stays in place, working as plain HTML, until the visitor
 * focuses or touches it, then React loads the code and hydrates it in place. Mounted after a
 * client-side navigation (no server HTML to keep), it loads at once. This keeps form libraries
 * out of the first load. A load that fails (a dropped connection) leaves the server HTML working
 * and is tried again at the visitor's next tap, key or focus, or when the connection returns.
 */
export function onDemand<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  placeholderClass = '',
  /** Loads the code at once when this says so (a draft to restore), without waiting for the visitor. */
  loadNowIf?: () => Promise<boolean>,
) {
  let Component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let gate: Promise<void> | null = null;
  let closeGate: (() => void) | null = null;
  const preload = () => (loading ??= loadWhenReachable(load).then((c) => void (Component = c)));
  preloads.push(preload);

  const whenNeeded = () => {
    if (loading) return loading;
    if (gate) return gate;
    const el = document.getElementById(id);
    // Server HTML on the page: wait for the visitor. Otherwise this is a fresh mount: load now.
    if (!el?.hasChildNodes()) return preload();
    // The gate is in place before anything can settle it (focus may already be inside).
    let resolve!: (loaded: Promise<void> | undefined) => void;
    const thisGate = new Promise<void>((r) => (resolve = r));
    gate = thisGate;
    // Capture on the document: React stops events aimed at content it has not hydrated yet.
    const onEvent = (e: Event) => {
      if (e.target instanceof Node && el.contains(e.target)) settle(true);
    };
    const open = () => settle(true);
    const settle = (load: boolean) => {
      document.removeEventListener('focusin', onEvent, true);
      document.removeEventListener('pointerdown', onEvent, true);
      window.removeEventListener('popstate', open);
      gate = closeGate = null;
      // Loading starts here, so a render between now and the gate's answer finds it under way.
      resolve(load ? preload() : undefined);
    };
    closeGate = () => settle(false);
    document.addEventListener('focusin', onEvent, true);
    document.addEventListener('pointerdown', onEvent, true);
    // A router update reaching server HTML that React has not hydrated makes React render it
    // afresh (showing the fallback), so the code is needed at once.
    window.addEventListener('popstate', open);
    // Focus may have arrived before hydration reached this component.
    if (el.contains(document.activeElement)) open();
    else void loadNowIf?.().then((yes) => yes && gate === thisGate && open());
    return thisGate;
  };

  function Loaded(props: P) {
    // Rendered ahead of a tap: this is the next page's, so its code is needed now.
    const ahead = use(RenderedAhead);
    if (!Component) use(ahead ? preload() : whenNeeded());
    return Component ? <Component {...props} /> : null;
  }

  // memo: a parent re-render must not reach the server HTML before it is hydrated (see above).
  return memo(function OnDemand(props: P) {
    // Leaving the page closes its gate without loading anything: the next page that shows this
    // component loads it on mounting (or had it loaded ahead), and a page without it never does.
    // A component still mounted (StrictMode's second mount) asks again and gets a new gate.
    useEffect(() => () => closeGate?.(), []);
    return (
      <div id={id}>
        <Suspense fallback={<div className={placeholderClass} />}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  });
}
