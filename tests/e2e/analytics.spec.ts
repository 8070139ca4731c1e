// The site's own analytics in the browser: one page view per page a person sees (a page change, Back
// and a page restored from the back/forward cache count; a hash change and a replaced URL do not),
// the first input in a form, each event written on the device before it is sent, and kept there
// while the endpoint cannot be reached, then sent once, and deleted.
import type { Page } from '@playwright/test';
import { EVENTS_ENDPOINT } from '@/config/analytics';
import { EVENTS_DB } from '@/features/analytics/data/events-db';
import { sentEvents } from '../support/analytics-events';
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
  await expect.poll(() => waiting(page)).toBe(2);
  // Listening before the endpoint comes back: a send already on its way may be the one that delivers.
  const delivered = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_ENDPOINT && r.status() === 200);
  unreachable = false;
  // The connection's return.
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await delivered;
  await expect.poll(() => waiting(page)).toBe(0);
  expect(sent.views()).toEqual(['/', '/about']);
});
