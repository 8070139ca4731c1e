// Offline navigation: after one visit, every page opens without a network, from the precache.
import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/home';
import { offlineBanner } from '@/content/app-shell';
import {
  decodeEntities,
  expect,
  failedLoad,
  NOT_FOUND_TITLE,
  rawH1s,
  routes,
  SOLUTION_NOT_FOUND,
  test,
  waitForHydration,
} from './fixtures';
import { startSiteServer, waitForServiceWorker } from './delivery-helpers';
import { goOffline, goOnline } from './offline-helpers';

/** Offline fetches fail loudly in the console; that is the point of these tests. */
const offlineNoise = /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load resource/;

// The first visit is to /about; none of these were opened before going offline.
const unvisited = routes.filter((r) => r !== '/about');

async function expectRouteOffline(page: Page, route: string, h1: string) {
  const res = await page.goto(route);
  expect(res?.status(), route).toBe(200);
  await expect(page.locator('main h1'), route).toHaveText(h1);
  await waitForHydration(page);
}

async function expectNotFoundOffline(page: Page, homeTitle: string) {
  await page.goto('/no-such-page-offline');
  await expect(page.locator('main h1')).toHaveText(NOT_FOUND_TITLE);
  await page.goto('/solutions/no-such-solution-offline');
  await expect(page.locator('main h1')).toHaveText(SOLUTION_NOT_FOUND);
  // And never the home page's HTML.
  expect(await page.title()).not.toBe(homeTitle);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)![1]!;

test.describe('offline after one visit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('offline (failed requests, and the browser says so): every route, an unknown path, the map fallback and the banner', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(offlineNoise);
    const h1s = Object.fromEntries(
      await Promise.all(
        routes.map(async (r) => [r, decodeEntities(rawH1s(await (await request.get(r)).text())[0]!)] as const),
      ),
    );
    const homeTitle = titleOf(await (await request.get('/')).text());

    await page.goto('/about');
    await waitForServiceWorker(page);
    await goOffline(context);

    for (const route of unvisited) await expectRouteOffline(page, route, h1s[route]!);
    // "/about/" resolves to the same precached page as "/about".
    await expectRouteOffline(page, '/about/', h1s['/about']!);
    await expectNotFoundOffline(page, homeTitle);

    await page.goto('/contact');
    // The banner follows what the browser says (navigator.onLine); goOffline makes it say so
    // where it would not (Chromium 150), while every route above came from the worker.
    await expect(page.getByRole('status').filter({ hasText: offlineBanner.text })).toBeVisible();
    // The map is the site's own drawing: it shows offline like any other page part.
    const map = page.getByRole('img', { name: contactCopy.map.alt });
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await goOnline(context);
    await expect(page.getByText(offlineBanner.text)).toHaveCount(0);
  });

  test('server stopped: pages still open from the service worker', async ({ browser, consoleGuard }) => {
    // Whatever the pages send the stopped server fails (their analytics stay on the device).
    consoleGuard.allow(failedLoad('/api/'));
    const server = await startSiteServer();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    try {
      const h1s: Record<string, string> = {};
      for (const r of routes) {
        const html = await (await fetch(server.url + r)).text();
        h1s[r] = decodeEntities(rawH1s(html)[0]!);
      }
      const homeTitle = titleOf(await (await fetch(server.url)).text());
      await page.goto('/about');
      await waitForServiceWorker(page);
      await server.stop();
      // The origin is really gone: a request outside the service worker fails.
      await expect(
        fetch(server.url).then(
          () => 'up',
          () => 'down',
        ),
      ).resolves.toBe('down');

      for (const route of unvisited) await expectRouteOffline(page, route, h1s[route]!);
      await expectNotFoundOffline(page, homeTitle);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

test('a downloaded PDF opens again with the server stopped; one never fetched does not', async ({
  browser,
  consoleGuard,
}) => {
  const neverFetched = '/downloads/zero-trust-public-sector.pdf';
  // (And whatever the page sends the stopped server: its analytics stay on the device.)
  consoleGuard.allow(failedLoad(neverFetched, '/api/'));
  const server = await startSiteServer();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const get = (url: string) =>
    page.evaluate(async (u) => {
      try {
        const res = await fetch(u);
        const head = new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5));
        return `${res.status} ${res.headers.get('content-type')} ${head}`;
      } catch {
        return 'failed';
      }
    }, url);
  try {
    await page.goto('/capabilities');
    await waitForServiceWorker(page);
    const pdf = await page.getByRole('link', { name: /Download PDF/ }).getAttribute('href');
    expect(await get(pdf!)).toBe('200 application/pdf %PDF-');
    await server.stop();
    expect(await get(pdf!)).toBe('200 application/pdf %PDF-');
    expect(await get(neverFetched)).toBe('failed');
  } finally {
    await context.close();
    await server.stop();
  }
});
