// Checks of the prerendered build output in dist/ (read from disk; the CSP check asks the server).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, NOT_FOUND_TITLE, rawH1s, routes, SOLUTION_NOT_FOUND, specH1, test } from './fixtures';

const dist = path.resolve(
  process.env.E2E_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist'),
);
const fileFor = (route: string) => path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

test.describe('build output', () => {
  test.beforeAll(() => {
    expect(existsSync(dist), 'dist/ exists: run `npx vite build` first').toBe(true);
  });

  for (const route of routes) {
    test(`${route} is prerendered with its h1`, () => {
      const file = fileFor(route);
      expect(existsSync(file), file).toBe(true);
      const html = readFileSync(file, 'utf8');
      const h1s = rawH1s(html);
      expect(h1s, `${file}: one h1`).toHaveLength(1);
      expect(h1s[0]).not.toBe('');
      const expected = specH1[route];
      if (expected) expect(h1s[0]).toContain(expected);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
    });
  }

  test('404 pages exist and hold their headings', () => {
    const site404 = path.join(dist, '404.html');
    const solutions404 = path.join(dist, 'solutions/404.html');
    expect(existsSync(site404), site404).toBe(true);
    expect(existsSync(solutions404), solutions404).toBe(true);
    expect(rawH1s(readFileSync(site404, 'utf8'))).toEqual([NOT_FOUND_TITLE]);
    expect(rawH1s(readFileSync(solutions404, 'utf8'))).toEqual([SOLUTION_NOT_FOUND]);
    expect(rawH1s(readFileSync(path.join(dist, 'resources/404.html'), 'utf8'))).toEqual(['Resource Not Found']);
    expect(rawH1s(readFileSync(path.join(dist, 'careers/404.html'), 'utf8'))).toEqual(['Position Not Found']);
  });

  test('sitemap.xml and robots.txt exist', () => {
    expect(existsSync(path.join(dist, 'sitemap.xml'))).toBe(true);
    expect(existsSync(path.join(dist, 'robots.txt'))).toBe(true);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toMatch(/<urlset/);
  });

  test('every prerendered page holds one executable inline script, its own, which the CSP allows by hash', async ({
    request,
  }) => {
    // What the local server sends, and what vercel.json has Vercel send (hashed from the sources).
    const vercelCsp = (
      JSON.parse(
        readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../vercel.json'), 'utf8'),
      ) as {
        headers: { headers: { key: string; value: string }[] }[];
      }
    ).headers
      .flatMap((h) => h.headers)
      .find((h) => h.key === 'Content-Security-Policy')!.value;
    const csp = (await request.get('/')).headers()['content-security-policy']!;
    const allowed = csp.match(/script-src ([^;]*)/)![1]!.split(' ');
    expect(vercelCsp).toBe(csp);
    for (const route of routes) {
      const html = readFileSync(fileFor(route), 'utf8');
      const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !m[1]!.includes('application/ld+json'),
      );
      expect(scripts.length, route).toBe(1);
      expect(scripts[0]![1], route).toMatch(/^ data-/);
      const hash = `'sha256-${createHash('sha256').update(scripts[0]![2]!).digest('base64')}'`;
      expect(allowed, route).toContain(hash);
    }
  });

  test('no server code or secret name reaches the browser bundle', () => {
    const assets = path.join(dist, 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    for (const file of js) {
      const text = readFileSync(path.join(assets, file), 'utf8');
      for (const marker of [
        'ADMIN_TOKEN',
        'CRON_SECRET',
        'SMTP_URL',
        'DATABASE_URL',
        'nodemailer',
        'pglite',
        'timingSafeEqual',
      ]) {
        expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
      }
    }
  });
});
