// Contact section (map, client validation, submit) and the demo request form.
import type { Locator, Page } from '@playwright/test';
import { CONTACT, DEMO_DELAY_MS } from '@/config/constants';
import { contactFormCopy } from '@/content/forms';
import { contactCopy } from '@/content/home';
import { site } from '@/config/site';
import { expect, normalize, open, test } from './fixtures';
import { sentEvents } from '../support/analytics-events';

const L = contactFormCopy.labels;

/** Opens a page, brings the contact section into view and waits for the enhanced (hydrated) form. */
async function openContact(page: Page, url = '/') {
  await open(page, url);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.locator('#contact form').first().scrollIntoViewIfNeeded();
  // The form's code loads when the visitor first reaches for it (focus or pointer).
  await page.locator('#contact-name').focus();
  // The enhanced form validates in JavaScript (noValidate); before that the browser would.
  await expect(page.locator('#contact form[novalidate]')).toHaveCount(1);
}

function contactForm(page: Page) {
  const form = page.locator('#contact form').first();
  return {
    form,
    name: form.getByRole('textbox', { name: L.name }),
    email: form.getByRole('textbox', { name: L.email }),
    phone: form.getByRole('textbox', { name: L.phone }),
    company: form.getByRole('textbox', { name: L.company }),
    interest: form.getByRole('combobox', { name: L.interest }),
    message: form.getByRole('textbox', { name: L.message }),
    submit: form.getByRole('button', { name: 'Send Message' }),
  };
}

/** The control is marked invalid and described by a visible message placed right under it. */
async function expectFieldError(page: Page, control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const described = await Promise.all(
    ids.map(async (id) => ({ id, text: normalize((await page.locator(`[id="${id}"]`).textContent()) ?? '') })),
  );
  const hit = described.find((d) => d.text === message);
  expect(hit, `aria-describedby of the field points at "${message}" (got ${JSON.stringify(described)})`).toBeTruthy();
  const msg = page.locator(`[id="${hit!.id}"]`);
  await expect(msg).toBeVisible();
  const [c, m] = [await control.boundingBox(), await msg.boundingBox()];
  expect(c && m, 'both boxes').toBeTruthy();
  // "Next to its field": directly below the control, within 48 px, horizontally overlapping.
  expect(m!.y).toBeGreaterThanOrEqual(c!.y + c!.height - 1);
  expect(m!.y - (c!.y + c!.height)).toBeLessThan(48);
  expect(m!.x).toBeLessThan(c!.x + c!.width);
}

test.describe('contact section', () => {
  test('map: the site\'s own drawing, "Find Us", 400 px tall, with the address and links to map services', async ({
    page,
  }) => {
    const external: string[] = [];
    page.on(
      'request',
      (r) => !r.url().startsWith(new URL(page.url() || 'http://localhost').origin) && external.push(r.url()),
    );
    await open(page, '/');
    await expect(page.locator('iframe')).toHaveCount(0);
    const map = page.locator('#contact figure').filter({ hasText: 'Find Us' });
    await map.scrollIntoViewIfNeeded();
    const img = map.getByRole('img', { name: contactCopy.map.alt });
    await expect(img).toHaveAttribute('src', /^\/images\//);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const box = await img.boundingBox();
    expect(Math.abs(box!.height - CONTACT.mapHeight)).toBeLessThanOrEqual(1);
    await expect(map.locator('address')).toContainText(site.headquarters.postalCode);
    const links = map.getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(links.nth(1)).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
    await expect(links.nth(2)).toHaveAttribute('href', /^https:\/\/maps\.apple\.com\//);
    // Nothing at run time comes from another host.
    expect(external.filter((u) => !u.startsWith('http://127.0.0.1') && !u.startsWith('http://localhost'))).toEqual([]);
  });

  test('submitting empty shows every field message, aria-invalid/aria-describedby and a "Validation Error" toast', async ({
    page,
  }) => {
    await openContact(page);
    const f = contactForm(page);
    await f.submit.click();
    await expectFieldError(page, f.name, 'Name is required');
    await expectFieldError(page, f.email, 'Email is required');
    await expectFieldError(page, f.company, 'Company is required');
    await expectFieldError(page, f.interest, 'Please select an area of interest');
    await expectFieldError(page, f.message, 'Message is required');
    await expect(f.phone).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Validation Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Please check the form for errors')).toBeVisible();
  });

  test('bad email and a 19-character message get their own messages; whitespace does not count', async ({ page }) => {
    await openContact(page);
    const f = contactForm(page);
    await f.name.fill('Ada Lovelace');
    await f.email.fill('abc');
    await f.company.fill('Analytical Engines');
    await f.interest.selectOption('other');
    await f.message.fill('x'.repeat(19));
    await f.submit.click();
    await expectFieldError(page, f.email, 'Invalid email address');
    await expectFieldError(page, f.message, `Message must be at least ${CONTACT.messageMinLength} characters`);
    await expect(f.name).toHaveAttribute('aria-invalid', 'false');
    await expect(f.company).toHaveAttribute('aria-invalid', 'false');

    // 19 characters padded with spaces are still 19 after trimming.
    await f.email.fill('ada@example.com');
    await f.message.fill(`   ${'y'.repeat(19)}   `);
    await f.submit.click();
    await expectFieldError(page, f.message, 'Message must be at least 20 characters');
    await expect(f.email).toHaveAttribute('aria-invalid', 'false');
    // The form offers 6 interest options besides the placeholder.
    await expect(f.interest.locator('option:not([value=""])')).toHaveCount(6);
    await expect(f.message).toHaveAttribute('rows', String(CONTACT.textareaRows));
  });

  test('a valid message sends, tracks form_submission, toasts "Message sent!" and redirects to /thank-you after 2 s', async ({
    page,
  }) => {
    const sent = sentEvents(page);
    const bodies: unknown[] = [];
    await page.route('**/api/send-contact-email', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true }) });
    });
    await openContact(page);
    const f = contactForm(page);
    await f.name.fill('Ada Lovelace');
    await f.email.fill('ada@example.com');
    await f.company.fill('Analytical Engines');
    await f.interest.selectOption('cloud-migration');
    await f.message.fill('We would like to move our call center to the cloud.');
    const sentAt = Date.now();
    await f.submit.click();
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      interest: 'cloud-migration',
      message: 'We would like to move our call center to the cloud.',
    });
    await expect(f.name).toHaveValue('');
    // The site's own analytics: the spec's event and its parameters, and the funnel's last step.
    await expect
      .poll(() => sent.named('form_submission').map((e) => e.params))
      .toEqual([{ form_name: 'contact', interest: 'cloud-migration' }]);
    expect(sent.named('form_sent').map((e) => e.params)).toEqual([{ form_name: 'contact' }]);
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 10_000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(CONTACT.redirectDelayMs - 100);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  });

  test('a refused message shows the "Error" toast and keeps the form', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    await page.route('**/api/send-contact-email', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'bad request' }) }),
    );
    await openContact(page);
    const f = contactForm(page);
    await f.name.fill('Ada Lovelace');
    await f.email.fill('ada@example.com');
    await f.company.fill('Analytical Engines');
    await f.interest.selectOption('other');
    await f.message.fill('A message that is long enough to pass.');
    await f.submit.click();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(f.name).toHaveValue('Ada Lovelace');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('demo form: "Sending..." and disabled, then "Demo request received!" and the field is cleared', async ({
  page,
}) => {
  await open(page, '/');
  const demo = page.locator('#demo');
  const email = demo.getByRole('textbox', { name: 'Email address' });
  await email.fill('demo@example.com');
  const started = Date.now();
  await demo.locator('button[type="submit"]').click();
  const sending = demo.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(page.getByText('Demo request received!', { exact: true })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(DEMO_DELAY_MS - 100);
  await expect(email).toHaveValue('');
  await expect(demo.getByRole('button', { name: 'Sending...' })).toHaveCount(0);
});

test('a hash navigation before the form is used keeps the form on the page and enhances it', async ({ page }) => {
  await open(page, '/');
  // A fragment change fires popstate, which updates the router above the not-yet-hydrated form.
  await page.evaluate(() => (location.hash = '#about'));
  const name = page.locator('#contact form').getByRole('textbox', { name: L.name });
  await expect(name).toBeVisible();
  await name.focus();
  await expect(page.locator('#contact form[novalidate]')).toHaveCount(1);
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
});
