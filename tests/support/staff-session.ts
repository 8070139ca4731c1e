// A staff member in an e2e browser: a virtual passkey device on the page (Chromium's WebAuthn
// domain), an account made by the admin token, and its sign-in link followed.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { staffCopy as t } from '@/content/staff';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

/** A platform authenticator with user verification, as a phone's screen lock. */
export async function addPasskeyDevice(context: BrowserContext, page: Page) {
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

/** An account with a passkey on this page's virtual device, signed in; returns its e-mail. */
export async function signedIn(page: Page, context: BrowserContext, request: APIRequestContext, admin = false) {
  const email = `staff.${Date.now()}.${randomBytes(2).toString('hex')}@example.com`;
  const created = await request.post('/api/staff/add-account', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, admin },
  });
  expect(created.status()).toBe(201);
  await addPasskeyDevice(context, page);
  await page.goto(`/staff/enrol${new URL(((await created.json()) as { url: string }).url).hash}`);
  await page.getByRole('button', { name: t.enrol.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.inbox.title })).toBeVisible();
  return email;
}
