// Drafts: what a visitor types is kept on this device and comes back after a reload, a closed
// tab or a new visit, including text typed before the form's code loaded; it is gone once sent,
// or when the visitor clears it; the honeypot is never kept.
import type { Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '@/config/form-kinds';
import { applicationFormCopy } from '@/content/application-form';
import { contactFormCopy, draftCopy } from '@/content/forms';
import { jobs } from '@/content/jobs';
import { thankYouPage } from '@/content/pages';
import { webinarFormCopy } from '@/content/webinar-form';
import { expect, test, waitForHydration } from './fixtures';
import { rowsWith } from './delivery-helpers';
import { holdRequests } from '../support/held-requests';

const L = contactFormCopy.labels;
const MESSAGE = 'We are planning a contact center move and would like to talk about the timeline.';
const note = (page: Page) => page.getByText(draftCopy.saved, { exact: true });

/** The drafts kept on this device, as the storage module writes them. */
const drafts = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'site-drafts')) return [];
    return new Promise<{ id: string; fields: Record<string, string> }[]>((resolve, reject) => {
      const req = indexedDB.open('site-drafts');
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const all = req.result.transaction('drafts').objectStore('drafts').getAll();
        all.onsuccess = () => {
          resolve(all.result);
          req.result.close();
        };
      };
    });
  });

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test('a half-typed contact message survives a reload and a closed tab, on / and /contact, and is gone once sent', async ({
  page,
  context,
  baseURL,
}) => {
  await openHydrated(page, '/contact');
  const form = page.locator('#contact form');
  await form.getByRole('textbox', { name: L.name }).click();
  await form.getByRole('textbox', { name: L.name }).pressSequentially('Ada Lovelace');
  await form.getByRole('textbox', { name: L.message }).fill(MESSAGE);
  // The honeypot (hidden from people) is never kept.
  await page.evaluate((name) => {
    const trap = document.querySelector<HTMLInputElement>(`#contact form [name="${name}"]`)!;
    trap.value = 'http://spam.example';
    trap.dispatchEvent(new Event('input', { bubbles: true }));
  }, HONEYPOT_FIELD);
  await expect(note(page)).toBeVisible({ timeout: 5000 });
  // The note can show after the name alone was kept (typing is slow on a busy machine); the
  // message follows within the save delay.
  await expect
    .poll(() => drafts(page), { timeout: 5000 })
    .toEqual([expect.objectContaining({ id: 'contact', fields: { name: 'Ada Lovelace', message: MESSAGE } })]);

  // A reload: the draft comes back without any interaction.
  await page.reload();
  await waitForHydration(page);
  await expect(form.getByRole('textbox', { name: L.message })).toHaveValue(MESSAGE);
  await expect(form.getByRole('textbox', { name: L.name })).toHaveValue('Ada Lovelace');
  await expect(note(page)).toBeVisible();

  // The tab closed, a new one opened on the home page's contact section.
  await page.close();
  const again = await context.newPage();
  await openHydrated(again, '/');
  const home = again.locator('#contact form');
  await expect(home.getByRole('textbox', { name: L.message })).toHaveValue(MESSAGE);
  await expect(home.getByRole('textbox', { name: L.name })).toHaveValue('Ada Lovelace');

  // Sent: the draft is gone.
  await home.getByRole('textbox', { name: L.email }).fill('ada@example.com');
  await home.getByRole('textbox', { name: L.company }).fill('Analytical Engines Agency');
  await home.getByRole('combobox', { name: L.interest }).selectOption('cloud-migration');
  const message = `${MESSAGE} ${Date.now()}`;
  await home.getByRole('textbox', { name: L.message }).fill(message);
  await home.getByRole('button', { name: contactFormCopy.submit }).click();
  await expect(again.locator('main h1')).toHaveText(thankYouPage.title, { timeout: 15_000 });
  await expect.poll(async () => (await rowsWith(baseURL!, message)).length).toBe(1);
  await expect.poll(() => drafts(again)).toEqual([]);
  await openHydrated(again, '/contact');
  await again.waitForTimeout(1500);
  await expect(again.locator('#contact form').getByRole('textbox', { name: L.message })).toHaveValue('');
  await expect(note(again)).toHaveCount(0);
});

test.describe('before the code', () => {
  // The first visit: no worker answers from the offline copy, so the network is slow to bring the form's code.
  test.use({ serviceWorkers: 'block' });

  test('text typed before the form code loaded is kept as a draft too', async ({ page }) => {
    // The form's code is slow to come: the visitor types into the plain HTML meanwhile.
    const release = await holdRequests(page.context(), /contact-form-[\w-]+\.js$/);
    await openHydrated(page, '/contact');
    const form = page.locator('#contact form');
    await form.getByRole('textbox', { name: L.message }).click();
    await form.getByRole('textbox', { name: L.message }).pressSequentially('Typed before the code came.');
    await expect(page.locator('#contact form[novalidate]')).toHaveCount(0);
    release();
    await expect(note(page)).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByRole('textbox', { name: L.message })).toHaveValue('Typed before the code came.');
  });
});

test('"Clear draft" empties the form and forgets the draft', async ({ page }) => {
  await openHydrated(page, '/contact');
  const form = page.locator('#contact form');
  await form.getByRole('textbox', { name: L.message }).click();
  await form.getByRole('textbox', { name: L.message }).fill(MESSAGE);
  await expect(note(page)).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: draftCopy.clear }).click();
  await expect(form.getByRole('textbox', { name: L.message })).toHaveValue('');
  await expect(note(page)).toHaveCount(0);
  await expect.poll(() => drafts(page)).toEqual([]);
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  await expect(form.getByRole('textbox', { name: L.message })).toHaveValue('');
});

test('the job application and the webinar registration keep their drafts across a reload', async ({ page }) => {
  await openHydrated(page, `/careers/${jobs[0]!.slug}`);
  const apply = page.locator('#apply form');
  await apply.getByLabel(applicationFormCopy.labels.name).click();
  await apply.getByLabel(applicationFormCopy.labels.name).fill('Grace Hopper');
  await apply.getByLabel(applicationFormCopy.labels.message).fill('Ten years of data pipelines for agencies.');
  await expect(note(page)).toBeVisible({ timeout: 5000 });
  await expect
    .poll(async () => (await drafts(page)).find((d) => d.id === 'application')?.fields.message, { timeout: 5000 })
    .toBe('Ten years of data pipelines for agencies.');
  await page.reload();
  await waitForHydration(page);
  await expect(apply.getByLabel(applicationFormCopy.labels.name)).toHaveValue('Grace Hopper');
  await expect(apply.getByLabel(applicationFormCopy.labels.message)).toHaveValue(
    'Ten years of data pipelines for agencies.',
  );

  await openHydrated(page, '/resources/measuring-contact-center-success');
  const register = page.locator('#register form');
  await register.getByLabel(webinarFormCopy.labels.name).click();
  await register.getByLabel(webinarFormCopy.labels.organization).fill('Flight Research Agency');
  await expect(note(page)).toBeVisible({ timeout: 5000 });
  await page.reload();
  await waitForHydration(page);
  await expect(register.getByLabel(webinarFormCopy.labels.organization)).toHaveValue('Flight Research Agency');
});
