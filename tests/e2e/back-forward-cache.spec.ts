// "Go Back" is history alone: in a visitor's browser the page it goes back to is shown again from
// the back/forward cache, at once, rather than loaded again. That holds only while no page of the
// site opts out (an `unload` handler, `Cache-Control: no-store`, an open connection the cache
// refuses). Playwright turns the cache off by default, so this test runs the full Chromium with it on.
import { chromium } from '@playwright/test';
import { visitorChromiumLaunchOptions } from '../../playwright.config';
import { notFoundPage } from '@/content/pages';
import { settleForReturn } from '../support/tap-effect';
import { expect, test } from './fixtures';

test('"Go Back" on the 404 page shows the page before it again from the back/forward cache', async ({ baseURL }) => {
  const browser = await chromium.launch(visitorChromiumLaunchOptions);
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await page.goto('/about');
    // Hydrated (with no interaction, so once the offline copy is stored) and with nothing in
    // flight: the page as a visitor leaves it. Left while the app still fetched, it was now and
    // then not kept, for a reason Chromium masks.
    await settleForReturn(page);
    await page.evaluate(() =>
      addEventListener(
        'pageshow',
        (e) => ((window as { __persisted?: boolean }).__persisted = (e as PageTransitionEvent).persisted),
      ),
    );
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: notFoundPage.back }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
    // Where the engine says why a page was not restored (Chromium's notRestoredReasons), the
    // failure says it too.
    const whyNot = () =>
      page.evaluate(() =>
        JSON.stringify(
          (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { notRestoredReasons?: unknown })
            ?.notRestoredReasons ?? null,
        ),
      );
    await expect
      .poll(() => page.evaluate(() => (window as { __persisted?: boolean }).__persisted), {
        message: 'shown again from the back/forward cache',
      })
      .toBe(true)
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\nnot restored because: ${await whyNot()}`);
      });
  } finally {
    await browser.close();
  }
});
