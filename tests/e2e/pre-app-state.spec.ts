// What a visitor sets at first paint, before the app has loaded, is still what the page shows once
// React has hydrated: the app adopts the state of the HTML it takes over, it never resets it.
// On a slow phone (CDP slow 4G, 4× CPU), each control is used at first paint; its state is
// checked at once, then again after hydration. (Using it starts the app: entry-client loads it on
// the first pointerdown/keydown/focusin/input. The test holds the app's chunk back until it checks
// the hydrated page, so "at once" is before the app on any machine.)
import type { Page } from '@playwright/test';
import { holdRequests } from '../support/held-requests';
import { stalledPage } from '../support/stalled-page';
import { slowPhone } from './slow-phone-helpers';
import { expect, test } from './fixtures';
import { HERO_INTERVAL_MS, ROI_DEFAULTS } from '@/config/constants';
import { heroCopy, roiCopy, slides } from '@/content/home';
import { a11yLabels } from '@/content/navigation';
import { filterResources, resources, resourcesPage } from '@/content/resources';
import { formatCount, formatCurrency } from '@/lib/format';
import { computeRoi } from '@/lib/roi';

declare global {
  interface Window {
    __menuClosed?: number;
    __rootSaw?: string[];
  }
}

const isHydrated = () =>
  document.documentElement.dataset.app === 'ready' &&
  Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'));

/** The page's state now, and that the app has not hydrated yet (so the page's own script drew it). */
async function beforeApp<T>(page: Page, read: string): Promise<T> {
  const { hydrated, value } = (await page.evaluate(`({ hydrated: (${isHydrated})(), value: (${read}) })`)) as {
    hydrated: boolean;
    value: T;
  };
  expect(hydrated, 'still before the app').toBe(false);
  return value;
}

/** The slide text shown (the one slide that is not inert) and the current dot's label. */
const CAROUSEL_STATE = `(() => {
  const shown = [...document.querySelectorAll('[aria-roledescription=slide]')].filter((s) => s.checkVisibility({ visibilityProperty: true }));
  return { shown: shown.map((s) => s.querySelector('h1, p').textContent), dot: document.querySelector('[data-carousel] li [aria-current="true"]')?.getAttribute('aria-label') };
})()`;

/** Lets the app's own chunk through (atFirstPaint holds it back until `hydrated`). */
let releaseApp: () => void = () => undefined;

/**
 * A fresh visit (no offline copy yet) on a slow phone, resolved at its first contentful paint.
 * The app's chunk is held back until the test waits for hydration, so what a test checks "at once"
 * is certainly the page's own doing however long its taps take (several on a slow machine can
 * outlast the app's load otherwise).
 */
async function atFirstPaint(page: Page, route: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console.error: ${m.text()}`));
  // Hydration mismatches (recoverable errors) and any other error fail the test at its end.
  afterChecks.push(() => expect(errors, `errors on ${route}`).toEqual([]));
  // The worker arrives late, as on a first visit over a slow link: only the visitor's own action
  // starts the app (not the offline copy becoming ready first).
  await page.context().route('**/sw.js', async (r) => {
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await r.continue().catch(() => undefined);
  });
  releaseApp = await holdRequests(page, '**/assets/hydrate-*.js');
  await page.goto(route, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__fcp, undefined, { timeout: 30_000 });
  expect(await page.evaluate(isHydrated), 'the app has not hydrated yet').toBe(false);
}

/** Lets the app load, and resolves once React has hydrated the page and its effects have run (a few frames later). */
async function hydrated(page: Page): Promise<void> {
  releaseApp();
  await page.waitForFunction(isHydrated, undefined, { timeout: 30_000 });
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))),
  );
}

/**
 * React listens at the page's root from the start of hydration, and answers a keystroke on a part
 * not yet hydrated by hydrating it in the keystroke's own task. Until the app is live, the ROI
 * form's input stops at the root, before React's listeners (the page's own script, at the document,
 * has answered it). Here "not live yet" is made by taking `data-app` away from the hydrated page.
 */
async function reactSeesRoiInputOnlyOnceLive(page: Page): Promise<void> {
  const field = page.getByLabel(roiCopy.inputs.volume);
  await field.evaluate((el) => {
    window.__rootSaw = [];
    for (const type of ['keydown', 'input', 'click']) el.addEventListener(type, () => window.__rootSaw!.push(type));
    delete document.documentElement.dataset.app;
  });
  await field.click();
  await field.press('End');
  await field.press('1');
  expect(await page.evaluate(() => window.__rootSaw), 'past the root before the app is live').toEqual([]);
  await expect(field, 'the field still takes the key').toHaveValue(/1$/);
  await field.press('Backspace');
  await page.evaluate(() => (document.documentElement.dataset.app = 'ready'));
  await field.press('End');
  expect(await page.evaluate(() => window.__rootSaw), 'past the root once the app is live').toContain('keydown');
}

let afterChecks: (() => void)[] = [];
test.beforeEach(() => {
  afterChecks = [];
});
test.afterEach(() => {
  for (const check of afterChecks) check();
});

test.describe('state set before the app loads survives hydration (slow phone)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the mobile menu opened at first paint stays open, and the app says it is expanded', async ({ context }) => {
    const page = await slowPhone(context, 390);
    await atFirstPaint(page, '/');
    const menu = page.locator('nav[popover]');
    await menu.evaluate((nav) => {
      window.__menuClosed = 0;
      nav.addEventListener('toggle', (e) => {
        if ((e as ToggleEvent).newState === 'closed') window.__menuClosed! += 1;
      });
    });
    const toggle = page.getByRole('button', { name: a11yLabels.menuToggle });
    await toggle.click();
    // At once: the browser opens the popover itself (plain HTML).
    expect(await menu.evaluate((nav) => nav.matches(':popover-open'))).toBe(true);
    await expect(menu.getByRole('link', { name: 'Careers' })).toBeVisible();

    await hydrated(page);
    expect(await menu.evaluate((nav) => nav.matches(':popover-open')), 'still open after hydration').toBe(true);
    expect(await page.evaluate(() => window.__menuClosed), 'it never closed').toBe(0);
    await expect(menu.getByRole('link', { name: 'Careers' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The app has it from here: Escape closes it and the button says so.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a resource category chosen at first paint stays chosen, and the list stays filtered by it', async ({
    context,
  }) => {
    const page = await slowPhone(context, 390);
    await atFirstPaint(page, '/resources');
    const security = page.getByRole('radio', { name: 'Security' });
    await security.check();
    const visible = page.locator('[data-category]').filter({ visible: true });
    const expected = filterResources(resources, 'Security', '');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(resources.length);
    // At once: the radio and its CSS rule filter the list (plain HTML).
    await expect(security).toBeChecked();
    await expect(visible).toHaveCount(expected.length);

    await hydrated(page);
    await expect(security).toBeChecked();
    await expect(page.getByRole('radio', { name: 'All' })).not.toBeChecked();
    await expect(visible).toHaveCount(expected.length);
    for (const category of await visible.evaluateAll((els) => els.map((e) => e.getAttribute('data-category'))))
      expect(category).toBe('Security');
    await expect(page).toHaveURL(/\/resources\?category=security$/);
  });

  test('a resource search typed at first paint stays typed, and the list is filtered by it', async ({ context }) => {
    const page = await slowPhone(context, 390);
    await atFirstPaint(page, '/resources');
    const search = page.getByRole('searchbox', { name: resourcesPage.searchLabel });
    // Typed key by key, so the typing goes on while the app it starts loads and hydrates.
    await search.pressSequentially('cloud', { delay: 120 });
    const expected = filterResources(resources, 'All', 'cloud');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(resources.length);
    // At once, before the app: the text is in the box and the list is filtered by it.
    await expect(search).toHaveValue('cloud');
    expect(
      await beforeApp(
        page,
        `[...document.querySelectorAll('[data-category]')].filter((c) => c.checkVisibility()).length`,
      ),
      'filtered at once',
    ).toBe(expected.length);
    expect(await beforeApp(page, `document.querySelector('[data-counts]').textContent`)).toBe(
      resourcesPage.resultCount(expected.length),
    );

    await hydrated(page);
    await expect(search).toHaveValue('cloud');
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(page.locator('[data-category]').filter({ visible: true })).toHaveCount(expected.length);
    await expect(page.getByRole('status').filter({ hasText: resourcesPage.resultCount(expected.length) })).toHaveCount(
      1,
    );
    await expect(page).toHaveURL(/\/resources\?q=cloud$/);
  });

  test('ROI values typed at first paint stay, and the result is computed from them', async ({ context }) => {
    const page = await slowPhone(context, 390);
    await atFirstPaint(page, '/#roi-calculator');
    const typed = { volume: '12000', handleMinutes: '6', hourlyCost: '42', deflection: '40' };
    await page.getByLabel(roiCopy.inputs.volume).fill(typed.volume);
    // Before the app: the results follow the first field, once the form's own script has come (it
    // loads as the form comes into view, beside the page's other requests on the slow link; how
    // fast is for timing.spec and bench:phone).
    const first = computeRoi({ ...ROI_DEFAULTS, volume: Number(typed.volume) });
    await expect
      .poll(() => beforeApp(page, `document.querySelector('[data-output="deflectedCalls"]').textContent`), {
        timeout: 10_000,
        intervals: [20],
      })
      .toBe(formatCount(first.deflectedCalls));
    await page.getByLabel(roiCopy.inputs.handleMinutes).fill(typed.handleMinutes);
    await page.getByLabel(roiCopy.inputs.hourlyCost).fill(typed.hourlyCost);
    // A range input cannot be filled: set it as a drag would, with an input event.
    await page.getByLabel(roiCopy.inputs.deflection).evaluate((el, v) => {
      (el as HTMLInputElement).value = v;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, typed.deflection);
    const values = async () => ({
      volume: await page.getByLabel(roiCopy.inputs.volume).inputValue(),
      handleMinutes: await page.getByLabel(roiCopy.inputs.handleMinutes).inputValue(),
      hourlyCost: await page.getByLabel(roiCopy.inputs.hourlyCost).inputValue(),
      deflection: await page.getByLabel(roiCopy.inputs.deflection).inputValue(),
    });
    expect(await values(), 'at once').toEqual(typed);

    await hydrated(page);
    expect(await values(), 'after hydration').toEqual(typed);
    await reactSeesRoiInputOnlyOnceLive(page);
    const result = computeRoi({
      volume: Number(typed.volume),
      handleMinutes: Number(typed.handleMinutes),
      deflectionPercent: Number(typed.deflection),
      hourlyCost: Number(typed.hourlyCost),
    });
    await expect(page.locator('[data-output="deflectedCalls"]')).toHaveText(formatCount(result.deflectedCalls));
    await expect(page.locator('[data-output="hoursReduced"]')).toHaveText(formatCount(result.hoursReduced));
    await expect(page.locator('[data-output="monthlySavings"]')).toHaveText(formatCurrency(result.monthlySavings));
    await expect(page.locator('[data-output="annualSavings"]')).toHaveText(formatCurrency(result.annualSavings));
    await expect(page.locator('[data-output="threeYear"]')).toHaveText(formatCurrency(result.threeYear));
  });

  test('a hero slide chosen at first paint is shown, its dot current, and it stays while the visitor is on it', async ({
    context,
  }) => {
    const page = await slowPhone(context, 390);
    await atFirstPaint(page, '/');
    const dot = page.getByRole('button', { name: heroCopy.goTo(3) });
    await dot.click();
    // At once, before the app: slide 3 is shown, its dot current, and the visitor is on the dot.
    await expect(dot).toBeFocused();
    expect(await beforeApp(page, CAROUSEL_STATE)).toEqual({ shown: [slides[2]!.title], dot: heroCopy.goTo(3) });

    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText(slides[2]!.title);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[aria-roledescription="slide"]:not([aria-hidden])')).toHaveCount(1);
    // Rotation pauses while focus (and the pointer) is in the carousel: still the chosen slide
    // after a full interval.
    await page.waitForTimeout(HERO_INTERVAL_MS + 1_000);
    await expect(dot).toBeFocused();
    await expect(page.locator('main h1')).toHaveText(slides[2]!.title);
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });

  test('the hero arrows and pause used at first paint show their effect at once, and the app arrives at the same state', async ({
    context,
  }) => {
    const page = await slowPhone(context, 390);
    await atFirstPaint(page, '/');
    await page.getByRole('button', { name: heroCopy.previous }).click();
    await page.getByRole('button', { name: heroCopy.previous }).click();
    await page.getByRole('button', { name: heroCopy.next }).click();
    await page.getByRole('button', { name: heroCopy.pause }).click();
    const last = slides.length - 1;
    // At once, before the app: the last slide (back two, on one), and the button offers to play.
    expect(await beforeApp(page, CAROUSEL_STATE)).toEqual({
      shown: [slides[last]!.title],
      dot: heroCopy.goTo(last + 1),
    });
    expect(await beforeApp(page, `document.querySelector('[data-go="pause"]').getAttribute('aria-label')`)).toBe(
      heroCopy.play,
    );

    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText(slides[last]!.title);
    await expect(page.getByRole('button', { name: heroCopy.goTo(last + 1) })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: heroCopy.play })).toBeVisible();
    // Paused by the visitor: still the same slide after a full interval, with the pointer away.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(HERO_INTERVAL_MS + 1_000);
    await expect(page.locator('main h1')).toHaveText(slides[last]!.title);
  });
});

test('a tap while the page is still arriving takes effect at once, and the app adopts it', async ({
  browser,
  baseURL,
}) => {
  // No worker (only the tap may start the app).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // The home page's HTML only up to the end of the carousel, the rest held.
  const stalled = await stalledPage(baseURL!, '/', (html) => html.indexOf('<section id="stats"'));
  try {
    const page = await context.newPage();
    await page.goto(`${stalled.url}/`, { waitUntil: 'commit' });
    const dot = page.getByRole('button', { name: heroCopy.goTo(3) });
    await expect(dot).toBeVisible();
    // The page's inline script runs in its head, before the rest is parsed: a tap on what is
    // drawn shows its effect while the rest of the page is still on its way.
    await page.waitForFunction(() => document.readyState === 'loading' && !!document.querySelector('[data-replay]'));
    await dot.click();
    await expect
      .poll(() => page.evaluate(CAROUSEL_STATE), { timeout: 2_000, message: 'the chosen slide, at once' })
      .toEqual({ shown: [slides[2]!.title], dot: heroCopy.goTo(3) });
    expect(await page.evaluate(() => document.readyState), 'the page is still arriving').toBe('loading');

    stalled.release();
    await page.waitForFunction(isHydrated, undefined, { timeout: 30_000 });
    await expect(page.locator('main h1')).toHaveText(slides[2]!.title);
    await expect(dot).toHaveAttribute('aria-current', 'true');
  } finally {
    // The page first: it would log the proxy's going as failed loads.
    await context.close();
    await stalled.close();
  }
});
