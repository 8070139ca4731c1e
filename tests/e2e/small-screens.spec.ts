// Phones and failure screens: the header stays on one line at 320–430 px with the outbox badge
// showing, the offline banner never covers the page, and a stale deploy reloads once, by itself.
import { outboxIndicator, offlineBanner } from '@/content/app-shell';
import { demoCopy } from '@/content/home';
import { a11yLabels } from '@/content/navigation';
import { waitForServiceWorker } from './delivery-helpers';
import { expect, failedLoad, open, test } from './fixtures';
import { goOffline, goOnline } from './offline-helpers';

const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/;

for (const width of [320, 390, 430]) {
  test(`at ${width} px the header is one line, with the outbox badge showing`, async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(offlineNoise);
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/');
    await waitForServiceWorker(page);
    await goOffline(context);
    const demo = page.locator('#demo form');
    await demo.getByRole('textbox').fill(`badge-${width}@agency.gov`);
    await demo.getByRole('button', { name: demoCopy.submit }).click();
    const badge = page.getByRole('status').filter({ hasText: outboxIndicator.label(1) });
    await expect(badge).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 0));

    const bar = (await page.locator('header > div').first().boundingBox())!;
    expect(bar.height).toBe(64);
    const parts = [
      page.getByRole('link', { name: a11yLabels.home }),
      page.locator('header').getByText('1', { exact: true }),
      page.getByRole('button', { name: a11yLabels.menuToggle }),
    ];
    for (const part of parts) {
      const box = (await part.boundingBox())!;
      expect(box.y, 'inside the bar').toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height, 'inside the bar').toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(width);
    }
    // The name is one line: its box is no taller than one line of text.
    const name = await page
      .getByRole('link', { name: a11yLabels.home })
      .locator('span span:visible')
      .first()
      .boundingBox();
    expect(name!.height).toBeLessThan(32);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the offline banner pushes the page down, never over it', async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(offlineNoise);
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/');
  await waitForServiceWorker(page);
  await goOffline(context);
  const banner = page.getByText(offlineBanner.text);
  await expect(banner).toBeVisible();
  const b = (await banner.boundingBox())!;
  const h1 = (await page.locator('main h1').boundingBox())!;
  expect(h1.y, 'the heading starts below the banner').toBeGreaterThanOrEqual(b.y + b.height);
  await goOnline(context);
});

test('a tab left open over a deploy (its script files gone) reloads once by itself, then stays usable', async ({
  browser,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(failedLoad('/assets/'));
  consoleGuard.allow(/Failed to fetch dynamically imported module/);
  // A tab from before the deploy, with no worker holding the old files: they are simply gone.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/assets\/(app|hydrate|react)-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  let loads = 0;
  page.on('load', () => loads++);
  // With no worker, the app starts at the first paint; its files fail.
  await page.goto('/about', { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  expect(loads, 'one reload, not a loop').toBe(2);
  // The HTML still works: the page is readable and its links navigate.
  await expect(page.locator('main h1')).toBeVisible();
  await context.close();
});
