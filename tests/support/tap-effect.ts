// Tap-to-effect on the slow phone: from the input event's own timestamp (when the visitor acted,
// so time the event waited behind other work counts) to the first frame whose state shows the
// effect (the animation frame before that frame's paint). Measured in the page, on its clock.
// Used by the timing test (tests/e2e/timing.spec.ts) and npm run bench:phone.
import { EVENTS_ENDPOINT } from '../../src/config/analytics.ts';
import type { Page, Request } from '@playwright/test';
import { contactFormCopy } from '../../src/content/forms.ts';
import { heroCopy, roiCopy } from '../../src/content/home.ts';
import { a11yLabels } from '../../src/content/navigation.ts';
import { notFoundPage } from '../../src/content/pages.ts';
import { filterResources, resources, resourcesPage } from '../../src/content/resources.ts';

/** The effects the tests wait for, by name (a predicate cannot be sent as code under the site's CSP). */
export type Effect =
  | { kind: 'menu-open' }
  | { kind: 'visible-count'; selector: string; count: number }
  | { kind: 'value'; selector: string; value: string }
  | { kind: 'present'; selector: string }
  | { kind: 'text-changes'; selector: string }
  | { kind: 'text'; selector: string; text: string }
  /** History goes back to `path`: in the same document (the app's router) or in the next one. */
  | { kind: 'back-to'; path: string };

/** How long a watch waits for its effect before it counts as never shown (Infinity). */
const WATCH_MS = 30_000;

// Plain JavaScript in a string: a function's own text would carry its transform's helpers (tsx
// adds __name, which the page does not have).
const WATCH_SOURCE = `({ effect, watchMs, inputs }) => {
  window.__inputAt = undefined;
  // Opens the tab's storage now: its first use costs tens of milliseconds on the slow phone, which
  // the listener below would otherwise add to the input it times.
  sessionStorage.removeItem('__tapAt');
  const before = effect.kind === 'text-changes' ? document.querySelector(effect.selector)?.textContent : null;
  for (const type of inputs)
    addEventListener(type, (e) => {
      window.__inputAt ??= e.timeStamp;
      // Read back by the next document when the tap leaves this one.
      sessionStorage.setItem('__tapAt', String(performance.timeOrigin + window.__inputAt));
    }, { capture: true, once: true });
  const shown = () => {
    if (effect.kind === 'menu-open') return !!document.querySelector('nav[popover]')?.matches(':popover-open');
    if (effect.kind === 'visible-count')
      return [...document.querySelectorAll(effect.selector)].filter((e) => e.checkVisibility()).length === effect.count;
    if (effect.kind === 'present') return !!document.querySelector(effect.selector);
    if (effect.kind === 'text-changes') return document.querySelector(effect.selector)?.textContent !== before;
    if (effect.kind === 'text') return document.querySelector(effect.selector)?.textContent === effect.text;
    if (effect.kind === 'back-to') return location.pathname === effect.path;
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

/**
 * The input a measurement starts from: the press (a finger or key down), or the click a link acts on
 * (on release, or a key's own; from the press it would count how long the finger stayed down).
 */
export type InputStart = 'press' | 'click';
const inputsOf = { press: ['pointerdown', 'keydown'], click: ['click'] } as const;

/** Starts watching, from the next input event, for the first frame that shows `effect`. */
export async function watchEffect(page: Page, effect: Effect, from: InputStart = 'press'): Promise<void> {
  const args = { effect, watchMs: WATCH_MS, inputs: inputsOf[from] };
  await page.evaluate(`(${WATCH_SOURCE})(${JSON.stringify(args)})`);
}

/**
 * Context options for these measurements: the browser's own media features, not Playwright's.
 * Playwright emulates `prefers-color-scheme: light` (and no reduced motion, no forced colours, no
 * more contrast) by default, and DevTools applies that emulation again whenever it attaches to a page
 * shown from the back/forward cache: the whole page is restyled before it can show (traced on the slow
 * phone, 19 ms of style recalculation inside DevTools' attach, of "Go Back"'s 120-140 ms then). A
 * visitor's browser has no DevTools attached, and the site has no colour-scheme styles.
 */
export const browserMedia = { colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null } as const;

/**
 * Context options for measuring `control`. One that goes back ("Go Back") runs with no service worker:
 * the worker takes control of the pages of a first visit once the offline copy is stored
 * (`clients.claim()`), and that evicts a page kept for a return ("serviceworker-claimed"). Only a
 * return within a first visit's few seconds can meet it; this measures the return itself.
 */
export const contextFor = (control: Pick<TapControl, 'from'>) =>
  control.from ? ({ ...browserMedia, serviceWorkers: 'block' } as const) : browserMedia;

/**
 * Leaves the page to go back to as a page in a visitor's history is: loaded, with its app, where it has
 * one, started, and nothing in flight (a page left while loading, or while its app is still fetching
 * the next of its files, is never kept: "navigating", or a masked reason). Polled with evaluate: a
 * pending waitForFunction keeps a page out of the back/forward cache.
 */
export async function settleForReturn(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (r: Request) => void inFlight.add(r);
  const done = (r: Request) => void inFlight.delete(r);
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.waitForLoadState('load');
    const until = Date.now() + 30_000;
    const wait = async (what: string, ok: () => Promise<boolean>) => {
      while (!(await ok())) {
        if (Date.now() > until) throw new Error(`${page.url()}: ${what}`);
        await page.waitForTimeout(50);
      }
    };
    if (await page.evaluate(() => !!document.querySelector('script[data-entry]')))
      await wait(
        'the app never started',
        async () => (await page.evaluate(() => document.documentElement.dataset.app)) === 'ready',
      );
    // Quiet for half a second: what the app fetches once it has started has come.
    let quietSince = Date.now();
    await wait('requests still in flight', async () => {
      if (inFlight.size) quietSince = Date.now();
      return Date.now() - quietSince >= 500;
    });
  } finally {
    page.off('request', started);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/**
 * Opens `control`'s page at `base` as a visitor reaches it, each page to its first paint (as the
 * slow phone's `instrument` notes it): the page before it first, where it has one ("Go Back"), left
 * as a visitor leaves it.
 */
export async function openControl(page: Page, control: Pick<TapControl, 'from' | 'route'>, base: string) {
  for (const route of [control.from, control.route]) {
    if (!route) continue;
    await page.goto(base + route, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { __fcp?: number }).__fcp, undefined, { timeout: 60_000 });
    if (route === control.from) await settleForReturn(page);
  }
}

/** Where a document notes when it was shown again from the back/forward cache (RESTORE_SOURCE). */
const RESTORED_KEY = '__restoredAt';

/**
 * A visitor's browser keeps a page it leaves (the back/forward cache; Playwright turns it off, see
 * `visitorChromiumLaunchOptions` in playwright.config.ts): going back shows it again rather than loading it.
 * Every document then notes its first frame after such a return, on the clock both share.
 */
const RESTORE_SOURCE = `addEventListener('pageshow', (e) => {
  if (e.persisted) requestAnimationFrame(() => sessionStorage.setItem('${RESTORED_KEY}', String(performance.timeOrigin + performance.now())));
})`;

/** From now on, every document of the page notes when it is shown again from the back/forward cache. */
export const watchRestores = (page: Page) => page.addInitScript(RESTORE_SOURCE);

/** Whether the page's document has been shown again from the back/forward cache (`watchRestores`). */
export const shownAgain = (page: Page): Promise<boolean> =>
  page.evaluate(`sessionStorage.getItem('${RESTORED_KEY}') !== null`);

/** A reason Chromium gives for not keeping a page it left (DevTools' `Page.backForwardCacheNotUsed`). */
export type NotKeptReason = { type: string; reason: string };

/**
 * The reasons that are the machine's, not the site's: a renderer too slow to be put away, or short of
 * memory. (Chromium's own "Circumstantial" class also holds what a site does: `no-store`, its worker
 * claiming the page, a load still going.)
 */
const MACHINE_REASONS = new Set([
  'TimeoutPuttingInCache',
  'Timeout',
  'CacheLimit',
  'ForegroundCacheLimit',
  'BackForwardCacheDisabledByLowMemory',
  'RendererProcessKilled',
  'RendererProcessCrashed',
]);

/**
 * From now on, the reasons Chromium gives each time it does not keep one of the page's documents for
 * a return. The page's own `notRestoredReasons` says only "masked" there, even for an `unload` handler.
 */
export async function watchNotKept(page: Page): Promise<NotKeptReason[][]> {
  const notKept: NotKeptReason[][] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.backForwardCacheNotUsed', (e) => notKept.push(e.notRestoredExplanations));
  await cdp.send('Page.enable');
  return notKept;
}

/** Whether a page was not kept for the machine's reasons alone (and some reason was given). */
export const notKeptByTheMachine = (reasons: NotKeptReason[]) =>
  reasons.length > 0 && reasons.every((r) => MACHINE_REASONS.has(r.reason));

// In a document a tap navigated to: its first frame after a return from the back/forward cache,
// or else its first contentful paint, on the clock both documents share.
const NEXT_DOCUMENT_SOURCE = `new Promise((resolve) => {
  const tapAt = Number(sessionStorage.getItem('__tapAt'));
  let done = false;
  const restored = () => {
    const at = Number(sessionStorage.getItem('${RESTORED_KEY}'));
    if (at > tapAt) {
      done = true;
      resolve({ ms: at - tapAt, app: document.documentElement.dataset.app, restored: true });
    } else if (!done) requestAnimationFrame(restored);
  };
  restored();
  new PerformanceObserver((list, observer) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) return;
    observer.disconnect();
    // A document shown again keeps the paint of its first load, from before the tap.
    if (performance.timeOrigin + fcp.startTime < tapAt) return;
    done = true;
    resolve({ ms: performance.timeOrigin + fcp.startTime - tapAt, app: document.documentElement.dataset.app, restored: false });
  }).observe({ type: 'paint', buffered: true });
})`;

/**
 * Milliseconds from the input to the first frame showing the effect, whether the app had loaded,
 * and, when the effect is the next document, whether that was shown again from the back/forward cache.
 */
export async function tapToEffect(
  page: Page,
  effect?: Effect,
): Promise<{ ms: number; appLoaded: boolean; restored?: boolean }> {
  if (effect?.kind === 'back-to') {
    // (A return from the back/forward cache is no navigation Playwright waits for: poll the URL.)
    const until = Date.now() + WATCH_MS;
    while (new URL(page.url()).pathname !== effect.path) {
      if (Date.now() > until) throw new Error(`never went back to ${effect.path}`);
      await page.waitForTimeout(20);
    }
    // The app's router went back in this document; else the browser loaded the page again.
    const same = (await page.evaluate('window.__effectAt !== undefined')) as boolean;
    if (!same) {
      const { ms, app, restored } = (await page.evaluate(NEXT_DOCUMENT_SOURCE)) as {
        ms: number;
        app: string | undefined;
        restored: boolean;
      };
      return { ms, appLoaded: app === 'ready', restored };
    }
  }
  const { at, app } = (await page.evaluate('window.__effectAt')) as { at: number; app: string | undefined };
  const inputAt = (await page.evaluate('window.__inputAt')) as number;
  return { ms: at - inputAt, appLoaded: app === 'ready' };
}

/** A control a visitor may use at first paint, the effect that shows it worked, and how to use it. */
export interface TapControl {
  name: string;
  route: string;
  /** 390 for a phone's layout (the menu lives there), else a desktop's 1280. */
  width: 390 | 1280;
  /** A page opened first, in the same tab (what "Go Back" goes back to). */
  from?: string;
  effect: Effect;
  /** Puts the visitor where they act (a caret at the field's end), before the watch starts: not timed. */
  prepare?(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

/** The home page's carousel, on a desktop's layout. */
const carousel = { route: '/', width: 1280 } as const;

/** The slide at `n` (1-based) is the one shown (the others are inert and hidden). */
const slideShown = (n: number): Effect => ({
  kind: 'present',
  selector: `[aria-roledescription=slide]:nth-child(${n}):not([inert])`,
});

/** One key that narrows the resource list (some cards match it, not all), found from the content. */
const searchKey = [...'zqxjkvwyfgbp'].find((key) => {
  const n = filterResources(resources, 'All', key).length;
  return n > 0 && n < resources.length;
})!;

export const tapControls: readonly TapControl[] = [
  {
    name: 'menu',
    route: '/about',
    width: 390,
    effect: { kind: 'menu-open' },
    act: (p) => p.getByRole('button', { name: a11yLabels.menuToggle }).click(),
  },
  {
    name: 'carousel dot',
    ...carousel,
    effect: slideShown(2),
    act: (p) => p.getByRole('button', { name: heroCopy.goTo(2) }).click(),
  },
  {
    name: 'carousel arrow',
    ...carousel,
    effect: slideShown(5),
    act: (p) => p.getByRole('button', { name: heroCopy.previous }).click(),
  },
  {
    name: 'carousel pause',
    ...carousel,
    effect: { kind: 'present', selector: `button[data-go="pause"][aria-label="${heroCopy.play}"]` },
    act: (p) => p.getByRole('button', { name: heroCopy.pause }).click(),
  },
  {
    name: 'resource chip',
    route: '/resources',
    width: 1280,
    effect: {
      kind: 'visible-count',
      selector: '[data-category]',
      count: filterResources(resources, 'Security', '').length,
    },
    act: (p) => p.getByRole('radio', { name: 'Security' }).click(),
  },
  {
    name: 'resource search',
    route: '/resources',
    width: 1280,
    effect: {
      kind: 'visible-count',
      selector: '[data-category]',
      count: filterResources(resources, 'All', searchKey).length,
    },
    act: async (p) => {
      await p.getByRole('searchbox', { name: resourcesPage.searchLabel }).focus();
      await p.keyboard.type(searchKey);
    },
  },
  {
    name: 'ROI keystroke',
    route: '/',
    width: 1280,
    effect: { kind: 'text-changes', selector: '#roi-calculator dl[aria-live]' },
    prepare: async (p) => {
      // Below the home page's first screen: shown once the full stylesheet applies (a few hundred
      // ms after the first paint on the slow phone), as early as a visitor could scroll to it. The
      // caret goes to the end (a number field has no selection range to set), so the digit typed
      // next changes the figure; that keystroke alone is timed.
      const field = p.getByLabel(roiCopy.inputs.volume);
      await field.waitFor({ state: 'visible' });
      await field.focus();
      await p.keyboard.press('End');
    },
    act: (p) => p.keyboard.type('0'),
  },
  {
    name: 'form first keystroke',
    route: '/contact',
    width: 1280,
    effect: { kind: 'value', selector: '#contact-name', value: 'J' },
    act: async (p) => {
      await p.getByLabel(contactFormCopy.labels.name).focus();
      await p.keyboard.type('J');
    },
  },
  {
    name: 'Go Back',
    from: '/about',
    route: '/no-such-page',
    width: 1280,
    effect: { kind: 'back-to', path: '/about' },
    act: (p) => p.getByRole('link', { name: notFoundPage.back }).click(),
  },
];

/**
 * A page change after one visit, from the click to the next page's heading on screen: the goal is
 * 100 ms, and 150 ms leaves room for a shared 2-core machine, where the timing test's medians were
 * 77-88 ms after a hover and 37-77 ms after focus in whole runs; without the preparing, or with the
 * tap fetching, it was 420-910 ms.
 */
export const PAGE_CHANGE_BOUND_MS = 150;

/** How a visitor shows they may follow a link before the tap: a pointer over it, or focus on it. */
export type LinkIntent = 'hover' | 'focus';

/**
 * A page change after one visit (the offline copy in control), as the timing test and bench:phone
 * measure it: the home page loaded with its app, a moment's reading, the intent on the header's
 * About link, then the tap (a click, or Enter on the focused link). The milliseconds from the click
 * to the first frame showing About's heading, and every request for code or data after it (from
 * the network or the worker's copy). `page` is a fresh slow phone's page; `base` the site's origin.
 */
export async function pageChangeAfterIntent(
  page: Page,
  base: string,
  intent: LinkIntent,
  heading: string,
): Promise<{ ms: number; requested: string[] }> {
  await page.goto(`${base}/`);
  await page.waitForFunction(() => (window as { __ready?: number }).__ready, undefined, { timeout: 60_000 });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 60_000 });
  // A visitor reads before moving on: the app's own start (its sections, the offline layer) is over.
  await page.waitForTimeout(1500);
  const link = page.getByRole('navigation', { name: a11yLabels.mainNav }).getByRole('link', { name: 'About' });
  await (intent === 'hover' ? link.hover() : link.focus());
  // What the intent prepares has come (from the worker's copy: a few hundred ms at 4× CPU).
  await page.waitForTimeout(1500);
  const requested: string[] = [];
  const onRequest = (r: Request) => {
    // (The page view the change records is sent to the site's analytics: a report, which the
    // page waits for nothing from, not code or data it needs.)
    if (new URL(r.url()).pathname === EVENTS_ENDPOINT) return;
    if (['script', 'fetch', 'xhr'].includes(r.resourceType())) requested.push(r.url());
  };
  page.on('request', onRequest);
  const effect = { kind: 'text', selector: 'main h1', text: heading } as const;
  await watchEffect(page, effect, 'click');
  // The pointer is on the link already: pressed where it is, as a visitor's is. (A locator's
  // click first checks its target from the page, in the tap's own task: 5-10 ms at 4x CPU.)
  if (intent === 'hover') {
    await page.mouse.down();
    await page.mouse.up();
  } else await page.keyboard.press('Enter');
  const { ms } = await tapToEffect(page, effect);
  page.off('request', onRequest);
  return { ms, requested };
}
