// The prerendered page paints before any app code downloads (src/app/entry-client.tsx).
import { gzipSync } from 'node:zlib';
import { expect, open, test } from './fixtures';

test('the HTML carries one small entry script; the app and page chunks load after the first contentful paint', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts, 'one external script: the entry').toHaveLength(1);
  expect(html, 'no preload of app code in the HTML').not.toContain('rel="modulepreload"');
  const entry = await (await request.get(scripts[0]!)).body();
  expect(gzipSync(entry, { level: 9 }).length, 'entry gzip bytes').toBeLessThan(3 * 1024);

  await open(page, '/');
  const t = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    chunks: performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/(hydrate|home)-[^/]*\.js$/.test(e.name))
      .map((e) => ({ name: /\/assets\/(hydrate|home)-/.exec(e.name)![1]!, start: e.startTime })),
  }));
  expect(t.fcp, 'first-contentful-paint recorded').toBeGreaterThan(0);
  expect(t.chunks.map((c) => c.name).sort(), 'app and page chunk fetched').toEqual(['home', 'hydrate']);
  for (const c of t.chunks) expect(c.start, `${c.name} requested after the first paint`).toBeGreaterThanOrEqual(t.fcp);
});
