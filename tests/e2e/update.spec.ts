// The update flow: build A is live with a queued inquiry, build B is deployed; the visitor gets
// a prompt, and Reload activates B without losing the outbox.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { updatePrompt } from '@/content/app-shell';
import { a11yLabels } from '@/content/navigation';
import { BUILD_B_MARKER, copyAsBuildB } from '../support/build-b';
import { expect, failedLoad, open, test } from './fixtures';
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

test('a new deploy shows the prompt; Reload activates it with the outbox intact', async ({ browser, consoleGuard }) => {
  // The server is stopped between the deploys: what the page sends it then fails (its posts wait on
  // the device).
  consoleGuard.allow(failedLoad('/api/'));
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-update-data-'));
  const buildB = copyAsBuildB(siteDistDir());
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
    server = await startSiteServer({ distDir: buildB, port: server.port, dataDir });
    await page
      .getByRole('navigation', { name: a11yLabels.mainNav })
      .first()
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    const prompt = page.getByRole('status').filter({ hasText: updatePrompt.title });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Until the visitor chooses, build A still answers: nothing is reloaded under them.
    expect(await aboutViaWorker()).not.toContain(BUILD_B_MARKER);

    await prompt.getByRole('button', { name: updatePrompt.reload }).click();
    await expect(page.locator('meta[name="x-build"]')).toHaveCount(1, { timeout: 20_000 });
    expect(await aboutViaWorker()).toContain(BUILD_B_MARKER);
    await expect(prompt).toHaveCount(0);

    // Build A's cache is gone: only build B's offline copy remains, with the changed page.
    const names = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('site-precache-')));
    expect(names).toHaveLength(1);
    const lean = await page.evaluate(
      async (name) => (await (await caches.open(name)).match('/about/index.lean.html'))?.text(),
      names[0]!,
    );
    expect(lean).toContain(BUILD_B_MARKER);

    // The outbox survived the update and is delivered once by the new worker.
    expect((await outbox(page)).find((r) => r.id === record.id)).toBeDefined();
    await dispatchSync(context, page, server.url);
    await expect.poll(async () => (await rowsWith(server.url, message)).length, { timeout: 20_000 }).toBe(1);
  } finally {
    await context.close();
    await server.stop();
  }
});
