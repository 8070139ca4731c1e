// Every route: status 200, complete <head> and h1 in the server HTML. (The browser side, clean
// hydration with one h1 equal to the server's, is checked on the same page load as axe: a11y.spec.)
import { attrOf, expect, rawH1s, rawHead, routes, specH1, test } from './fixtures';

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
  });
}
