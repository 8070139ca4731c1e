// The ROI form's early script (pre-app-roi.ts), loaded by the entry as the form nears the viewport
// (a screen ahead) or takes focus: far down the home page, it stays out of the bytes of a first
// paint. Built, `data-roi` names it and the chunk it imports (build/prerender-plugin.ts).
import { preloadModules, whenParsed } from '@/app/page-behaviour';

export function loadRoiWhenNear(): void {
  whenParsed(() => {
    const form = document.querySelector<HTMLFormElement>('form[data-roi]');
    const chunks = document.getElementById('root')?.dataset.roi?.split(' ') ?? [];
    if (!form || (!import.meta.env.DEV && !chunks.length)) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
      preloadModules(chunks);
      const module = (
        import.meta.env.DEV ? import('@/app/pre-app-roi') : import(/* @vite-ignore */ chunks[0]!)
      ) as Promise<typeof import('@/app/pre-app-roi')>;
      // Offline before it came: the fields still take input, and the app computes once it loads.
      module
        .then((m) => m.attachRoi(form, () => document.documentElement.dataset.app === 'ready'))
        .catch(() => {
          loading = false;
          document.addEventListener('focusin', onFocusIn, true);
        });
    };
    // Focus caught before the app's own start: the form's few bytes go ahead of the app's.
    const onFocusIn = (e: FocusEvent) => e.target instanceof Node && form.contains(e.target) && load();
    document.addEventListener('focusin', onFocusIn, true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '100% 0px',
    });
    observer.observe(form);
    // Focused before the entry ran.
    if (form.contains(document.activeElement)) load();
  });
}
