// The ROI form's early script (pre-app-roi.ts): the page's inline script fetches it beside the
// entry once the page has painted (build/prerender-plugin.ts names it in `data-roi`), and the
// entry attaches it at once, so the form computes as soon as a visitor can reach it. Far down the
// home page, it stays out of the bytes of the first paint.
import { ROI_FORM_SELECTOR, type WithDataset } from '@/boot/dom-hooks';
import { whenParsed } from '@/boot/page-behaviour';

export function loadRoi(): void {
  whenParsed(() => {
    const form = document.querySelector<HTMLFormElement>(ROI_FORM_SELECTOR);
    const chunks = (document.getElementById('root') as WithDataset | null)?.dataset.roi?.split(' ') ?? [];
    if (!form || (!import.meta.env.DEV && !chunks.length)) return;
    const load = () => {
      document.removeEventListener('focusin', retry, true);
      // (The inline script preloads every one of `chunks`; the import fetches what did not come.)
      const module = (
        import.meta.env.DEV ? import('@/boot/pre-app-roi') : import(/* @vite-ignore */ chunks[0]!)
      ) as Promise<typeof import('@/boot/pre-app-roi')>;
      // Offline before it came: the fields still take input, the form tries again when one takes
      // focus, and the app computes once it loads.
      module
        .then((m) => m.attachRoi(form, () => (document.documentElement as WithDataset).dataset.app === 'ready'))
        .catch(() => document.addEventListener('focusin', retry, true));
    };
    const retry = (e: FocusEvent) => e.target instanceof Node && form.contains(e.target) && load();
    load();
  });
}
