// The staff inbox at /staff, as staff use it: a passkey from Chromium's virtual authenticator
// (CDP WebAuthn, real signatures), the account from the API scripts use, and a lead a visitor
// sent through the contact form a moment before, with a file.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { fileFieldCopy } from '@/content/attachments';
import { toasts } from '@/content/forms';
import { staffCopy } from '@/content/staff';
import { OFFLINE_BUNDLE } from '@/worker/precache';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { scan } from './axe';
import { fillContactForm, submitContactForm, waitForServiceWorker } from './delivery-helpers';
import { expect, open, test } from './fixtures';

const t = staffCopy;

/** A platform authenticator with user verification, as a phone's screen lock. */
async function addPasskeyDevice(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('staff enrol a passkey, find a lead sent a moment before with its file, close it, note it, export it and sign out', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // A signed-out check of the session is a 401 the browser logs.
  consoleGuard.allow(/status of 401/);
  const marker = `Staff inbox e2e ${Date.now()}-${randomBytes(3).toString('hex')}: please call.`;
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000), Buffer.from('\n%%EOF')]);

  // A visitor sends the contact form with a file.
  await open(page, '/contact');
  await fillContactForm(page, marker);
  await page
    .locator('#contact form')
    .getByLabel(fileFieldCopy.attachments.label)
    .setInputFiles({ name: 'rfp.pdf', mimeType: 'application/pdf', buffer: file });
  await submitContactForm(page);
  await expect(page.getByText(toasts.success.title, { exact: true })).toBeVisible({ timeout: 30_000 });

  // An admin script creates the account; its link enrols the device.
  const email = `staff.${Date.now()}@example.com`;
  const created = await request.post('/api/staff/add-account', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, admin: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = new URL(((await created.json()) as { url: string }).url);
  await addPasskeyDevice(context, page);
  await page.goto(`/staff/enrol${link.hash}`);
  await page.getByRole('button', { name: t.enrol.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.inbox.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The token left the address bar.
  expect(page.url()).not.toContain('#');

  // The lead, found by its words.
  await page.getByLabel(t.inbox.search).fill(marker.slice(0, 40));
  await page.getByRole('button', { name: t.inbox.searchButton }).click();
  const rows = page.getByRole('list', { name: t.inbox.title }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link').click();
  await expect(page.getByText(marker)).toBeVisible();

  // Its file, as a download, byte for byte.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'rfp.pdf' }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved!).equals(file)).toBe(true);

  // Done, with a note.
  await page.getByLabel(t.lead.status).selectOption('done');
  await page.getByLabel(t.lead.assignee).selectOption(email);
  await page.getByRole('button', { name: t.lead.save }).click();
  await expect(page.getByRole('status').filter({ hasText: t.lead.saved })).toBeVisible();
  await page.getByLabel(t.lead.note).fill('Called; proposal due Friday.');
  await page.getByRole('button', { name: t.lead.addNote }).click();
  await expect(page.getByText('Called; proposal due Friday.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${email.replace(/\./g, '\\.')}, `))).toBeVisible();

  // The export of the "done" leads holds it.
  await page.getByRole('link', { name: t.lead.back }).click();
  await page.getByRole('button', { name: new RegExp(`^${t.statuses.done}`) }).click();
  await expect(page.getByRole('list', { name: t.inbox.title }).getByRole('listitem')).toHaveCount(1);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: new RegExp(t.inbox.export) }).click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
  expect(csv).toContain(marker);
  expect(csv).toContain(',done,');

  // Sign out, then back in with the passkey alone.
  await page.getByRole('button', { name: t.inbox.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
  await page.getByRole('button', { name: t.signIn.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.inbox.title })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on the inbox at ${width} px`).toEqual([]);
  }
});

test('/staff signed out shows sign-in only, and no staff answer is cacheable', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await page.goto('/staff/leads/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
  await expect(page.getByRole('button', { name: t.signIn.button })).toBeVisible();
  await expect(page.getByText(t.inbox.title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.inbox.signOut })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on sign-in at ${width} px`).toEqual([]);
  }
  const assets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map(
      (e) => (e as HTMLScriptElement).src || (e as HTMLLinkElement).href,
    ),
  );
  for (const p of [
    '/staff',
    '/staff/',
    '/staff/enrol',
    ...assets.map((a) => new URL(a).pathname).filter((p) => p.startsWith('/staff/')),
    '/api/staff/session',
    '/api/staff/leads',
  ]) {
    const r = await request.get(p);
    expect(r.headers()['cache-control'], p).toBe('no-store, private');
  }
});

test('the public offline copy and the public worker’s caches hold nothing of /staff', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await open(page, '/');
  await waitForServiceWorker(page);
  await page.waitForFunction(() => document.documentElement.dataset.offline === 'ready', undefined, {
    timeout: 30_000,
  });
  // With the public worker in control, the staff area is visited: it must not be kept.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached.length, 'the offline copy is there').toBeGreaterThan(5);
  expect(cached.filter((u) => u.startsWith('/staff'))).toEqual([]);
  const bundle = await page.evaluate(async (file) => (await fetch(`/${file}`)).text(), OFFLINE_BUNDLE);
  expect(bundle).not.toContain('/staff');
  expect(bundle).not.toContain(t.appName);
});
