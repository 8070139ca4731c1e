// Every route: status 200, complete <head> and h1 in the server HTML, clean hydration, one h1.
import { attrOf, expect, hydrationPattern, normalize, open, rawH1s, rawHead, routes, specH1, test } from './fixtures';

for (const route of routes) {
  test.describe(`route ${route}`, () => {
    test('raw HTML: 200, h1, title, description, canonical, Open Graph, Twitter card', async ({ request }) => {
      const res = await request.get(route, { maxRedirects: 0 });
      expect(res.status(), `${route} status`).toBe(200);
      expect(res.headers()['content-type']).toMatch(/text\/html/);
      const html = await res.text();
      const head = rawHead(html);

      const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1]?.trim();
      expect(title, `${route}: <title> in the raw head`).toBeTruthy();
      expect(
        attrOf(head, /<meta\b[^>]*name="description"[^>]*>/i, 'content'),
        `${route}: meta description`,
      ).toBeTruthy();
      const canonical = attrOf(head, /<link\b[^>]*rel="canonical"[^>]*>/i, 'href');
      expect(canonical, `${route}: canonical link`).toBeTruthy();
      expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/', `${route}: canonical path`).toBe(route);
      expect(attrOf(head, /<meta\b[^>]*property="og:title"[^>]*>/i, 'content'), `${route}: og:title`).toBeTruthy();
      expect(attrOf(head, /<meta\b[^>]*name="twitter:card"[^>]*>/i, 'content'), `${route}: twitter:card`).toBeTruthy();

      const h1s = rawH1s(html);
      expect(h1s, `${route}: exactly one h1 in the raw HTML`).toHaveLength(1);
      expect(h1s[0], `${route}: h1 has text`).not.toBe('');
      const expected = specH1[route];
      if (expected) expect(h1s[0]).toContain(expected);
    });

    test('browser: hydrates without console errors, one h1 equal to the server h1', async ({
      page,
      request,
      consoleGuard,
    }) => {
      const serverH1 = rawH1s(await (await request.get(route)).text())[0];
      await open(page, route);
      await page.waitForLoadState('networkidle');
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      // Whitespace-insensitive: a <br> in the h1 is a space in the raw text but nothing in textContent.
      const squash = (s: string | null | undefined) => normalize(s ?? '').replace(/\s/g, '');
      expect(squash(await h1.textContent())).toBe(squash(serverH1));
      // The document's <title> survives hydration and is not empty.
      expect(await page.title()).not.toBe('');
      // An explicit check that React reported no hydration problem (the guard fails on any error too).
      expect(consoleGuard.messages.filter((m) => hydrationPattern.test(m))).toEqual([]);
    });
  });
}
