/**
 * Runs `fn` in a task after the next frame: for work the visitor does not see (the document's
 * title, a check for a new deploy) or that lays the page out (focus), kept out of the task that
 * shows a new page. React runs a tap's effects in that task. Returns a cancel function.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn) as unknown as number));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
