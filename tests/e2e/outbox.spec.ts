// Queued submissions: stored in IndexedDB when the network or server fails, then delivered
// exactly once by Background Sync (the worker) or by the page. Real server and database; the only
// stand-in is a proxy that answers 503 while told to.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { deliveredNotice, failedNotice, outboxIndicator } from '@/content/app-shell';
import { queuedToast, toasts } from '@/content/forms';
import { demoCopy } from '@/content/home';
import { thankYouPage } from '@/content/pages';
import { resourcesPage } from '@/content/resources';
import { expect, failedLoad, open, test } from './fixtures';
import { goOffline, goOnline } from './offline-helpers';
import {
  dispatchSync,
  fillContactForm,
  outbox,
  patchOutbox,
  restoreOutbox,
  rowsWith,
  startProxy,
  type Proxy,
  submitContactForm,
  waitForServiceWorker,
} from './delivery-helpers';

const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|status of 503/;
/** What a page offline, or facing a server that answers 503, posts in vain: its analytics and its inquiry. */
const offlinePosts = ['/api/events', '/api/send-contact-email'];
const indicator = (page: Page, n: number) => page.getByRole('status').filter({ hasText: outboxIndicator.label(n) });
/** The "delivered" notice a queued message gets once it reaches the server. */
const deliveredToast = (page: Page) => page.getByText(/^Your message from .+ was delivered$/);
/** A delivered record is kept only until its notice is shown, then deleted. */
const goneFrom = async (page: Page, id: string) => !(await outbox(page)).some((r) => r.id === id);
const marker = (what: string) =>
  `${what} ${Date.now()}-${Math.random().toString(36).slice(2)}: please call us about a pilot.`;

/**
 * Runs `body` on /contact in a fresh context behind a proxy (its own origin), once the service
 * worker controls the page.
 */
async function behindProxy(
  browser: Browser,
  baseURL: string,
  body: (t: { proxy: Proxy; context: BrowserContext; page: Page }) => Promise<void>,
) {
  const proxy = await startProxy(baseURL);
  const context = await browser.newContext({ baseURL: proxy.url });
  const page = await context.newPage();
  try {
    await open(page, '/contact');
    await waitForServiceWorker(page);
    await body({ proxy, context, page });
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** Submits the contact form and checks what a visitor sees when it is queued. */
async function submitQueued(page: Page, message: string, why: 'offline' | 'unreachable' | 'busy' = 'offline') {
  await fillContactForm(page, message);
  await submitContactForm(page);
  // Honest: offline says so; a server that answered 5xx is busy; one never reached is not "busy".
  const toast = queuedToast({ why });
  await expect(page.getByText(toast.title, { exact: true })).toBeVisible();
  await expect(page.getByText(toasts.success.title, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/thank-you\\?queued=${why}&id=[\\w-]+$`));
  await expect(page.locator('main h1')).toHaveText(thankYouPage.queuedTitle);
  const text = {
    offline: thankYouPage.queuedMessage,
    unreachable: thankYouPage.unreachableMessage,
    busy: thankYouPage.busyMessage,
  };
  await expect(page.locator('main')).toContainText(text[why]);
  await expect(indicator(page, 1)).toBeVisible();
  const records = (await outbox(page)).filter((r) => r.fields.message === message);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ kind: 'contact', status: 'pending' });
  return records[0]!;
}

test('a visit that submits nothing creates no outbox database', async ({ page }) => {
  await open(page, '/contact');
  await waitForServiceWorker(page);
  // The layer that registered the worker has also run its first drain and count by now.
  await page.waitForTimeout(1000);
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(names).not.toContain('site-outbox');
});

test.describe('queued submissions', () => {
  test.describe.configure({ timeout: 90_000 });

  test('offline: queued, then Background Sync delivers it with the tab closed', async ({
    page,
    context,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(offlineNoise);
    const message = marker('Background Sync');
    await open(page, '/contact');
    await waitForServiceWorker(page);
    await goOffline(context);
    const record = await submitQueued(page, message);
    expect(await rowsWith(baseURL!, message), 'nothing reached the server').toHaveLength(0);

    // Close the tab: delivery now rests on the service worker alone.
    const other = await context.newPage();
    await page.close();
    await goOnline(context);
    await dispatchSync(context, other, new URL(baseURL!).origin);
    await expect.poll(async () => (await rowsWith(baseURL!, message)).length, { timeout: 20_000 }).toBe(1);

    // The next page load tells the visitor it was delivered, once, and forgets the record.
    await open(other, '/contact');
    await expect(deliveredToast(other)).toBeVisible();
    await expect(deliveredToast(other)).toContainText(deliveredNotice.title('contact', '').split(' from')[0]!);
    await expect.poll(() => goneFrom(other, record.id)).toBe(true);
    await expect(indicator(other, 1)).toHaveCount(0);
    await other.reload();
    await waitForServiceWorker(other);
    await other.waitForTimeout(1000);
    await expect(deliveredToast(other)).toHaveCount(0);
  });

  test('without Background Sync (Safari, Firefox), the page delivers on `online` and on the next visit', async ({
    browser,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedLoad(...offlinePosts));
    const context = await browser.newContext({ baseURL });
    // A service worker, but no SyncManager: what Safari and Firefox offer. (Not on a blank page,
    // which has no ServiceWorkerRegistration.)
    await context.addInitScript(() => {
      if (typeof ServiceWorkerRegistration !== 'undefined')
        delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
    const page = await context.newPage();
    try {
      // Path 1: the `online` event on the open page.
      await open(page, '/contact');
      await waitForServiceWorker(page);
      expect(await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready))).toBe(false);
      await goOffline(context);
      const first = marker('Page drain online');
      await submitQueued(page, first);
      expect(await rowsWith(baseURL!, first)).toHaveLength(0);
      await goOnline(context);
      await expect.poll(async () => (await rowsWith(baseURL!, first)).length, { timeout: 20_000 }).toBe(1);
      await expect(indicator(page, 1)).toHaveCount(0);
      await expect(deliveredToast(page)).toBeVisible();

      // Path 2: the tab is closed while offline; the next visit delivers it on load.
      await open(page, '/contact');
      await goOffline(context);
      const second = marker('Page drain on load');
      await submitQueued(page, second);
      await page.close();
      await goOnline(context);
      expect(await rowsWith(baseURL!, second)).toHaveLength(0);
      const next = await context.newPage();
      await open(next, '/');
      await expect.poll(async () => (await rowsWith(baseURL!, second)).length, { timeout: 20_000 }).toBe(1);
      expect((await outbox(next)).filter((r) => r.status === 'pending')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('both paths and replays: the server stores the inquiry exactly once', async ({
    browser,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedLoad(...offlinePosts));
    await behindProxy(browser, baseURL!, async ({ proxy, context, page }) => {
      await goOffline(context);
      const message = marker('Both paths');
      const record = await submitQueued(page, message);

      // Reconnect: the page drains on `online` while the worker gets its sync event.
      await goOnline(context);
      await dispatchSync(context, page, proxy.url);
      await expect.poll(async () => (await rowsWith(baseURL!, message)).length, { timeout: 20_000 }).toBe(1);

      await expect.poll(() => goneFrom(page, record.id)).toBe(true);

      // Replay as if every acknowledgement had been lost: both paths send it again.
      const before = proxy.forwardedPosts;
      await restoreOutbox(page, { ...record, nextAttemptAt: 0 });
      await dispatchSync(context, page, proxy.url);
      await expect.poll(() => goneFrom(page, record.id)).toBe(true);
      await restoreOutbox(page, { ...record, nextAttemptAt: 0 });
      await page.reload();
      await expect.poll(() => goneFrom(page, record.id)).toBe(true);
      expect(proxy.forwardedPosts - before, 'the replays reached the server').toBeGreaterThanOrEqual(2);
      expect(await rowsWith(baseURL!, message)).toHaveLength(1);
    });
  });

  test('server answers 503: queued, then delivered once when it recovers', async ({
    browser,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedLoad(...offlinePosts));
    await behindProxy(browser, baseURL!, async ({ proxy, context, page }) => {
      proxy.failing = true;
      const message = marker('Server 503');
      const record = await submitQueued(page, message, 'busy');
      expect(await rowsWith(baseURL!, message)).toHaveLength(0);

      proxy.failing = false;
      await dispatchSync(context, page, proxy.url);
      await expect.poll(async () => (await rowsWith(baseURL!, message)).length, { timeout: 20_000 }).toBe(1);
      await expect(deliveredToast(page)).toBeVisible();
      await expect.poll(() => goneFrom(page, record.id)).toBe(true);
      await expect(indicator(page, 1)).toHaveCount(0);
      expect(await rowsWith(baseURL!, message)).toHaveLength(1);
    });
  });

  test('demo and newsletter share the outbox and its indicator', async ({ page, context, consoleGuard }) => {
    consoleGuard.allow(offlineNoise);
    await open(page, '/');
    await waitForServiceWorker(page);
    await goOffline(context);
    const demo = page.locator('#demo form');
    await demo.getByRole('textbox').fill(`queued-demo-${Date.now()}@example.com`);
    await demo.getByRole('button', { name: demoCopy.submit }).click();
    await expect(page.getByText(toasts.queued.title, { exact: true })).toBeVisible();
    await expect(indicator(page, 1)).toBeVisible();

    await page.goto('/resources');
    await page
      .getByRole('textbox', { name: resourcesPage.newsletter.emailLabel })
      .fill(`queued-news-${Date.now()}@example.com`);
    await page.getByRole('button', { name: resourcesPage.newsletter.submit }).click();
    await expect(indicator(page, 2)).toBeVisible();

    await goOnline(context);
    await expect(indicator(page, 2)).toHaveCount(0);
    await expect(indicator(page, 1)).toHaveCount(0);
    expect((await outbox(page)).filter((r) => r.status === 'pending')).toEqual([]);
  });

  test('a queued submission the server refuses is shown back to the visitor with their text', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(offlineNoise);
    consoleGuard.allow(/status of 400/);
    await open(page, '/contact');
    await waitForServiceWorker(page);
    await goOffline(context);
    const message = marker('Refused later');
    const record = await submitQueued(page, message);
    // As if the rules changed before it was delivered: the server will now refuse it (400).
    await patchOutbox(page, record.id, { fields: { ...record.fields, email: 'not-an-email' } });
    await goOnline(context);

    await expect
      .poll(async () => (await outbox(page)).find((r) => r.id === record.id)?.status, { timeout: 20_000 })
      .toBe('failed');
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: failedNotice.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(message)).toBeVisible();
    await notice.getByRole('button', { name: failedNotice.dismiss }).click();
    await expect(notice).toHaveCount(0);
    // Dismissed: the visitor's words are not kept on the device any longer.
    await expect.poll(() => goneFrom(page, record.id)).toBe(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert').filter({ hasText: failedNotice.title })).toHaveCount(0);
  });
});
