/**
 * Runs `fn` once the page has loaded and the main thread is idle: for work that must stay off
 * the first paint (decoration, the service worker). Returns a cancel function.
 */
export function afterLoad(fn: () => void, { timeoutMs = 3000 } = {}): () => void {
  let cancelIdle = () => {};
  const run = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = requestIdleCallback(fn, { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(fn, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
