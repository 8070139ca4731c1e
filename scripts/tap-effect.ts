// Tap-to-effect on the slow phone: from the input event's own timestamp (when the visitor acted,
// so time the event waited behind other work counts) to the first frame whose state shows the
// effect (the animation frame before that frame's paint). Measured in the page, on its clock.
// Used by the timing test (tests/e2e/timing.spec.ts) and npm run bench:phone.
import type { Page } from '@playwright/test';

/** The effects the tests wait for, by name (a predicate cannot be sent as code under the site's CSP). */
export type Effect =
  | { kind: 'menu-open' }
  | { kind: 'visible-count'; selector: string; count: number }
  | { kind: 'value'; selector: string; value: string }
  | { kind: 'present'; selector: string }
  | { kind: 'text-changes'; selector: string };

/** How long a watch waits for its effect before it counts as never shown (Infinity). */
const WATCH_MS = 30_000;

// Plain JavaScript in a string: a function's own text would carry its transform's helpers (tsx
// adds __name, which the page does not have).
const WATCH_SOURCE = `({ effect, watchMs }) => {
  window.__inputAt = undefined;
  const before = effect.kind === 'text-changes' ? document.querySelector(effect.selector)?.textContent : null;
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (e) => (window.__inputAt ??= e.timeStamp), { capture: true, once: true });
  const shown = () => {
    if (effect.kind === 'menu-open') return !!document.querySelector('nav[popover]')?.matches(':popover-open');
    if (effect.kind === 'visible-count')
      return [...document.querySelectorAll(effect.selector)].filter((e) => e.checkVisibility()).length === effect.count;
    if (effect.kind === 'present') return !!document.querySelector(effect.selector);
    if (effect.kind === 'text-changes') return document.querySelector(effect.selector)?.textContent !== before;
    return document.querySelector(effect.selector)?.value === effect.value;
  };
  window.__effectAt = new Promise((resolve) => {
    // The check's own time, just before the frame's style, layout and paint (never before the input).
    const frame = () => {
      if (window.__inputAt !== undefined && shown())
        resolve({ at: performance.now(), app: document.documentElement.dataset.app });
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    setTimeout(() => resolve({ at: Infinity, app: document.documentElement.dataset.app }), watchMs);
  });
}`;

/** Starts watching, from the next input event, for the first frame that shows `effect`. */
export async function watchEffect(page: Page, effect: Effect): Promise<void> {
  await page.evaluate(`(${WATCH_SOURCE})(${JSON.stringify({ effect, watchMs: WATCH_MS })})`);
}

/** Milliseconds from the input to the first frame showing the effect, and whether the app had loaded. */
export async function tapToEffect(page: Page): Promise<{ ms: number; appLoaded: boolean }> {
  const { at, app } = (await page.evaluate('window.__effectAt')) as { at: number; app: string | undefined };
  const inputAt = (await page.evaluate('window.__inputAt')) as number;
  return { ms: at - inputAt, appLoaded: app === 'ready' };
}
