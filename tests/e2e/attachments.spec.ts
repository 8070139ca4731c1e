// Files sent with a form: a résumé and contact attachments reach staff byte for byte, survive a
// dead connection (kept on the device, delivered once), resume after a cut-off from the offset the
// server holds, and a file whose bytes are not what its name says is refused with a reason.
// Real server, database and browser; the only stand-ins are aborted requests.
import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { startFieldProxy } from '../support/field-proxy';
import { UPLOADS } from '@/config/attachments';
import { applicationFormCopy } from '@/content/application-form';
import { fileErrors, fileFieldCopy } from '@/content/attachments';
import { jobs } from '@/content/jobs';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { expect, failedLoad, open, test } from './fixtures';
import { dispatchSync, fillContactForm, submitContactForm, waitForServiceWorker } from './delivery-helpers';
import { goOffline, goOnline } from './offline-helpers';

const MB = 1024 * 1024;
const job = jobs.find((j) => j.slug === 'data-engineer') ?? jobs[0]!;
const marker = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2)}: details attached.`;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A PDF as far as its bytes go: the signature, then noise. */
const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 15), Buffer.from('\n%%EOF')]);

interface Listed {
  message?: string;
  attachments: { id: string; filename: string; contentType: string; size: number; sha256: string }[];
}

/** The stored rows of a kind carrying `message`, as staff list them. */
async function listed(request: APIRequestContext, kind: string, message: string): Promise<Listed[]> {
  const res = await request.get(`/api/leads?kind=${kind}&limit=100`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items?: Listed[]; leads?: Listed[] } | Listed[];
  const rows = Array.isArray(body) ? body : (body.items ?? body.leads ?? []);
  return rows.filter((r) => JSON.stringify(r).includes(message));
}

/** The one stored row with `message` has exactly these files, and each downloads byte for byte. */
async function expectDelivered(request: APIRequestContext, kind: string, message: string, files: [string, Buffer][]) {
  await expect.poll(async () => (await listed(request, kind, message)).length, { timeout: 30_000 }).toBe(1);
  const [row] = await listed(request, kind, message);
  expect(row!.attachments.map((a) => [a.filename, a.size, a.sha256])).toEqual(
    files.map(([name, bytes]) => [name, bytes.length, sha256(bytes)]),
  );
  for (const [i, a] of row!.attachments.entries()) {
    const res = await request.get(`/api/attachments/${a.id}`, {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(sha256(await res.body())).toBe(sha256(files[i]![1]));
  }
}

/** Chooses a PDF in the contact form's "Attachments" field. */
const attachToContact = (page: Page, name: string, buffer: Buffer) =>
  page
    .locator('#contact form')
    .getByLabel(fileFieldCopy.attachments.label)
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });

const applyForm = (page: Page) => page.locator('#apply form');

async function fillApplication(page: Page, message: string) {
  const f = applyForm(page);
  const L = applicationFormCopy.labels;
  await f.getByLabel(L.name).focus();
  await expect(page.locator('#apply form[novalidate]')).toHaveCount(1);
  await f.getByLabel(L.name).fill('Grace Hopper');
  await f.getByLabel(L.email).fill('grace@example.com');
  await f.getByLabel(L.message).fill(message);
}

test('a résumé reaches staff byte for byte', async ({ page, request }) => {
  await open(page, `/careers/${job.slug}`);
  const message = marker('Résumé attached');
  await fillApplication(page, message);
  const resume = pdf(Math.round(2.5 * MB));
  await applyForm(page)
    .getByLabel(fileFieldCopy.resume.label)
    .setInputFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: resume });
  await applyForm(page).getByRole('button', { name: applicationFormCopy.submit }).click();
  await expect(page.getByText(applicationFormCopy.toasts.success.title, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectDelivered(request, 'application', message, [['grace-hopper.pdf', resume]]);
});

test('a file whose bytes are not what its name says is refused, with the reason tied to its field', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  await open(page, `/careers/${job.slug}`);
  const message = marker('Disguised program');
  await fillApplication(page, message);
  // A Windows program's header, named like a résumé.
  const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), randomBytes(4000)]);
  program.write('PE\0\0', 0x80, 'binary');
  const field = applyForm(page).getByLabel(fileFieldCopy.resume.label);
  await field.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: program });
  await applyForm(page).getByRole('button', { name: applicationFormCopy.submit }).click();
  const reason = fileErrors.contentMismatch('resume.pdf', fileErrors.executable);
  await expect(applyForm(page).getByText(reason)).toBeVisible({ timeout: 20_000 });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
  const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts.join(' ')).toContain(reason);
  expect(await listed(request, 'application', message)).toEqual([]);
  // What was typed is still there to send again.
  await expect(applyForm(page).getByLabel(applicationFormCopy.labels.message)).toHaveValue(message);
});

test('an attachment sent offline is kept on the device and delivered once when the connection returns', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  await open(page, '/contact');
  await waitForServiceWorker(page);
  const message = marker('Offline RFP');
  await fillContactForm(page, message);
  const rfp = pdf(Math.round(1.5 * MB));
  await attachToContact(page, 'rfp.pdf', rfp);
  await goOffline(context);
  await submitContactForm(page);
  await expect(page).toHaveURL(/\/thank-you\?queued=(offline|unreachable)&id=/, { timeout: 20_000 });
  expect(await listed(request, 'contact', message)).toEqual([]);
  await goOnline(context);
  await expectDelivered(request, 'contact', message, [['rfp.pdf', rfp]]);
});

test('an upload cut off after 2 MB resumes from the server’s offset, sending at most one chunk twice', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: net::ERR_CONNECTION_RESET/);
  await open(page, '/contact');
  const message = marker('Cut-off upload');
  await fillContactForm(page, message);
  const sow = pdf(Math.round(3.5 * MB));
  await attachToContact(page, 'statement-of-work.pdf', sow);
  // Every PATCH by its Upload-Offset; the first one past 2 MB has its connection reset.
  const offsets: number[] = [];
  let cut = false;
  await context.route(/\/api\/uploads\/[^/?]+$/, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    const offset = Number(await route.request().headerValue('upload-offset'));
    offsets.push(offset);
    if (!cut && offset >= 2 * MB) {
      cut = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await submitContactForm(page);
  await expectDelivered(request, 'contact', message, [['statement-of-work.pdf', sow]]);
  expect(cut).toBe(true);
  const sent = offsets.reduce((n, o) => n + Math.min(UPLOADS.chunkBytes, sow.length - o), 0);
  expect(sent).toBeGreaterThanOrEqual(sow.length);
  expect(sent - sow.length).toBeLessThanOrEqual(UPLOADS.chunkBytes);
  // Resumed, not restarted: no offset before the cut was sent again.
  expect(offsets.filter((o) => o < 2 * MB)).toEqual([0, MB]);
});

test('with the tab closed, the service worker finishes an upload the page began, from the server’s offset', async ({
  browser,
  baseURL,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  // The page's upload is cut when its tab closes.
  consoleGuard.allow(failedLoad('/api/uploads/'));
  // Through a proxy that lists every request: the worker's own requests are not routable.
  const proxy = await startFieldProxy(baseURL!.replace('localhost', '127.0.0.1'));
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await open(page, '/contact');
    await waitForServiceWorker(page);
    const message = marker('Worker upload');
    await fillContactForm(page, message);
    const rfp = pdf(Math.round(2.5 * MB));
    await attachToContact(page, 'rfp.pdf', rfp);
    // The page's connection dies after its first chunk.
    await context.route(/\/api\/uploads\/[^/?]+$/, async (route) => {
      const offset = Number(await route.request().headerValue('upload-offset'));
      if (route.request().method() === 'PATCH' && offset >= MB) return route.abort('connectionreset');
      return route.continue();
    });
    await submitContactForm(page);
    await expect(page).toHaveURL(/\/thank-you\?queued=unreachable&id=/, { timeout: 30_000 });
    expect(await listed(request, 'contact', message)).toEqual([]);

    // Close the tab: the rest rests on the worker alone.
    const other = await context.newPage();
    await page.close();
    await context.unrouteAll();
    proxy.reset();
    await dispatchSync(context, other, proxy.url);
    await expectDelivered(request, 'contact', message, [['rfp.pdf', rfp]]);
    const sent = proxy.requests.map((r) => `${r.method} ${r.path.replace(/\/[^/]+$/, '/…')}`);
    // It asked the server how far the upload got and sent only the rest: no new upload.
    expect(sent).toEqual(['HEAD /api/uploads/…', 'PATCH /api/uploads/…', 'PATCH /api/uploads/…', 'POST /api/…']);
    const patched = proxy.requests.filter((r) => r.method === 'PATCH').reduce((n, r) => n + r.bytes, 0);
    expect(patched).toBe(rfp.length - MB);
  } finally {
    await context.close();
    await proxy.close();
  }
});
