/** Runs `fn` once the page has loaded and the main thread is idle: work kept off first paint. */
export function afterLoad(fn: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const run = () => {
    const go = () => !cancelled && fn();
    if ('requestIdleCallback' in window) idle = requestIdleCallback(go, { timeout: 3000 });
    else idle = setTimeout(go, 200) as unknown as number;
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if ('cancelIdleCallback' in window) cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}
