// The staff inbox at /staff, as staff use it: a passkey from Chromium's virtual authenticator
// (CDP WebAuthn, real signatures), the account from the API scripts use, and a lead a visitor
// sent through the contact form a moment before, with a file.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { fileFieldCopy } from '@/content/attachments';
import { toasts } from '@/content/forms';
import { staffCopy } from '@/content/staff';
import { OFFLINE_BUNDLE } from '@/worker/precache';
import { chromiumLaunchOptions, E2E_ADMIN_TOKEN } from '../../playwright.config';
import { scan } from './axe';
import { fillContactForm, submitContactForm, waitForServiceWorker } from './delivery-helpers';
import { expect, failedLoad, open, test } from './fixtures';
import { addPasskeyDevice, signedIn } from '../support/staff-session';
import { deviceSummary } from '../../server/http/device.ts';

const t = staffCopy;

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
  // Where it was sent from: the browser and its system, no address and no user-agent string.
  const device = page.locator('dt', { hasText: t.lead.device }).locator('xpath=following-sibling::dd[1]');
  const sentWith = deviceSummary(await page.evaluate(() => navigator.userAgent));
  expect(sentWith).toMatch(/^Chrome on /);
  await expect(device).toHaveText(sentWith!);

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
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on a lead at ${width} px`).toEqual([]);
  }

  // Back to the same search; the export of its "done" leads holds it.
  await page.getByRole('link', { name: t.lead.back }).click();
  await expect(page.getByLabel(t.inbox.search)).toHaveValue(marker.slice(0, 40));
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

test('a signed-out answer that arrives after enrolment neither signs out nor loses what is typed', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  // The enrolment page's own session check is answered (signed out) only after the enrolment.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/api/staff/session', async (route) => {
    if (held) return route.continue();
    held = true;
    const answer = await route.fetch();
    await released;
    await route.fulfill({ response: answer });
  });
  await signedIn(page, context, request);
  const search = page.getByLabel(t.inbox.search);
  await search.fill('typed before the late answer');
  const late = page.waitForResponse((r) => r.url().endsWith('/api/staff/session') && r.status() === 401);
  release();
  // The late answer is older than the enrolment: nothing moves.
  await late;
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: t.signIn.button })).toBeHidden();
  await expect(search).toHaveValue('typed before the late answer');
  // A session that has really ended (here, its cookie gone) still brings the sign-in back.
  await context.clearCookies();
  await page.getByRole('button', { name: t.inbox.searchButton, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
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

test('the inbox works from the keyboard alone: sign in, search, open a lead, save its status with focus kept', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  const who = `Grace Keyboard ${randomBytes(3).toString('hex')}`;
  const sent = await request.post('/api/send-contact-email', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      name: who,
      email: 'grace@example.com',
      company: 'Navy',
      interest: 'cloud-migration',
      message: 'Please call me about a migration.',
    },
  });
  expect(sent.status()).toBe(201);
  await signedIn(page, context, request);
  // Signed out and in again with Enter on the focused button.
  await page.getByRole('button', { name: t.inbox.signOut }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t.signIn.button })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.inbox.title })).toBeFocused();
  // Search by Tab and typing, then Enter.
  const search = page.getByLabel(t.inbox.search);
  for (let i = 0; i < 30 && !(await search.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type(who);
  await page.keyboard.press('Enter');
  const firstLead = page.getByRole('list', { name: t.inbox.title }).getByRole('link').first();
  await expect(firstLead).toBeVisible();
  for (let i = 0; i < 30 && !(await firstLead.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(firstLead).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const status = page.getByLabel(t.lead.status);
  for (let i = 0; i < 40 && !(await status.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await page.keyboard.press('End');
  await expect(status).toHaveValue('done');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t.lead.save })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t.lead.saved })).toBeVisible();
  // Focus stays where it was (saving re-renders the lead, not the form), and it is visible.
  await expect(page.getByRole('button', { name: t.lead.save })).toBeFocused();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
});

test('the staff area installs as its own app, scoped to /staff/ @full-chromium', async ({
  baseURL,
  request,
  consoleGuard,
}) => {
  const manifest = (await (await request.get('/staff/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ scope: '/staff/', start_url: '/staff/', id: '/staff/', display: 'standalone' });
  const publicManifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(publicManifest.id ?? publicManifest.start_url).not.toBe('/staff/');
  // A normal profile: Playwright's usual contexts are incognito, where nothing installs.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'staff-install-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  await consoleGuard.watch(context);
  // Signed out: the inbox asks for its session, which the server answers 401.
  consoleGuard.allow(failedLoad('/api/staff/session'));
  try {
    const page = await context.newPage();
    await page.goto('/staff/');
    await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/staff/manifest.webmanifest');
    // `ready` (the registration this page's scope resolves to, once it has an active worker), read in
    // the same call. Polled instead, getRegistration() in this persistent profile at times answered
    // nothing, or the registration without its active worker, just after it had shown it activated.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(worker).toEqual({ scope: `${baseURL}/staff/`, script: `${baseURL}/staff/sw.js` });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/staff/manifest.webmanifest');
  } finally {
    await context.close();
  }
});

test('an admin adds a staff member; the link enrols their device; a new link is the way back in', async ({
  page,
  context,
  browser,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await signedIn(page, context, request, true);
  await page.getByRole('link', { name: t.team.nav, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.team.title })).toBeFocused();
  const newcomer = `new.${Date.now()}@example.com`;
  await page.getByLabel(t.team.email).fill(newcomer);
  await page.getByRole('button', { name: t.team.addButton }).click();
  const shown = page.getByRole('status').filter({ hasText: t.team.linkFor(newcomer) });
  await expect(shown).toBeVisible();
  const link = (await shown.getByText(/\/staff\/enrol#/).textContent())!.trim();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on the staff page at ${width} px`).toEqual([]);
  }

  // The newcomer, on their own device.
  const theirs = await browser.newContext();
  try {
    const their = await theirs.newPage();
    await addPasskeyDevice(theirs, their);
    await their.goto(`/staff/enrol${new URL(link).hash}`);
    await their.getByRole('button', { name: t.enrol.button }).click();
    await expect(their.getByRole('heading', { level: 1, name: t.inbox.title })).toBeVisible();
    // Not an admin: no staff page.
    await expect(their.getByRole('link', { name: t.team.nav, exact: true })).toHaveCount(0);
  } finally {
    await theirs.close();
  }

  // They lose that device: the admin issues a new link, which enrols a new one.
  await page.getByRole('button', { name: `${t.team.newLink} (${newcomer})` }).click();
  const shownLink = shown.getByText(/\/staff\/enrol#/);
  await expect(shownLink).not.toHaveText(link);
  const second = (await shownLink.textContent())!.trim();
  const replacement = await browser.newContext();
  // The used link's enrolment is refused (410).
  consoleGuard.allow(failedLoad('/api/staff/enrol-options'));
  try {
    const p = await replacement.newPage();
    await addPasskeyDevice(replacement, p);
    await p.goto(`/staff/enrol${new URL(link).hash}`);
    await expect(p.getByRole('alert')).toContainText('already used');
    await p.goto(`/staff/enrol${new URL(second).hash}`);
    await p.getByRole('button', { name: t.enrol.button }).click();
    await expect(p.getByRole('heading', { level: 1, name: t.inbox.title })).toBeVisible();
  } finally {
    await replacement.close();
  }
});

test('a lead reads as its form wrote it, answers in one tap, and on a phone the leads come first', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  const who = `Rosa Phone ${randomBytes(3).toString('hex')}`;
  const message = 'We need to move forty applications to GovCloud before the fiscal year ends.';
  const sent = await request.post('/api/send-contact-email', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      name: who,
      email: 'rosa@agency.gov',
      phone: '(404) 555-0123',
      company: 'State Revenue Office',
      interest: 'cloud-migration',
      message,
    },
  });
  expect(sent.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, context, request);
  await page.getByRole('button', { name: new RegExp(`^${t.inbox.filters}`) }).click();
  await page.getByLabel(t.inbox.search).fill(who);
  await page.getByRole('button', { name: t.inbox.searchButton, exact: true }).click();
  const rows = page.getByRole('list', { name: t.inbox.title }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  // The list shows the start of the message.
  await expect(rows.first()).toContainText(message.slice(0, 40));
  // On a phone the first lead starts within the first screen's top half, above any filter.
  await page.goto(`/staff/?q=${encodeURIComponent(who)}`);
  const top = (await rows.first().boundingBox())!.y;
  expect(top, 'the first lead on a 390 × 844 screen').toBeLessThan(420);
  await expect(page.getByLabel(t.inbox.search)).toBeHidden();

  await rows.getByRole('link').click();
  // The form's own labels and option names, not the stored keys and values.
  const fields = page.getByRole('region', { name: t.lead.fields });
  await expect(fields.getByRole('term').filter({ hasText: /^Area of Interest$/ })).toBeVisible();
  await expect(fields.getByRole('definition').filter({ hasText: /^Cloud Migration$/ })).toBeVisible();
  await expect(fields.getByRole('term').filter({ hasText: /^Company \/ Agency$/ })).toBeVisible();
  await expect(fields).not.toContainText('cloud-migration');
  // Reply and call are one tap each.
  const reply = page.getByRole('link', { name: new RegExp(t.lead.reply) });
  expect(await reply.getAttribute('href')).toBe(
    `mailto:rosa@agency.gov?subject=${encodeURIComponent('Re: Your Cloud Migration inquiry')}`,
  );
  expect(await page.getByRole('link', { name: t.lead.call('(404) 555-0123') }).getAttribute('href')).toBe(
    'tel:4045550123',
  );
  expect(await scan(page), 'axe on a lead at 390 px').toEqual([]);
});

test('the push toggle works from the inbox’s own address, /staff, outside its worker’s scope: on, shown on after a reload whatever a lookup by scope says, and off', async ({
  page,
  context,
  request,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  // No push service is reachable from here, so the browser's push subscription is stood in for (kept
  // in the tab, so that a reload finds it, with the scope of the worker it was made through), and the
  // server's push answers, which tests/api/push.test.ts holds, are stood in for too: with the server's
  // own, a lead sent by a test beside this one would be pushed to an address nothing answers. The
  // lookup answers nothing, as Chromium's did for a moment in a persistent profile.
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(() => {
    const endpoint = 'https://push.example.com/this-device';
    const keys = {
      p256dh: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    };
    const subscription = {
      endpoint,
      unsubscribe: async () => (sessionStorage.removeItem('push-subscribed'), true),
      toJSON: () => ({ endpoint, keys }),
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () =>
      sessionStorage.getItem('push-subscribed') ? subscription : null;
    PushManager.prototype.subscribe = async function (this: PushManager) {
      const through = (await navigator.serviceWorker.getRegistrations()).find((r) => r.pushManager === this);
      sessionStorage.setItem('push-subscribed', through?.scope ?? 'an unknown worker');
      return subscription;
    };
    ServiceWorkerContainer.prototype.getRegistration = async () => undefined;
  });
  const sent: { action: string; body: unknown }[] = [];
  await page.route('**/api/staff/push-key', (route) =>
    route.fulfill({ json: { publicKey: Buffer.alloc(65, 4).toString('base64url') } }),
  );
  for (const [action, answer] of [
    ['push-subscribe', { subscribed: true }],
    ['push-unsubscribe', { removed: true }],
  ] as const)
    await page.route(`**/api/staff/${action}`, (route) => {
      sent.push({ action, body: route.request().postDataJSON() });
      return route.fulfill({ json: answer });
    });
  // A staff member who has visited the public site: its worker (scope /) holds /staff too.
  await open(page, '/');
  await waitForServiceWorker(page);
  await signedIn(page, context, request);
  // A document opened at /staff itself, as a bookmark or a reload opens it (after enrolment the app
  // is still the document opened at /staff/enrol, which lies inside the worker's scope).
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/staff');

  await page.getByRole('button', { name: staffCopy.push.turnOn }).click();
  await expect(page.getByRole('status').filter({ hasText: staffCopy.push.on })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: staffCopy.push.turnOff })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => sessionStorage.getItem('push-subscribed')), 'subscribed through').toBe(
    `${baseURL}/staff/`,
  );
  expect(sent).toEqual([
    {
      action: 'push-subscribe',
      body: { subscription: { endpoint: 'https://push.example.com/this-device', keys: expect.any(Object) } },
    },
  ]);

  await page.reload();
  await expect(page.getByRole('button', { name: staffCopy.push.turnOff })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: staffCopy.push.turnOff }).click();
  await expect(page.getByRole('button', { name: staffCopy.push.turnOn })).toHaveAttribute('aria-pressed', 'false');
  expect(sent.at(-1)).toEqual({
    action: 'push-unsubscribe',
    body: { endpoint: 'https://push.example.com/this-device' },
  });
});
