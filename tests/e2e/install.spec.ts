// Installability: the manifest and its images, Chromium's own installability check, the
// 'Install app' button, and the caching headers the worker relies on.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { installCopy } from '@/content/app-shell';
import { chromiumLaunchOptions } from '../../playwright.config';
import { expect, open, test } from './fixtures';
import { waitForServiceWorker } from './delivery-helpers';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
}

test('the manifest describes an installable app with project-made icons and screenshots', async ({ page, request }) => {
  await open(page, '/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const m = (await res.json()) as Manifest;
  expect(m).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
  for (const key of ['name', 'short_name', 'description', 'theme_color', 'background_color'] as const) {
    expect(m[key], key).toBeTruthy();
  }
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      expect(
        m.icons.filter((i) => i.sizes === size && i.purpose === purpose),
        `${size} ${purpose}`,
      ).toHaveLength(1);
    }
  }
  expect(m.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

  // Every image is served, in the size the manifest claims.
  const sizeOf = (src: string) =>
    page.evaluate(
      (s) =>
        new Promise<string>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
          img.onerror = () => reject(new Error(s));
          img.src = s;
        }),
      src,
    );
  for (const img of [...m.icons, ...m.screenshots]) expect(await sizeOf(img.src), img.src).toBe(img.sizes);
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await sizeOf(touch!)).toBe('180x180');
});

test('Chromium reports no installability errors', async ({ baseURL, consoleGuard }) => {
  // A normal profile: Playwright's usual contexts are incognito, where nothing installs.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'site-install-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  await consoleGuard.watch(context);
  try {
    const page = await context.newPage();
    await open(page, '/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the Install app button appears only when the browser offers installation', async ({ browser, baseURL }) => {
  // No service worker: Chromium will not offer installation by itself here.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await open(page, '/');
    const button = page.getByRole('button', { name: installCopy.button });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => {
      const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(e);
    });
    await expect(button).toBeVisible();
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(button).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('on iOS Safari the Install app button gives Add-to-Home-Screen steps', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  try {
    await open(page, '/');
    const button = page.getByRole('button', { name: installCopy.button });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(installCopy.iosTitle)).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(installCopy.iosTitle)).toBeVisible();
    for (const step of installCopy.iosSteps) await expect(page.getByText(step)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('caching headers: the worker and HTML revalidate, hashed assets are immutable', async ({ page, request }) => {
  for (const url of ['/sw.js', '/', '/about', '/manifest.webmanifest', '/404-does-not-exist']) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
  }
  await open(page, '/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the worker stays off the first-paint path: registered after the first contentful paint, by the entry', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html, 'no registration script in the HTML').not.toMatch(/registerSW|workbox/);
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      (window as unknown as { __registeredAt: number }).__registeredAt = performance.now();
      return register(...args);
    };
  });
  await open(page, '/');
  await waitForServiceWorker(page);
  const t = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    registeredAt: (window as unknown as { __registeredAt: number }).__registeredAt,
  }));
  expect(t.registeredAt, 'registered by the entry').toBeGreaterThan(0);
  expect(t.registeredAt, 'registered after the first paint').toBeGreaterThanOrEqual(t.fcp);
});
