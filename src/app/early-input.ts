// Input the page's own script answers until the app is live: the ROI form (src/boot/pre-app-roi.ts).
// React answers a "discrete" event on a part of the page not hydrated yet by hydrating that part,
// and every part above it, at once in the event's own task: a keystroke in the ROI form while the
// app starts took 250-440 ms on the slow phone. React never sees these until the app is live; it
// reads the form's fields when it hydrates the form, in its own time.
import { ROI_FORM_SELECTOR, type WithDataset } from '@/boot/dom-hooks';

/** react-dom's discreteReplayableEvents (React 19): the events it hydrates for. */
export const HYDRATING_EVENTS =
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset'.split(
    ' ',
  );

/**
 * Stops, at `root` and ahead of React's own listeners there (so it must run before React attaches
 * them), each such event inside the ROI form until the app is live. The page's own listeners, at
 * the document, have had it already; the field still takes the key.
 */
export function keepEarlyInputFromReact(root: HTMLElement): void {
  const live = () => (document.documentElement as WithDataset).dataset.app === 'ready';
  for (const type of HYDRATING_EVENTS)
    root.addEventListener(
      type,
      (e) => {
        if (!live() && e.target instanceof Element && e.target.closest(ROI_FORM_SELECTOR)) e.stopImmediatePropagation();
      },
      { capture: true, passive: true },
    );
}
