// The site's own analytics in the browser: one page view per page a person sees (a page change, Back
// and a page restored from the back/forward cache count; a hash change and a replaced URL do not),
// the first input in a form, each event written on the device before it is sent, and kept there
// while the endpoint cannot be reached, then sent once, and deleted.
import type { Page } from '@playwright/test';
import { EVENTS_ENDPOINT } from '@/config/analytics';
import { EVENTS_SYNC_TAG } from '@/features/analytics/worker-delivery';
import { EVENTS_DB } from '@/features/analytics/data/events-db';
import { sentEvents } from '../support/analytics-events';
import { dispatchSync, waitForServiceWorker } from './delivery-helpers';
import { expect, open, test } from './fixtures';

/** The events waiting in the page's analytics database. */
const waiting = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => {
          const db = r.result;
          if (!db.objectStoreNames.contains('events')) return resolve(0);
          const count = db.transaction('events').objectStore('events').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        r.onerror = () => reject(r.error);
      }),
    EVENTS_DB,
  );

const headerLink = (page: Page, name: string) =>
  page.locator('header nav').getByRole('link', { name, exact: true }).filter({ visible: true });

test('one page view per page seen: a page change and Back count, a hash change and a replaced URL do not', async ({
  page,
}) => {
  const sent = sentEvents(page);
  await open(page, '/');
  await expect.poll(sent.views).toEqual(['/']);
  await headerLink(page, 'About').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(sent.views).toEqual(['/', '/about']);
  // Within the page: not another page view.
  await page.evaluate(() => {
    location.hash = 'values-title';
    history.replaceState(history.state, '', '/about?from=test');
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(sent.views).toEqual(['/', '/about', '/']);
  // Each sent once: nothing is left waiting on the device.
  await expect.poll(() => waiting(page)).toBe(0);
});

test('a page restored from the back/forward cache counts again', async ({ page }) => {
  const sent = sentEvents(page);
  await page.goto('/privacy');
  await expect.poll(sent.views).toEqual(['/privacy']);
  await page.goto('/terms');
  await expect.poll(sent.views).toEqual(['/privacy', '/terms']);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(sent.views).toEqual(['/privacy', '/terms', '/privacy']);
});

test('a page the browser prerendered counts once it is shown, and not before', async ({ page }) => {
  // Chromium's prerendering, as the page sees it: document.prerendering, then prerenderingchange.
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering });
    (window as unknown as { show: () => void }).show = () => {
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
    };
  });
  const sent = sentEvents(page);
  await open(page, '/careers');
  await page.waitForTimeout(1500);
  expect(sent.views()).toEqual([]);
  await page.evaluate(() => (window as unknown as { show: () => void }).show());
  await expect.poll(sent.views).toEqual(['/careers']);
  const stored = await page.evaluate(() => sessionStorage.getItem('site-visit'));
  expect(JSON.parse(stored!).p).toEqual(['/careers']);
});

test('the first input in a form is recorded once, with the form kind', async ({ page }) => {
  const sent = sentEvents(page);
  await open(page, '/contact');
  const name = page.getByLabel(/^Full Name/);
  await name.fill('Ada');
  await name.fill('Ada Lovelace');
  await expect
    .poll(() => sent.named('form_started'))
    .toEqual([expect.objectContaining({ path: '/contact', params: { form_name: 'contact' } })]);
});

test('kept on the device while the endpoint cannot be reached, then sent once and deleted', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const sent = sentEvents(page);
  let unreachable = true;
  await page.route(`**${EVENTS_ENDPOINT}`, (route) =>
    unreachable ? route.abort('internetdisconnected') : route.continue(),
  );
  await open(page, '/');
  await headerLink(page, 'About').click();
  await expect(page).toHaveURL(/\/about$/);
  // Two page views, and the visit's start (the app's).
  await expect.poll(() => waiting(page)).toBe(3);
  // Listening before the endpoint comes back: a send already on its way may be the one that delivers.
  const delivered = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_ENDPOINT && r.status() === 200);
  unreachable = false;
  // The connection's return.
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await delivered;
  await expect.poll(() => waiting(page)).toBe(0);
  expect(sent.views()).toEqual(['/', '/about']);
});

test('events a closed page left waiting are delivered by the worker through Background Sync, once @full-chromium', async ({
  page,
  context,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  // A browser not under automation (one that is asks for no sync: the worker could not say so).
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false }),
  );
  let unreachable = true;
  await context.route(`**${EVENTS_ENDPOINT}`, (route) =>
    unreachable ? route.abort('internetdisconnected') : route.continue(),
  );
  await open(page, '/');
  await waitForServiceWorker(page);
  await headerLink(page, 'About').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => waiting(page)).toBe(3);
  // The connection drops: the app asks for the sync.
  await page.evaluate(() => dispatchEvent(new Event('offline')));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return reg.sync.getTags();
      }),
    )
    .toContain(EVENTS_SYNC_TAG);

  // No page of the site left (the endpoint's JSON shows the site's storage, and runs none of its code).
  const other = await context.newPage();
  await page.close();
  await other.goto('/api/health');
  expect(await waiting(other)).toBe(3);
  // The connection back: the browser's sync event, to the worker alone.
  unreachable = false;
  await dispatchSync(context, other, new URL(baseURL!).origin, EVENTS_SYNC_TAG);
  await expect.poll(() => waiting(other), { timeout: 15_000 }).toBe(0);
});
