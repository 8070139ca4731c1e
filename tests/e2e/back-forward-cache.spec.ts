// "Go Back" is history alone: in a visitor's browser the page it goes back to is shown again from
// the back/forward cache, at once, rather than loaded again. That holds only while no page of the
// site opts out (an `unload` handler, `Cache-Control: no-store`, an open connection the cache
// refuses). Playwright turns the cache off by default, so this test runs the full Chromium with it on.
import { chromium, type Browser } from '@playwright/test';
import { visitorChromiumLaunchOptions } from '../../playwright.config';
import { notFoundPage } from '@/content/pages';
import { settleForReturn } from '../support/tap-effect';
import { expect, test } from './fixtures';

/** Why Chromium did not keep a page, as DevTools' `Page.backForwardCacheNotUsed` tells it. */
type Explanation = { type: 'SupportPending' | 'PageSupportNeeded' | 'Circumstantial'; reason: string };

/**
 * One visitor's journey: /about, left for a page that is not found, then "Go Back". Says whether
 * /about was shown again from the cache and, where not, why. The page's own `notRestoredReasons`
 * says only "masked" here, even for an `unload` handler, so the reasons come from DevTools.
 */
async function goBack(browser: Browser, baseURL: string | undefined) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const explained: Explanation[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.backForwardCacheNotUsed', (e) => explained.push(...(e.notRestoredExplanations as Explanation[])));
  await cdp.send('Page.enable');
  // Every document notes whether it was shown again from the cache.
  await page.addInitScript(() =>
    addEventListener(
      'pageshow',
      (e) => ((window as { __persisted?: boolean }).__persisted = (e as PageTransitionEvent).persisted),
    ),
  );
  await page.goto('/about');
  // Hydrated (with no interaction, so once the offline copy is stored) and with nothing in
  // flight: the page as a visitor leaves it.
  await settleForReturn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: notFoundPage.back }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
  // Shown again, or not kept with DevTools saying why: one of the two comes.
  const persisted = () => page.evaluate(() => (window as { __persisted?: boolean }).__persisted === true);
  await expect.poll(async () => (await persisted()) || explained.length > 0).toBe(true);
  const kept = await persisted();
  await page.context().close();
  return { kept, explained };
}

test('"Go Back" on the 404 page shows the page before it again from the back/forward cache', async ({ baseURL }) => {
  const browser = await chromium.launch(visitorChromiumLaunchOptions);
  try {
    // A page is not kept for reasons of its own (what the site does: "PageSupportNeeded", or a
    // feature Chromium does not support yet) or for the browser's (a loaded machine's timeout,
    // memory: "Circumstantial"). The first fail the test at once; the second, which a visitor's
    // browser also meets now and then, are tried again, twice at most.
    const tries: Explanation[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const { kept, explained } = await goBack(browser, baseURL);
      if (kept) return;
      tries.push(explained);
      const ours = explained.filter((e) => e.type !== 'Circumstantial');
      expect(ours, 'reasons of the page itself, which a visitor would meet on every return').toEqual([]);
    }
    throw new Error(`/about was not shown again from the back/forward cache: ${JSON.stringify(tries)}`);
  } finally {
    await browser.close();
  }
});
