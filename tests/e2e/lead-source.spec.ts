// Where a lead came from, from the visitor's first page to the staff's dashboard: a visit from a
// campaign link reads two pages, sends the contact form offline, and comes back; staff see the
// lead with its first and last touch and its pages, and the dashboard counts the visit and the
// conversion. Under GPC the device keeps no first touch. The dashboard passes axe at both widths
// and works from the keyboard alone.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { toasts } from '@/content/forms';
import { staffCopy } from '@/content/staff';
import { sentEvents } from '../support/analytics-events';
import { signedIn } from '../support/staff-session';
import { scan } from './axe';
import { fillContactForm, rowsWith, submitContactForm, waitForServiceWorker } from './delivery-helpers';
import { expect, open, test } from './fixtures';
import { goOffline, goOnline } from './offline-helpers';

const t = staffCopy;

const headerLink = (page: Page, name: string) =>
  page.locator('header nav').getByRole('link', { name, exact: true }).filter({ visible: true });

/** The value beside a term of the lead's "How they came" list. */
const fact = (page: Page, term: string) =>
  page.locator('#source-title + dl dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** A row of a dashboard table by its first cell. */
const rowOf = (page: Page, table: string, key: string) =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });

test('a campaign visit reads two pages, sends the contact form offline, and staff see its source; the dashboard counts it', async ({
  page,
  context,
  request,
  baseURL,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/status of 401|ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  // This run's own newsletter and campaign: its counts are exact whatever else the server holds.
  const run = randomBytes(3).toString('hex');
  const source = `newsletter-${run}`;
  const campaign = `fall-${run}`;
  const marker = `Lead source e2e ${campaign}: please call about the fall campaign.`;
  const sent = sentEvents(page);
  await open(page, `/about?utm_source=${source}&utm_campaign=${campaign}`);
  await waitForServiceWorker(page);
  await headerLink(page, 'Solutions').click();
  await expect(page).toHaveURL(/\/solutions$/);
  // Seen (counted once it has painted).
  await expect.poll(sent.views).toEqual(['/about', '/solutions']);
  // A page opened by its address: the same visit.
  await open(page, '/contact');
  await expect.poll(sent.views).toEqual(['/about', '/solutions', '/contact']);

  // The contact form, sent with the server out of reach: saved on the device.
  await goOffline(context);
  await fillContactForm(page, marker);
  await submitContactForm(page);
  await expect(page.getByText(toasts.queued.title, { exact: true })).toBeVisible();
  await goOnline(context);
  await expect.poll(async () => (await rowsWith(baseURL!, marker)).length, { timeout: 30_000 }).toBe(1);

  // Staff find it, with where it came from.
  const staff = await context.newPage();
  await signedIn(staff, context, request);
  // The search in the address, as the inbox keeps it (typed at once after sign-in, the inbox's
  // first render could still replace what was typed).
  await staff.goto(`/staff/?q=${campaign}`);
  await expect(staff.getByLabel(t.inbox.search)).toHaveValue(campaign);
  await expect(staff.getByRole('list', { name: t.inbox.title }).getByRole('listitem')).toHaveCount(1, {
    timeout: 30_000,
  });
  await staff.getByRole('list', { name: t.inbox.title }).getByRole('link').click();
  await expect(staff.getByText(marker)).toBeVisible();
  const touch = `${source} / (not set) / ${campaign}, landed on /about`;
  await expect(fact(staff, t.lead.firstTouch)).toHaveText(touch);
  await expect(fact(staff, t.lead.lastTouch)).toHaveText(touch);
  await expect(fact(staff, t.lead.pagesSeen).getByRole('listitem')).toHaveText(['/about', '/solutions', '/contact']);

  // The dashboard: the campaign's one visit, the newsletter's lead and conversion.
  await staff.getByRole('link', { name: t.analytics.nav }).click();
  await expect(staff.getByRole('heading', { level: 1, name: t.analytics.title })).toBeFocused();
  await expect(rowOf(staff, t.analytics.campaigns, campaign).getByRole('cell')).toHaveText(['1', '1', '0']);
  const newsletter = rowOf(staff, t.analytics.sources, source).getByRole('cell');
  // Visits, visitors, before, sent a form after, leads.
  await expect(newsletter.nth(3)).toHaveText('1');
  await expect(newsletter.nth(4)).toHaveText('1');
  // Each page view reached the server once.
  const views = sent.named('page_view');
  expect(new Set(views.map((e) => e.id)).size).toBe(views.length);
});

test('under Global Privacy Control the device keeps no first touch, only this visit', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await context.newPage();
  await open(page, '/?utm_source=linkedin&utm_campaign=gpc');
  await headerLink(page, 'About').click();
  await expect(page).toHaveURL(/\/about$/);
  const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(Object.keys(stored.local).filter((k) => k.includes('touch'))).toEqual([]);
  expect(stored.session['site-visit']).toContain('utm_campaign=gpc');
  await context.close();
});

test('the dashboard: axe at 1280 and 390 px, and the keyboard alone picks dates and downloads a table', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  const sent = sentEvents(page);
  await open(page, '/?utm_source=dashboard-e2e');
  // The visit's start has reached the server before the page is left.
  await expect.poll(() => sent.named('visit_started').length).toBe(1);
  await signedIn(page, context, request);
  await page.goto('/staff/analytics');
  await expect(page.getByRole('heading', { level: 1, name: t.analytics.title })).toBeVisible();
  await expect(page.getByRole('region', { name: t.analytics.dayTable })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on the dashboard at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // From the heading, Tab to "From", type a date, Enter: the range changes, and the address with it.
  await page.getByRole('heading', { level: 1 }).focus();
  const from = page.getByLabel(t.analytics.from, { exact: true });
  for (let i = 0; i < 20 && !(await from.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(from).toBeFocused();
  const to = await page.getByLabel(t.analytics.to, { exact: true }).inputValue();
  const weekBefore = new Date(Date.parse(`${to}T12:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  await from.fill(weekBefore);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${weekBefore}`));
  await expect(page.getByRole('region', { name: t.analytics.dayTable }).getByRole('row')).toHaveCount(8);

  // A quick range by Enter on its link.
  const last30 = page.getByRole('link', { name: t.analytics.lastDays(30) });
  await last30.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: t.analytics.dayTable }).getByRole('row')).toHaveCount(31);

  // The sources table as CSV, by Enter on its button.
  const csvButton = page.getByRole('button', { name: t.analytics.csv(t.analytics.sources) });
  await csvButton.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Source,Visits,Visitors,Before,Sent a form after,Leads');
  expect(csv).toContain('dashboard-e2e,');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
});
