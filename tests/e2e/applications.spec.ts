// Job applications and webinar registrations: the same path and guarantees as the contact form
// (shared schema, IndexedDB outbox, offline queue, no-JS post), against the real server.
import type { Page } from '@playwright/test';
import { applicationFormCopy } from '@/content/application-form';
import { careersPage } from '@/content/careers';
import { jobs } from '@/content/jobs';
import { thankYouVariants } from '@/content/thank-you-variants';
import { webinarFormCopy } from '@/content/webinar-form';
import { expect, open, test } from './fixtures';
import { leads, outbox, waitForServiceWorker } from './delivery-helpers';
import { goOffline, goOnline } from './offline-helpers';

const L = applicationFormCopy.labels;
const job = jobs.find((j) => j.slug === 'data-engineer') ?? jobs[0]!;
const marker = (what: string) =>
  `${what} ${Date.now()}-${Math.random().toString(36).slice(2)}: ten years of data work.`;
const stored = async (baseURL: string, message: string) =>
  (await leads(baseURL)).filter((r) => r.message === message) as unknown as Record<string, string>[];

const form = (page: Page) => page.locator('#apply form');

/** Fills the application form (enhanced or not) with a valid application carrying `message`. */
async function fillApplication(page: Page, message: string) {
  const f = form(page);
  await f.getByLabel(L.name).fill('Grace Hopper');
  await f.getByLabel(L.email).fill('grace@example.com');
  await f.getByLabel(L.link).fill('https://www.linkedin.com/in/grace-hopper-example');
  await f.getByLabel(L.message).fill(message);
}

test('Careers "Get in Touch" leads to the application form, not the sales form', async ({ page }) => {
  await open(page, '/careers');
  // The link lies below the section (the closing call to action): the page is there when it is tapped.
  const link = page.getByRole('link', { name: careersPage.cta.getInTouch.text });
  await link.scrollIntoViewIfNeeded();
  const from = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(/\/careers#apply$/);
  // Once the (smooth) scroll has left where it started and stopped, over frames the page drew (two
  // reads between frames could both come before it starts on a slow machine): the section starts
  // just below the sticky header, its heading and first field in view. The whole form is taller
  // than 800 px, so its button is not.
  await expect
    .poll(() =>
      page.evaluate(async (start) => {
        const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY)));
        const ys = [await frame(), await frame(), await frame()];
        return ys[0] !== start && ys.every((y) => y === ys[0]) ? 'stopped' : `at ${ys.join(', ')} from ${start}`;
      }, from),
    )
    .toBe('stopped');
  const gap = await page.evaluate(
    () =>
      document.getElementById('apply')!.getBoundingClientRect().top -
      document.querySelector('header')!.getBoundingClientRect().bottom,
  );
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(32);
  await expect(page.locator('#apply-title')).toBeInViewport();
  await expect(form(page).getByLabel(L.name)).toBeInViewport();
  await expect(form(page).getByRole('button', { name: applicationFormCopy.submit })).toHaveCount(1);
  await expect(form(page)).toHaveAttribute('action', '/api/job-application');
});

test('an application online: errors tied to fields, then sent, the error toast cleared, stored once with its role', async ({
  page,
  baseURL,
}) => {
  await open(page, `/careers/${job.slug}`);
  const f = form(page);
  await expect(f.getByLabel(L.role)).toHaveValue(job.slug);
  await f.getByLabel(L.name).focus();
  await expect(page.locator('#apply form[novalidate]')).toHaveCount(1);
  await f.getByRole('button', { name: applicationFormCopy.submit }).click();
  await expect(page.getByText(applicationFormCopy.toasts.validation.title, { exact: true })).toBeVisible();
  const name = f.getByLabel(L.name);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await name.getAttribute('aria-describedby'))!.split(' ');
  const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts.join(' ')).toContain('Name is required');

  const message = marker('Online application');
  await fillApplication(page, message);
  await f.getByRole('button', { name: applicationFormCopy.submit }).click();
  await expect(page.getByText(applicationFormCopy.toasts.success.title, { exact: true })).toBeVisible();
  // The success toast replaces the earlier "Validation Error".
  await expect(page.getByText(applicationFormCopy.toasts.validation.title, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/thank-you\?form=application$/);
  await expect(page.locator('main h1')).toHaveText(thankYouVariants.application.title);
  const rows = await stored(baseURL!, message);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: 'application', role: job.slug, email: 'grace@example.com' });
});

test('an application offline is saved on the device, then delivered once when the connection returns', async ({
  page,
  context,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  await open(page, '/careers');
  await waitForServiceWorker(page);
  await form(page).getByLabel(L.name).focus();
  await expect(page.locator('#apply form[novalidate]')).toHaveCount(1);
  // Requests fail and the browser says it is offline (goOffline forces the flag where Chromium
  // would not), so the page's honest wording is "offline".
  await goOffline(context);
  const message = marker('Offline application');
  await fillApplication(page, message);
  await form(page).getByLabel(L.role).selectOption(jobs.at(-1)!.slug);
  await form(page).getByRole('button', { name: applicationFormCopy.submit }).click();
  await expect(page).toHaveURL(/\/thank-you\?form=application&queued=offline&id=[\w-]+$/);
  await expect(page.locator('main h1')).toHaveText(thankYouVariants.application.queuedTitle);
  const pending = (await outbox(page)).filter((r) => (r.fields as Record<string, string>).message === message);
  expect(pending).toHaveLength(1);
  expect(pending[0]).toMatchObject({ kind: 'application', status: 'pending' });
  expect(await stored(baseURL!, message)).toHaveLength(0);

  await goOnline(context);
  await expect.poll(async () => (await stored(baseURL!, message)).length, { timeout: 20_000 }).toBe(1);
  expect((await stored(baseURL!, message))[0]).toMatchObject({ kind: 'application', role: jobs.at(-1)!.slug });
});

test('a webinar registration online reaches the server as kind "webinar"', async ({ page, baseURL }) => {
  await open(page, '/resources/measuring-contact-center-success');
  const f = page.locator('#register form');
  await f.getByLabel(webinarFormCopy.labels.name).focus();
  await expect(page.locator('#register form[novalidate]')).toHaveCount(1);
  const email = `webinar-${Date.now()}@agency.example.gov`;
  await f.getByLabel(webinarFormCopy.labels.name).fill('Katherine Johnson');
  await f.getByLabel(webinarFormCopy.labels.email).fill(email);
  await f.getByLabel(webinarFormCopy.labels.organization).fill('Flight Research Agency');
  await f.getByRole('button', { name: webinarFormCopy.submit }).click();
  await expect(page).toHaveURL(/\/thank-you\?form=webinar$/);
  await expect(page.locator('main h1')).toHaveText(thankYouVariants.webinar.title);
  const rows = (await leads(baseURL!)).filter((r) => r.email === email) as unknown as Record<string, string>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: 'webinar' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an application posts natively, with the role preselected, and lands on the thank-you page', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/careers/${job.slug}`);
    await expect(form(page).getByLabel(L.role)).toHaveValue(job.slug);
    const message = marker('No-script application');
    await fillApplication(page, message);
    await form(page).getByRole('button', { name: applicationFormCopy.submit }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=application$/);
    const rows = await stored(baseURL!, message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'application', role: job.slug });
  });
});
