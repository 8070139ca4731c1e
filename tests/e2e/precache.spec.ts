// Build test of the service worker: every prerendered page and the assets they load are in the
// precache, and the precache stays under 3 MB. Reads dist/ from disk.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, routes, test } from './fixtures';

const dist = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
const LIMIT = 3 * 1024 * 1024;

function precacheList(): { url: string; revision: string | null }[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)];
  return entries.map((e) => ({ url: e[2]!, revision: e[1] === 'null' ? null : JSON.parse(e[1]!) }));
}

const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

test('the precache holds every page and what it needs, under 3 MB', () => {
  const list = precacheList();
  const urls = new Set(list.map((e) => e.url));
  expect(list.length, 'entries found in sw.js').toBeGreaterThan(routes.length);
  expect(urls.size, 'no duplicate entries').toBe(list.length);

  const missing = [...routes.map(htmlFile), '404.html', 'solutions/404.html', 'manifest.webmanifest'].filter(
    (f) => !urls.has(f),
  );
  expect(missing, 'pages missing from the precache').toEqual([]);

  // Everything a page references from its own origin is precached too (scripts, icons, images).
  for (const route of routes) {
    const html = readFileSync(path.join(dist, htmlFile(route)), 'utf8');
    const refs = [...html.matchAll(/(?:src|href)="\/([^"#?]+\.(?:js|css|svg|png|jpg|webmanifest))"/g)].map(
      (m) => m[1]!,
    );
    // The page's own chunks, which the entry preloads after the first paint (data-chunks on #root).
    const chunks = /data-chunks="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
    expect(chunks.length, `${route} lists its chunks`).toBeGreaterThan(0);
    refs.push(...chunks.map((c) => c.replace(/^\//, '')));
    const absent = refs.filter((r) => !urls.has(r) && r !== 'og-image.jpg');
    expect(absent, `${route} references files outside the precache`).toEqual([]);
  }

  let bytes = 0;
  for (const { url } of list) {
    const file = path.join(dist, url);
    expect(existsSync(file), file).toBe(true);
    bytes += statSync(file).size;
  }
  console.log(`\nPrecache: ${list.length} entries, ${(bytes / 1024).toFixed(1)} KiB (limit ${LIMIT / 1024} KiB)\n`);
  expect(bytes).toBeLessThanOrEqual(LIMIT);
});
