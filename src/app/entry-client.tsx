// The entry, added by the page's inline script once the page has painted (src/boot/pre-app.ts):
// the prerendered page is complete HTML and the inline script already makes its controls work, so
// nothing else is needed to read or use it. The entry starts the offline copy, and loads React,
// the router and the page's chunks at the first interaction, or once the offline copy is stored
// (they then come from it, not the network), or at once when that copy already serves the page.
import '@/styles/index.css';
import { afterFirstPaint } from '@/boot/after-first-paint';
import type { WithDataset } from '@/boot/dom-hooks';
import { installPreApp } from '@/boot/pre-app';
import { applyUrlState, carouselTap, resourceSearch } from '@/boot/pre-app-controls';
import { goesBack, nextTask, preloadModules, trackOfflineReady, whenParsed, WORKER_URL } from '@/boot/page-behaviour';
import { loadRoi } from '@/boot/roi-loader';
import { offlineAnnouncement } from '@/content/offline-status';
import { captureInstallPrompt } from '@/lib/app-status';
import { INTERACTIONS, isLeaving, reloadIfNewDeploy, trackLeaving } from '@/lib/stale-deploy';

// In development there is no prerendered page, so no inline script: the entry installs it.
const preApp = import.meta.env.DEV
  ? installPreApp({}, { carousel: carouselTap, search: resourceSearch })
  : window.preApp!;
if (import.meta.env.DEV) whenParsed(applyUrlState);
captureInstallPrompt();
trackOfflineReady(offlineAnnouncement);
loadRoi();
const root = document.getElementById('root') as WithDataset | null;
// The site's own analytics, which start as they load (the page has painted: the inline script adds
// the entry only then). By URL: outside the entry's bytes.
(import.meta.env.DEV
  ? import('@/features/analytics/recorder')
  : import(/* @vite-ignore */ root!.dataset.analytics!)
).catch(() => {});

/** Lets the browser handle input and paint between steps. */
const yieldToMain = () => new Promise<void>((resolve) => nextTask(resolve));

let started = false;
let preloaded = false;

/** Evaluates the app in steps, each its own task: React DOM, then the app shell, then (in hydrate) the page. */
function start(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  removeEventListener('online', start);
  // Built, the start-up steps are their own entry chunks, the first two of data-chunks
  // (build/prerender-plugin.ts): imported by URL, so the entry needs no preload helper.
  const chunks = import.meta.env.DEV ? [] : root!.dataset.chunks!.split(' ');
  if (!preloaded) {
    preloaded = true;
    preloadModules(chunks);
  }
  (async () => {
    const [reactDom, app] = chunks;
    await (import.meta.env.DEV ? import('@/app/react-dom-first') : import(/* @vite-ignore */ reactDom!));
    await yieldToMain();
    const { hydrate } = (await (import.meta.env.DEV
      ? import('@/app/hydrate')
      : import(/* @vite-ignore */ app!))) as typeof import('@/app/hydrate');
    await yieldToMain();
    await hydrate(preApp.replayTaps);
  })().catch((e: unknown) => {
    // A dropped connection: the page stays complete HTML that works without the app, which tries
    // again at the next chance. A proven new deploy (this page's files answer 404) reloads once
    // for the current version, unless that would lose what was typed.
    if (!isLeaving()) console.error(e);
    void reloadIfNewDeploy(e);
    started = false;
    listen();
  });
}

/**
 * An interaction starts the app, unless it leaves the page: "Go Back" would only cut the loads off,
 * and their start costs the slow phone's main thread time the browser needs to go back. It starts
 * after the frame that shows the interaction's effect: its requests (4-19 ms of main thread each on
 * the slow phone) would delay that frame. (A page hidden within that frame starts once shown again.)
 */
function onInteraction(e: Event): void {
  if (!goesBack(e.target)) requestAnimationFrame(() => nextTask(start));
}

/** The next interaction, or the connection's return, starts the app (again, after a failed load). */
function listen() {
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  addEventListener('online', start);
}
listen();
trackLeaving(window);
// A tap made before the entry ran starts the app now.
if (preApp.interacted) start();

const sw = import.meta.env.PROD ? navigator.serviceWorker : undefined;
if (!sw) afterFirstPaint(start);
else {
  if (sw.controller) afterFirstPaint(start);
  // (Each later change of worker finds the app started, or retries a start that failed.)
  else sw.addEventListener('controllerchange', start);
  // The page's inline script registered the worker as it added this entry: registering again gives
  // this page the same registration to follow (and registers where no inline script ran).
  // No worker, or one that could not store the copy: load the app as before.
  const register = () =>
    sw.register(WORKER_URL).then(
      (reg: ServiceWorkerRegistration | undefined) => {
        // Some policies answer with no registration at all.
        if (!reg || !(reg.installing || reg.waiting || reg.active)) return afterFirstPaint(start);
        reg.installing?.addEventListener('statechange', (e) => {
          if ((e.target as ServiceWorker).state === 'redundant') afterFirstPaint(start);
        });
      },
      () => afterFirstPaint(start),
    );
  afterFirstPaint(register);
  // A worker that never takes control (blocked by policy, stuck on a very slow link): the app
  // still loads, a little later, from the network.
  afterFirstPaint(() => setTimeout(start, 10_000));
}
