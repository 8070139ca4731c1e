// Build test of the offline copy: every prerendered page (as its lean copy, in the offline bundle)
// and everything the pages load are in the service worker's precache (its list, or the bundle),
// and it stays under 3 MB.
// Reads dist/ from disk.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_BUNDLE } from '@/worker/precache';
import { BUNDLE_MAX_BYTES } from '../../build/offline-bundle.ts';
import { expect, routes, test } from './fixtures';

const dist = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
const LIMIT = 3 * 1024 * 1024;

function precacheList(): { url: string; revision: string | null }[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)];
  return entries.map((e) => ({ url: e[2]!, revision: e[1] === 'null' ? null : JSON.parse(e[1]!) }));
}

const leanFile = (route: string) => (route === '/' ? 'index.lean.html' : `${route.slice(1)}/index.lean.html`);
const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

test('the precache holds every page and what it needs, under 3 MB', () => {
  const list = precacheList();
  const listed = new Set(list.map((e) => e.url));
  expect(listed.size, 'no duplicate entries').toBe(list.length);
  expect(listed.has(OFFLINE_BUNDLE), 'the bundle is precached').toBe(true);

  const pages = JSON.parse(readFileSync(path.join(dist, OFFLINE_BUNDLE), 'utf8')) as Record<string, string>;
  // The small files travel in the bundle, exactly as built, and only there.
  const inBundle = Object.keys(pages).filter((f) => !f.endsWith('.html'));
  expect(inBundle.length, 'small files in the bundle').toBeGreaterThan(5);
  for (const f of inBundle) {
    expect(pages[f], f).toBe(readFileSync(path.join(dist, f), 'utf8'));
    expect(Buffer.byteLength(pages[f]!), f).toBeLessThanOrEqual(BUNDLE_MAX_BYTES);
    expect(listed.has(f), `${f} is listed besides the bundle`).toBe(false);
  }
  const urls = new Set([...listed, ...inBundle]);
  const missing = [
    ...routes.map(leanFile),
    '404.lean.html',
    'solutions/404.lean.html',
    'resources/404.lean.html',
    'careers/404.lean.html',
  ].filter((f) => !(f in pages));
  expect(missing, 'pages missing from the offline copy').toEqual([]);

  for (const route of routes) {
    // The lean copy links the stylesheet rather than inlining it, and has the same content.
    const lean = pages[leanFile(route)]!;
    expect(lean, route).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    const served = readFileSync(path.join(dist, htmlFile(route)), 'utf8');
    const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(h1(lean), route).toBe(h1(served));

    // Everything either copy references from its own origin is precached (scripts, styles, icons, images).
    const refs = [...(lean + served).matchAll(/(?:src|href)="\/([^"#?]+\.(?:js|css|svg|jpg))"/g)].map((m) => m[1]!);
    const chunks = /data-chunks="([^"]*)"/.exec(served)?.[1]?.split(' ').filter(Boolean) ?? [];
    expect(chunks.length, `${route} lists the app's chunks`).toBeGreaterThan(0);
    refs.push(...chunks.map((c) => c.replace(/^\//, '')));
    const absent = refs.filter((r) => !urls.has(r) && r !== 'og-image.jpg');
    expect(absent, `${route} references files outside the precache`).toEqual([]);
  }

  // Every script the build emits, the on-demand chunks included (forms, canvas, worker layer): a
  // page opened offline may import any of them, and one not held fails as a dropped load would.
  const scripts = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const unheld = scripts.map((f) => `assets/${f}`).filter((f) => !urls.has(f));
  expect(unheld, 'scripts outside the precache').toEqual([]);

  let bytes = 0;
  // The bundle holds the small files' text: the list alone is what the worker downloads.
  for (const { url } of list) {
    const file = path.join(dist, url);
    expect(existsSync(file), file).toBe(true);
    bytes += statSync(file).size;
  }
  console.log(
    `\nPrecache: ${list.length} entries (${inBundle.length} more files in the bundle), ${(bytes / 1024).toFixed(1)} KiB (limit ${LIMIT / 1024} KiB)\n`,
  );
  expect(bytes).toBeLessThanOrEqual(LIMIT);
});

test('the staff inbox is its own build: no public file, precache entry or offline copy holds any of it', () => {
  // Its files exist (dist/staff/), so the checks below look at a build that has it.
  expect(existsSync(path.join(dist, 'staff/index.html')), 'dist/staff/index.html').toBe(true);
  const staffJs = readdirSync(path.join(dist, 'staff/assets')).filter((f) => f.endsWith('.js'));
  expect(staffJs.length).toBeGreaterThan(0);
  expect(precacheList().filter((e) => e.url.startsWith('staff/') || e.url.includes('/staff'))).toEqual([]);
  const bundle = readFileSync(path.join(dist, OFFLINE_BUNDLE), 'utf8');
  expect(bundle).not.toMatch(/staff\//);
  // Words only the staff code holds, looked for in every public text file.
  const marks = ['sign-in-options', 'push-subscribe', 'enrol-options'];
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (p === path.join(dist, 'staff')) continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(js|html|json|css|webmanifest)$/.test(name)) {
        const text = readFileSync(p, 'utf8');
        if (marks.some((m) => text.includes(m))) offenders.push(path.relative(dist, p));
      }
    }
  };
  walk(dist);
  expect(offenders).toEqual([]);
});
