// The update flow: build A is live with a queued inquiry, build B is deployed; the visitor gets
// a prompt, and Reload activates B without losing the outbox.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { updatePrompt } from '@/content/app-shell';
import { a11yLabels } from '@/content/navigation';
import { OFFLINE_BUNDLE } from '@/worker/precache';
import { expect, open, test } from './fixtures';
import {
  dispatchSync,
  fillContactForm,
  outbox,
  patchOutbox,
  rowsWith,
  siteDistDir,
  startSiteServer,
  submitContactForm,
  waitForServiceWorker,
} from './delivery-helpers';

const MARKER = '<meta name="x-build" content="B">';

/** Writes a file of a build and the compressed copies the server sends in its place. */
function rewrite(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * Build B: build A with the About page changed (as served, and in the offline bundle) and the
 * bundle's precache revision updated, which is all a real redeploy changes
 * for the worker (a new sw.js).
 */
function makeBuildB(): { dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-b-'));
  cpSync(siteDistDir(), dir, { recursive: true });
  const about = path.join(dir, 'about/index.html');
  rewrite(about, readFileSync(about, 'utf8').replace('<head>', `<head>${MARKER}`));
  const bundleFile = path.join(dir, OFFLINE_BUNDLE);
  const pages = JSON.parse(readFileSync(bundleFile, 'utf8')) as Record<string, string>;
  pages['about/index.lean.html'] = pages['about/index.lean.html']!.replace('<head>', `<head>${MARKER}`);
  const json = JSON.stringify(pages);
  rewrite(bundleFile, json);
  const swFile = path.join(dir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const entry = new RegExp(`\\{"revision":"([0-9a-f]+)","url":"${OFFLINE_BUNDLE.replace('.', '\\.')}"\\}`).exec(sw);
  if (!entry) throw new Error(`${OFFLINE_BUNDLE} is not in the precache manifest`);
  rewrite(swFile, sw.replace(entry[0], entry[0].replace(entry[1]!, createHash('md5').update(json).digest('hex'))));
  return { dir };
}

test('a new deploy shows the prompt; Reload activates it with the outbox intact', async ({ browser }) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-update-data-'));
  const b = makeBuildB();
  let server = await startSiteServer({ dataDir });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const aboutViaWorker = () => page.evaluate(() => fetch('/about').then((r) => r.text()));
  try {
    await open(page, '/contact');
    await waitForServiceWorker(page);

    // An inquiry sent while the server is down waits in the outbox across the update.
    await server.stop();
    const message = `Update flow ${Date.now()}: an inquiry that waits through a deploy.`;
    await fillContactForm(page, message);
    await submitContactForm(page);
    // Online, with the server stopped: the honest words are "couldn't reach", not "busy" or "offline".
    await expect(page).toHaveURL(/\/thank-you\?queued=unreachable&id=[\w-]+$/);
    const record = (await outbox(page)).find((r) => r.fields.message === message)!;
    expect(record.status).toBe('pending');
    // The page's own retry (5 s after an unreached server) must not deliver it before the update:
    // this test is about the new worker delivering what the old page queued.
    await patchOutbox(page, record.id, { nextAttemptAt: Date.now() + 60 * 60 * 1000 });

    // Deploy B on the same origin; a navigation makes the page look for a new worker.
    server = await startSiteServer({ distDir: b.dir, port: server.port, dataDir });
    await page
      .getByRole('navigation', { name: a11yLabels.mainNav })
      .first()
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    const prompt = page.getByRole('status').filter({ hasText: updatePrompt.title });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Until the visitor chooses, build A still answers: nothing is reloaded under them.
    expect(await aboutViaWorker()).not.toContain(MARKER);

    await prompt.getByRole('button', { name: updatePrompt.reload }).click();
    await expect(page.locator('meta[name="x-build"]')).toHaveCount(1, { timeout: 20_000 });
    expect(await aboutViaWorker()).toContain(MARKER);
    await expect(prompt).toHaveCount(0);

    // Build A's cache is gone: only build B's offline copy remains, with the changed page.
    const names = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('site-precache-')));
    expect(names).toHaveLength(1);
    const lean = await page.evaluate(
      async (name) => (await (await caches.open(name)).match('/about/index.lean.html'))?.text(),
      names[0]!,
    );
    expect(lean).toContain(MARKER);

    // The outbox survived the update and is delivered once by the new worker.
    expect((await outbox(page)).find((r) => r.id === record.id)).toBeDefined();
    await dispatchSync(context, page, server.url);
    await expect.poll(async () => (await rowsWith(server.url, message)).length, { timeout: 20_000 }).toBe(1);
  } finally {
    await context.close();
    await server.stop();
  }
});
