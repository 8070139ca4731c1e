// The page's own inline script (build/pre-app-script.ts writes it into every page's head, and its
// hash into the CSP; pre-app-inline/ has one per kind of page, with only its own controls).
// It runs before the body is parsed, so every control works from the first paint, and it requests
// nothing that paint does not need: once the page has painted (or at the first interaction), it
// adds the full stylesheet, the manifest and the entry, and registers the service worker.
// Requested earlier, they would compete with the page for a slow link's first round trips. Its text
// must not change from build to build (the hash is in vercel.json): the build's file names come from
// the script element's data attributes (dom-hooks.ts).
import { afterFirstPaint } from '@/boot/after-first-paint';
import type { Dataset, WithDataset } from '@/boot/dom-hooks';
import { BELOW_FIRST_SCREEN_PARTS } from '@/boot/first-screen';
import {
  goesBack,
  installPageBehaviour,
  nextTask,
  replayTaps,
  WORKER_URL,
  type PageControls,
} from '@/boot/page-behaviour';
import { INTERACTIONS } from '@/lib/stale-deploy';

/** What the entry takes over from the inline script. */
export interface PreApp {
  /** Once the app has hydrated: the taps it missed take effect. */
  replayTaps(): void;
  /** The visitor did something before the entry ran: it starts the app at once. */
  interacted: boolean;
}

declare global {
  interface Window {
    preApp?: PreApp;
  }
}

/**
 * The files the page adds after its first paint, named by the script element's data attributes
 * (dom-hooks.ts: `data-entry`, `data-preload`, `data-css`, `data-manifest`; `data-first-screen` is
 * present when the page inlines its first screen's CSS only, and in that page's offline copy, which
 * links the stylesheet itself), which build/prerender-plugin.ts writes.
 */
export type PreAppFiles = Pick<Dataset, 'entry' | 'preload' | 'css' | 'firstScreen' | 'manifest'>;

export function installPreApp(files: PreAppFiles, controls: PageControls): PreApp {
  const state: PreApp = { replayTaps, interacted: false };
  installPageBehaviour(controls);
  const head = document.head;
  const link = (rel: string, href?: string, blocking?: string) => {
    if (!href) return;
    const el = Object.assign(document.createElement('link'), { rel, href });
    if (blocking) el.setAttribute('blocking', blocking);
    head.append(el);
    return el;
  };
  let addStylesheet: (blocking?: string) => void = (blocking) => void link('stylesheet', files.css, blocking);
  if (files.firstScreen !== undefined) {
    // The page inlines its first screen's CSS only: the rest of it stays hidden until the full
    // stylesheet applies, never shown unstyled (its inline rule keys on this attribute, so a
    // page without JavaScript, which links the stylesheet itself, shows all of it). The stylesheet
    // shows it itself, in the frame it applies in (src/styles/index.css), a frame whose work the
    // rules keep small: until then nothing below is rendered, and from then only what is near the
    // screen (content-visibility). Its load ends that, a part per frame: taken at an estimated
    // height, sections would misplace a jump to an anchor below them (the end of a smooth scroll is
    // fixed from the estimates), on this page and, for the footer, on the next ones the app shows
    // (their own sections carry no mark). A stylesheet that fails, or has not come in 3 s, shows it
    // all at once. The page's offline copy links the stylesheet and carries the same mark: there
    // the parts render from the first paint on.
    const html = document.documentElement as WithDataset;
    html.dataset.firstScreen = '';
    // (Only show() takes the mark off.)
    let marked = true;
    const parts = () => document.querySelectorAll<HTMLElement>(BELOW_FIRST_SCREEN_PARTS);
    let quiet = 0;
    let jump: HTMLAnchorElement | undefined;
    // (The visitor's next input also drops a link held below: they have moved on.)
    const busy = (e: Event) => {
      jump = undefined;
      const key = (e as KeyboardEvent).key;
      if (e.type !== 'focusin' && key !== 'Tab' && key !== 'Shift') quiet = 6;
    };
    // A link followed to a part below while parts have no box or an estimated height would jump
    // nowhere or to the wrong place: once the stylesheet has applied, all of it shows at once,
    // before the jump; until then, the link is followed once it has (no handler sees it before).
    let styled = false;
    document.addEventListener(
      'click',
      (e) => {
        // (A click's target is an element. A modified click opens the link elsewhere: left alone.)
        const a = (e.target as Element).closest?.('a');
        const plain = !e.metaKey && !e.ctrlKey && !e.shiftKey;
        if (!a?.hash || !plain || !marked) return;
        // A target not parsed yet lies below too.
        const target = document.getElementById(a.hash.slice(1));
        if (target ? !target.closest(BELOW_FIRST_SCREEN_PARTS) : document.readyState !== 'loading') return;
        if (styled) return show();
        e.preventDefault();
        e.stopPropagation();
        jump = a;
      },
      true,
    );
    const show = () => {
      if (!marked) return;
      marked = false;
      delete html.dataset.firstScreen;
      for (const el of parts()) {
        el.style.contentVisibility = '';
        if (!el.getAttribute('style')) el.removeAttribute('style');
      }
      jump?.click();
    };
    // Each part rendered in a frame of its own, top first, then the mark goes: in one frame, the
    // whole page's style and layout blocked the slow phone for 80-146 ms. The frames after the
    // visitor's input carry none of it (Event Timing counts their rendering, and a typist's next
    // key would wait behind it): six, about 100 ms, are left alone. Moving focus (Tab or Shift+Tab,
    // whose Shift repeats while held, and the focus they move) is not typing: the parts keep coming
    // while it is pressed again and again, so that those holding forms are there to be reached
    // (they were passed over, waiting it out).
    for (const type of INTERACTIONS) document.addEventListener(type, busy, { capture: true, passive: true });
    const reveal = (i: number): void => {
      if (quiet) quiet--;
      else {
        const el = parts()[i++];
        if (!el || !marked) return show();
        // (What RENDERED_PART in first-screen.ts matches: a part holding a form gets its box here.)
        el.style.contentVisibility = 'visible';
      }
      requestAnimationFrame(() => reveal(i));
    };
    addStylesheet = (blocking) => {
      const el = link('stylesheet', files.css, blocking);
      // A frame after the styles apply (the load can come before that frame), so that frame stays
      // small. Opened at an anchor, all at once, before the page paints: the jump lands right.
      const loaded = () => {
        styled = true;
        if (blocking || jump) show();
        else requestAnimationFrame(() => requestAnimationFrame(() => reveal(0)));
      };
      setTimeout(() => {
        // Still not here: a render-blocking sheet stops blocking (a copy without the attribute
        // takes over its request), and the page shows. (In the offline copy: keys held all along.)
        if (blocking && el && !el.sheet) {
          const copy = el.cloneNode() as HTMLLinkElement;
          copy.removeAttribute('blocking');
          el.replaceWith(copy);
        }
        show();
      }, 3000);
      // The offline copy links its stylesheet itself, applied (or failed) before its first paint,
      // which rendered what is near the screen only: the rest from here.
      if (!el) return loaded();
      el.onload = loaded;
      el.onerror = show;
    };
    // Opened at an anchor below the first screen, or reloaded or reopened from the history, where
    // the browser puts the scroll back where it was: the stylesheet at once, before the page paints
    // (where `blocking` is known), so that nothing below has an estimated height then.
    if (location.hash.length > 1 || performance.navigation?.type) {
      addStylesheet('render');
      addStylesheet = () => {};
    }
  }
  let added = false;
  // Each request added costs the slow phone 4-19 ms: a task each for the stylesheet, the modules
  // and the entry, so that input and frames come between.
  const add = () => {
    if (added) return;
    added = true;
    addStylesheet();
    link('manifest', files.manifest);
    nextTask(() => {
      for (const file of files.preload?.split(' ') ?? []) link('modulepreload', file);
      nextTask(() => {
        if (!files.entry) return;
        head.append(Object.assign(document.createElement('script'), { type: 'module', src: files.entry }));
        // The offline copy starts now, off the main thread, rather than once the entry has come and
        // found a moment between the page's first tasks (the entry registers the same worker again
        // and follows it).
        navigator.serviceWorker?.register(WORKER_URL).catch(() => undefined);
      });
    });
  };
  const interacted = (e: Event) => {
    // Leaving the page ("Go Back"): its loads would only be cut off.
    if (goesBack(e.target)) return;
    state.interacted = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, interacted, true);
    add();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, interacted, { capture: true, passive: true });
  afterFirstPaint(add);
  return state;
}
