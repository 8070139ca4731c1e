// The update flow: build A is live with a queued inquiry, build B is deployed; the visitor gets
// a prompt, and Reload activates B without losing the outbox.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { updatePrompt } from '@/content/app-shell';
import { a11yLabels } from '@/content/navigation';
import { expect, open, test } from './fixtures';
import {
  dispatchSync,
  fillContactForm,
  outbox,
  rowsWith,
  startSiteServer,
  submitContactForm,
  waitForServiceWorker,
} from './delivery-helpers';

const MARKER = '<meta name="x-build" content="B">';

/**
 * Build B: build A with one page changed and its precache revision updated, which is all a
 * real redeploy changes for the worker (a new sw.js).
 */
function makeBuildB(): { dir: string; oldRevision: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-b-'));
  cpSync('dist', dir, { recursive: true });
  const page = path.join(dir, 'about/index.html');
  const html = readFileSync(page, 'utf8').replace('<head>', `<head>${MARKER}`);
  writeFileSync(page, html);
  const sw = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const entry = /\{"revision":"([0-9a-f]+)","url":"about\/index\.html"\}/.exec(sw);
  if (!entry) throw new Error('about/index.html is not in the precache manifest');
  const revision = createHash('md5').update(html).digest('hex');
  writeFileSync(path.join(dir, 'sw.js'), sw.replace(entry[0], entry[0].replace(entry[1]!, revision)));
  return { dir, oldRevision: entry[1]! };
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
    await expect(page).toHaveURL(/\/thank-you\?queued=1$/);
    const record = (await outbox(page)).find((r) => r.fields.message === message)!;
    expect(record.status).toBe('pending');

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

    // Build A's copy of the changed page is gone from the cache.
    const keys = await page.evaluate(async () =>
      (
        await Promise.all(
          (await caches.keys()).map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)),
        )
      ).flat(),
    );
    expect(keys.some((k) => k.includes(b.oldRevision))).toBe(false);
    expect(keys.some((k) => k.includes('about/index.html'))).toBe(true);

    // The outbox survived the update and is delivered once by the new worker.
    expect((await outbox(page)).find((r) => r.id === record.id)).toBeDefined();
    await dispatchSync(context, page, server.url);
    await expect.poll(async () => (await rowsWith(server.url, message)).length, { timeout: 20_000 }).toBe(1);
  } finally {
    await context.close();
    await server.stop();
  }
});
