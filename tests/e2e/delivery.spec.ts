// Real delivery through the local server and its database: no request is mocked here.
import type { Page } from '@playwright/test';
import { contactFormCopy, toasts } from '@/content/forms';
import { resourcesPage } from '@/content/resources';
import { expect, open, test } from './fixtures';
import { fillContactForm, leads, outbox, submitContactForm, type OutboxRow } from './delivery-helpers';

const L = contactFormCopy.labels;

test('a contact inquiry is stored and then listed by `npm run leads`', async ({ page, baseURL }) => {
  const marker = `Inquiry ${Date.now()} about modernising our agency contact center.`;
  await open(page, '/contact');
  await fillContactForm(page, marker, {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Navy Digital Services',
    interest: 'amazon-connect',
  });
  // Hold the POST in flight: the record must already be stored on the device by then.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let key = '';
  await page.route('**/api/send-contact-email', async (route) => {
    key = route.request().headers()['idempotency-key'] ?? '';
    await held;
    await route.continue();
  });
  await submitContactForm(page);
  await expect.poll(async () => (await outbox(page)).length).toBeGreaterThan(0);
  // The record is stored first; its POST reaches the route a moment later.
  await expect.poll(() => key).not.toBe('');

  // The local record: in the `inquiries` store, with the fields, metadata, a UUID id sent as the
  // Idempotency-Key, stored before the request could answer.
  const record = (await outbox(page)).find((r) => r.fields.message === marker) as
    (OutboxRow & Record<string, unknown>) | undefined;
  expect(record).toMatchObject({ kind: 'contact', status: 'pending', pageUrl: expect.stringContaining('/contact') });
  expect(record!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(record!.id).toBe(key);
  expect(typeof record!.timestamp).toBe('string');
  expect(typeof record!.userAgent).toBe('string');
  release();
  await expect(page.getByText(toasts.success.title, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you$/);
  // Delivered in the visitor's sight: nothing needs the record any more, so it is deleted.
  expect((await outbox(page)).filter((r) => r.id === record!.id)).toEqual([]);

  const rows = await leads(baseURL!);
  const mine = rows.filter((r) => r.message === marker);
  expect(mine, 'exactly one stored row').toHaveLength(1);
  expect(mine[0]).toMatchObject({ email: 'grace@example.com', interest: 'amazon-connect' });
});

test('the demo request reaches the server', async ({ page }) => {
  await open(page, '/');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/demo-request') && r.request().method() === 'POST');
  const demo = page.locator('#demo form');
  await demo.getByRole('textbox').fill(`demo-${Date.now()}@example.com`);
  await demo.getByRole('button').click();
  expect((await posted).status()).toBeLessThan(300);
  await expect(page.getByText(toasts.demo.title, { exact: true })).toBeVisible();
  await expect(demo.getByRole('textbox')).toHaveValue('');
});

test('the newsletter sign-up reaches the server', async ({ page }) => {
  await open(page, '/resources');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST');
  await page.getByRole('textbox', { name: resourcesPage.newsletter.emailLabel }).fill(`news-${Date.now()}@example.com`);
  await page.getByRole('button', { name: resourcesPage.newsletter.submit }).click();
  expect((await posted).status()).toBeLessThan(300);
  await expect(page.getByText(resourcesPage.newsletter.success.title, { exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** Opens /contact and fills every field but the message; returns the form. */
  async function fillContactExceptMessage(page: Page) {
    await page.goto('/contact');
    const form = page.locator('#contact form');
    await form.getByLabel(L.name).fill('Alan Turing');
    await form.getByLabel(L.email).fill('alan@example.com');
    await form.getByLabel(L.company).fill('Bletchley Systems');
    await form.getByLabel(L.interest).selectOption('other');
    return form;
  }

  test('the contact form posts natively and lands on /thank-you', async ({ page, baseURL }) => {
    const marker = `No-script inquiry ${Date.now()} sent from a locked-down browser.`;
    const form = await fillContactExceptMessage(page);
    await form.getByLabel(L.message).fill(marker);
    await form.getByRole('button', { name: contactFormCopy.submit }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    expect((await leads(baseURL!)).filter((r) => r.message === marker)).toHaveLength(1);
  });

  test('a refused no-script post answers a page listing the problems and a way back', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    // The browser's own checks would stop an empty form; send a too-short message instead.
    const form = await fillContactExceptMessage(page);
    await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await form.getByLabel(L.message).fill('Too short');
    await form.getByRole('button', { name: contactFormCopy.submit }).click();
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();
    await expect(page.getByRole('link').first()).toBeVisible();
  });
});
