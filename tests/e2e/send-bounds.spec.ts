// A send on a dead connection: every wait is bounded, and what the visitor is told is true, one
// state at a time, to the end. The POST that never answers, and the answer cut off after the server
// stored the message (idempotency keeps it to one row either way).
import type { Page, Route } from '@playwright/test';
import { PWA } from '@/config/constants';
import { contactFormCopy, toasts } from '@/content/forms';
import { thankYouPage } from '@/content/pages';
import { expect, open, test } from './fixtures';
import { fillContactForm, rowsWith, submitContactForm } from './delivery-helpers';

const ENDPOINT = '**/api/send-contact-email';
const marker = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2)}: please call us.`;
const delivered = (page: Page) => page.getByText(/^Your message from .+ was delivered$/);
const sending = (page: Page) => page.getByRole('button', { name: contactFormCopy.sending });

test.describe('a send that gets no answer, or loses it', () => {
  test.beforeEach(({ consoleGuard }) => {
    // The cut-off request itself; anything else logged still fails the test.
    consoleGuard.allow(/Failed to load resource: net::ERR_(CONNECTION_RESET|FAILED)/);
  });

  test('a POST that never answers: saved on this device within the bound; released, stored once and shown delivered', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let posts = 0;
    await page.context().route(ENDPOINT, async (route: Route) => {
      posts++;
      await released;
      await route.continue();
    });
    await open(page, '/contact');
    const message = marker('No answer');
    await fillContactForm(page, message);
    const started = Date.now();
    await submitContactForm(page);
    await expect(sending(page)).toBeVisible();
    // Told within the bound (PWA.sendWaitMs, at most 12 s) that it is saved and will be sent.
    await expect(page.getByText(toasts.unreachable.title, { exact: true })).toBeVisible({ timeout: 12_000 });
    const waited = Date.now() - started;
    expect(waited).toBeLessThanOrEqual(12_000);
    expect(waited).toBeGreaterThanOrEqual(PWA.sendWaitMs - 500);
    await expect(page).toHaveURL(/\/thank-you\?queued=unreachable&id=[\w-]+$/);
    await expect(page.locator('main')).toContainText(thankYouPage.unreachableMessage);
    expect(await rowsWith(baseURL!, message)).toHaveLength(0);

    release();
    await expect.poll(async () => (await rowsWith(baseURL!, message)).length, { timeout: 20_000 }).toBe(1);
    // The last word is the true one: delivered, and the page no longer says it is waiting.
    await expect(delivered(page)).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(thankYouPage.title);
    await expect(page.locator('main')).not.toContainText(thankYouPage.unreachableMessage);
    await expect(page.getByText(toasts.unreachable.title, { exact: true })).toHaveCount(0);
    expect(posts, 'the held request was the one that landed: no second POST').toBe(1);
    expect(await rowsWith(baseURL!, message)).toHaveLength(1);
  });

  test('an answer cut off after the server stored it: one row, and 20 s later nothing says it is still waiting', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    let cut = 0;
    await page.context().route(ENDPOINT, async (route: Route) => {
      if (cut++ > 0) return route.continue();
      // The server stores it and answers; the answer never reaches the browser.
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort('connectionreset');
    });
    await open(page, '/contact');
    const message = marker('Cut answer');
    await fillContactForm(page, message);
    await submitContactForm(page);
    const submitted = Date.now();
    // The browser says online and no server answered: not "busy".
    await expect(page.getByText(toasts.unreachable.title, { exact: true })).toBeVisible();
    await expect(page.getByText(toasts.busy.title, { exact: true })).toHaveCount(0);
    expect(await rowsWith(baseURL!, message)).toHaveLength(1);

    await page.waitForTimeout(Math.max(0, 20_000 - (Date.now() - submitted)));
    expect(await rowsWith(baseURL!, message)).toHaveLength(1);
    expect(cut, 'retried with the same key').toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/thank-you/);
    await expect(page.locator('main h1')).toHaveText(thankYouPage.title);
    const body = page.locator('body');
    for (const waiting of [
      thankYouPage.unreachableMessage,
      thankYouPage.busyMessage,
      thankYouPage.queuedTitle,
      toasts.unreachable.title,
      toasts.busy.title,
    ]) {
      await expect(body).not.toContainText(waiting);
    }
  });
});
