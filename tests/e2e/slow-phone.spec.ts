// The site on a slow phone (slow 4G through tests/support/field-proxy.ts, 4× CPU): every control acted
// on at first paint, before the app has loaded, does what it says, at once where HTML can do it
// and once the app has loaded where it cannot; nothing reloads or jumps. (The offline-ready time
// is measured alone, after everything else: timing.spec.ts.)
import type { Page } from '@playwright/test';
import { phone } from './slow-phone-helpers';
import { SLOW_4G, startFieldProxy, type FieldProxy } from '../support/field-proxy';
import { holdRequests } from '../support/held-requests';
import { documentNotFoundLog, routes } from './fixtures';
import { heroCopy, roiCopy, slides } from '@/content/home';
import { bookingCopy } from '@/content/booking';
import { contactFormCopy } from '@/content/forms';
import { a11yLabels } from '@/content/navigation';
import { notFoundPage } from '@/content/pages';
import { resources, resourcesPage } from '@/content/resources';
import { computeRoi } from '@/lib/roi';
import { formatCount } from '@/lib/format';
import { ROI_DEFAULTS } from '@/config/constants';
import { expect, test } from './fixtures';

let proxy: FieldProxy;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startFieldProxy(baseURL!.replace('localhost', '127.0.0.1'), SLOW_4G);
});
test.afterAll(async () => {
  await proxy?.close();
});

/** Opens `route` and resolves at its first contentful paint, before the app has loaded. */
async function atFirstPaint(page: Page, route: string): Promise<void> {
  await page.goto(proxy.url + route, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__fcp, undefined, { timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.dataset.app), 'the app has not loaded yet').toBeUndefined();
}

const appReady = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 30_000 });

/** Nothing reloaded the page or shifted it under the visitor's finger. */
async function nothingJumped(page: Page) {
  const s = await page.evaluate(() => ({ marker: window.__marker, shift: window.__shift }));
  expect(s.marker, 'the same document throughout').toBe('first-document');
  expect(s.shift, 'cumulative layout shift').toBeLessThan(0.02);
}

test.describe('a slow phone, acting at first paint', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the menu opens at once on every route (plain HTML), and Escape closes it and returns focus', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    let page!: Page;
    for (const route of routes) {
      // A first visit each time: no worker yet, so the app is not there to help.
      page = await phone(await browser.newContext());
      await atFirstPaint(page, route);
      const toggle = page.getByRole('button', { name: a11yLabels.menuToggle });
      await toggle.click();
      const menu = page.locator('nav[popover]');
      await expect(menu, route).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Careers' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      if (route !== routes[routes.length - 1]) await page.context().close();
    }
    // Once the app has loaded: choosing a link closes it too.
    await appReady(page);
    await page.getByRole('button', { name: a11yLabels.menuToggle }).click();
    await page.locator('nav[popover]').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('nav[popover]')).toBeHidden();
    await page.context().close();
  });

  test('a carousel dot and the pause button tapped before the app loads take effect once it has', async ({
    context,
  }) => {
    const page = await phone(context, 1280);
    await atFirstPaint(page, '/');
    await page.getByRole('button', { name: heroCopy.pause }).click();
    await page.getByRole('button', { name: heroCopy.goTo(3) }).click();
    await appReady(page);
    await expect(page.locator('main h1')).toHaveText(slides[2]!.title);
    await expect(page.getByRole('button', { name: heroCopy.play })).toBeVisible();
    await nothingJumped(page);
  });

  test('ROI: a value typed before the app loads is kept and computed', async ({ context }) => {
    const page = await phone(context, 1280);
    await atFirstPaint(page, '/');
    const volume = page.getByLabel(roiCopy.inputs.volume);
    await volume.fill('10000');
    await appReady(page);
    await expect(volume).toHaveValue('10000');
    const expected = computeRoi({ ...ROI_DEFAULTS, volume: 10_000 });
    await expect(page.locator('[data-output="deflectedCalls"]')).toHaveText(formatCount(expected.deflectedCalls));
    await nothingJumped(page);
  });

  test('resources: a chip filters at once (plain HTML and CSS); a search typed early applies; the URL holds both', async ({
    context,
  }) => {
    const page = await phone(context, 1280);
    await atFirstPaint(page, '/resources');
    await page.getByRole('radio', { name: 'Security' }).check();
    const cards = page.locator('[data-category]');
    const security = resources.filter((r) => r.category === 'Security');
    await expect(cards.filter({ visible: true })).toHaveCount(security.length);
    await page.getByRole('searchbox', { name: resourcesPage.searchLabel }).fill('zero');
    await appReady(page);
    await expect(page).toHaveURL(/\/resources\?category=security&q=zero$/);
    const matching = security.filter((r) => `${r.title} ${r.description}`.toLowerCase().includes('zero'));
    await expect(cards.filter({ visible: true })).toHaveCount(matching.length);
    await nothingJumped(page);
  });

  test('a shared filtered link opens filtered', async ({ context }) => {
    const page = await phone(context, 1280);
    await atFirstPaint(page, '/resources?category=security');
    await expect(page.getByRole('radio', { name: 'Security' })).toBeChecked();
    await expect(page.locator('[data-category]').filter({ visible: true })).toHaveCount(
      resources.filter((r) => r.category === 'Security').length,
    );
  });

  test('the contact form: what is typed before the app loads stays', async ({ context }) => {
    const page = await phone(context, 1280);
    await atFirstPaint(page, '/contact');
    await page.getByLabel(contactFormCopy.labels.name).fill('Jane Early');
    await appReady(page);
    await expect(page.getByLabel(contactFormCopy.labels.name)).toHaveValue('Jane Early');
  });

  test('the demo form: an address typed before the app loads stays', async ({ context }) => {
    const page = await phone(context, 1280);
    await atFirstPaint(page, '/');
    const demo = page.locator('#demo form').getByRole('textbox');
    await demo.fill('early@agency.gov');
    await appReady(page);
    await expect(demo).toHaveValue('early@agency.gov');
  });

  test('"See free times" tapped before the app loads opens the picker once it has, on /book and in the contact section', async ({
    browser,
  }) => {
    for (const route of ['/book', '/contact']) {
      // A first visit each time: on a second, the worker the first installed may start the app
      // before the page has painted.
      const context = await browser.newContext();
      try {
        const page = await phone(context, 1280);
        await atFirstPaint(page, route);
        await page.getByRole('button', { name: bookingCopy.open }).click();
        await appReady(page);
        await expect(page.getByRole('group', { name: bookingCopy.kindLegend }), route).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByRole('button', { name: bookingCopy.open })).toHaveCount(0);
      } finally {
        await context.close();
      }
    }
  });

  test('404 "Go Back" goes back, before the app loads as after', async ({ browser, consoleGuard }) => {
    consoleGuard.allow(documentNotFoundLog);
    // The visit to /about leaves the app's scripts in the cache (a worker's, or the browser's), so
    // the 404 page could start the app before its first paint is seen. Its scripts are held until
    // "Go Back" has been tapped: before the app loads is then what the test makes, not a race with
    // the CPU. (No worker: it would answer them past the route.)
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await phone(context, 1280);
      await page.goto(`${proxy.url}/about`);
      const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
      await atFirstPaint(page, '/no-such-page');
      const back = page.getByRole('link', { name: notFoundPage.back });
      await back.click();
      await expect(page).toHaveURL(/\/about$/);
      release();

      await page.goForward();
      await appReady(page);
      await back.click();
      await expect(page).toHaveURL(/\/about$/);
    } finally {
      await context.close();
    }
  });
});
