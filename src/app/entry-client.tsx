// The first script the browser runs, kept tiny: the prerendered page is complete HTML, so it
// paints before any app code downloads. React, the router and the page's chunks load once the
// browser reports the first contentful paint, and then hydrate the page.
import '@/styles/index.css';
import { captureInstallPrompt } from '@/lib/app-status';

captureInstallPrompt();

/** Runs `fn` once the page has painted its content (at once where that cannot be observed). */
function afterFirstPaint(fn: () => void): void {
  try {
    // Nothing to paint first (an empty root), a hidden tab (no paint until shown), or no Paint Timing.
    const root = document.getElementById('root');
    if (!root?.hasChildNodes() || document.visibilityState === 'hidden') return fn();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return fn();
    // The observer's own entries (buffered: also a paint that came first), not `performance`,
    // which test clocks replace.
    const po = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      po.disconnect();
      fn();
    });
    po.observe({ type: 'paint', buffered: true });
  } catch {
    fn();
  }
}

afterFirstPaint(() => {
  // The page's own chunks, listed by the prerender, download alongside the app.
  for (const href of document.getElementById('root')?.dataset.chunks?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void boot();
});

/** Lets the browser handle input and paint between steps (a message, not a timer: test clocks fake timers). */
const yieldToMain = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Evaluates the app in steps, each its own task: React DOM (the largest module) first, then the
 * app shell, then (inside hydrate) the page. One task for all of it blocked input for 70 ms and
 * more on a slow phone.
 */
async function boot() {
  await import('react-dom/client');
  await yieldToMain();
  const { hydrate } = await import('@/app/hydrate');
  await yieldToMain();
  await hydrate();
}
