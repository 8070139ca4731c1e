// The upload scenario of `npm run bench:phone`: a 5 MB résumé sent with a job application on the
// slow phone's 750 kbps uplink (tests/support/field-proxy.ts), with two 3-second connection drops while
// it uploads (every open connection reset, new ones refused). tus sends 1 MB chunks and resumes
// from the server's offset; the submission waits on the device between attempts. Measured per run:
//   - the upload request bodies the proxy received (PATCH, and POST if it has one) against the file
//     size: each drop should cost at most one chunk sent twice;
//   - from the submit click to the application and its file stored on the server (the staff API),
//     and to the stored file's SHA-256 matching the file's (listed, then downloaded and hashed);
//   - PATCH requests, and how many were cut.
import { createHash, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { UPLOADS, fileFields } from '../../src/config/attachments.ts';
import { applicationFormCopy } from '../../src/content/application-form.ts';
import { fileFieldCopy } from '../../src/content/attachments.ts';
import { jobs } from '../../src/content/jobs.ts';
import type { FieldProxy } from '../../tests/support/field-proxy.ts';
import { sleep } from './kit.ts';

const MB = 1024 * 1024;
/** Just under the résumé limit, so it is accepted. */
export const RESUME_BYTES = fileFields.resume.maxTotalBytes - 1024;
/** Upload bytes received by the proxy at which the connection drops, and for how long. */
export const DROPS_AT = [1.5 * MB, 3.5 * MB];
export const DROP_MS = 3000;
/** Longest wait for the application to be stored, from the click. */
const STORED_TIMEOUT_MS = 6 * 60_000;

export interface UploadRun {
  /** Bytes of the file. */
  fileBytes: number;
  /** Request body bytes of /api/uploads requests (PATCH and POST) the proxy received. */
  uploadBytes: number;
  patches: number;
  patchesCut: number;
  heads: number;
  /** Seconds from the submit click: the drops, the row stored with its file, its listed hash right, the download hashed right. */
  dropsAtS: number[];
  storedS: number;
  shaListedS: number;
  shaDownloadS: number;
}

/** A PDF as far as its bytes go: the signature, then noise. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Row {
  attachments?: { id: string; size: number; sha256: string }[];
}

/** Staff's view (straight to the server, not through the phone's link): the application carrying `marker`. */
async function findRow(origin: string, token: string, marker: string): Promise<Row | undefined> {
  const res = await fetch(`${origin}/api/leads?kind=application&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`staff API: HTTP ${res.status} (is ADMIN_TOKEN set?)`);
  const body = (await res.json()) as { leads?: Row[] };
  return body.leads?.find((r) => JSON.stringify(r).includes(marker));
}

export async function uploadRun(opts: {
  browser: Browser;
  proxy: FieldProxy;
  /** The server itself, for the staff API. */
  origin: string;
  adminToken: string;
  /** The phone: CPU throttling and the bench's instrumentation. */
  phone: (context: BrowserContext, page: Page) => Promise<void>;
  log: (line: string) => void;
}): Promise<UploadRun> {
  const { browser, proxy, origin, adminToken, log } = opts;
  const job = jobs.find((j) => j.slug === 'data-engineer') ?? jobs[0]!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await opts.phone(context, page);
  const resume = pdf(RESUME_BYTES);
  const hash = sha256(resume);
  const marker = `Bench résumé ${Date.now()}-${Math.random().toString(36).slice(2)}: details attached.`;
  try {
    await page.goto(`${proxy.url}/careers/${job.slug}`);
    // A visitor takes a while to fill the form: the offline copy is stored by then.
    await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready, undefined, {
      timeout: 120_000,
    });
    const form = page.locator('#apply form');
    const L = applicationFormCopy.labels;
    await form.getByLabel(L.name).focus();
    await page.locator('#apply form[novalidate]').waitFor({ timeout: 60_000 });
    await form.getByLabel(L.name).fill('Grace Hopper');
    await form.getByLabel(L.email).fill('grace@example.com');
    await form.getByLabel(L.message).fill(marker);
    await form
      .getByLabel(fileFieldCopy.resume.label)
      .setInputFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: resume });
    await page.waitForTimeout(1000);

    const isUpload = (r: { path: string }) => r.path.startsWith(UPLOADS.endpoint);
    proxy.reset();
    const t0 = performance.now();
    const p0 = proxy.elapsed();
    const secs = () => (performance.now() - t0) / 1000;
    await form.getByRole('button', { name: applicationFormCopy.submit }).click();

    // The drops: when the proxy has received DROPS_AT upload bytes (re-sent ones included).
    const dropsAtS: number[] = [];
    let watching = true;
    const watcher = (async () => {
      for (const at of DROPS_AT) {
        while (watching) {
          const got = proxy.requests.filter(isUpload).reduce((n, r) => n + r.bytes, 0);
          if (got >= at) break;
          await sleep(20);
        }
        if (!watching) return;
        dropsAtS.push(secs());
        log(
          `  drop ${dropsAtS.length} at ${secs().toFixed(1)} s (${(at / MB).toFixed(1)} MB of upload bodies received)`,
        );
        await proxy.drop(DROP_MS);
      }
    })();

    let storedS = NaN;
    let shaListedS = NaN;
    let shaDownloadS = NaN;
    try {
      while (performance.now() - t0 < STORED_TIMEOUT_MS) {
        const row = await findRow(origin, adminToken, marker).catch(() => undefined);
        const file = row?.attachments?.[0];
        if (file) {
          storedS = secs();
          if (file.sha256 === hash && file.size === resume.length) shaListedS = secs();
          const res = await fetch(`${origin}/api/attachments/${encodeURIComponent(file.id)}`, {
            headers: { Authorization: `Bearer ${adminToken}` },
          });
          if (res.ok && sha256(Buffer.from(await res.arrayBuffer())) === hash) shaDownloadS = secs();
          break;
        }
        if (secs() > 60 && !proxy.requests.some(isUpload)) {
          log(
            `  no upload began within 60 s of the click; the page sent: ${proxy.requests.map((r) => `${r.method} ${r.path}`).join(', ') || 'nothing'}`,
          );
          break;
        }
        await sleep(250);
      }
    } finally {
      watching = false;
      await watcher;
    }
    if (Number.isNaN(storedS)) log(`  not stored after ${STORED_TIMEOUT_MS / 1000} s`);

    const uploads = proxy.requests.filter(isUpload);
    // The run's timeline, for the reader: every upload request and the application post.
    for (const r of proxy.requests.filter((r) => isUpload(r) || r.method === 'POST')) {
      const at = (ms: number | undefined) => (ms === undefined ? '…' : ((ms - p0) / 1000).toFixed(1));
      log(
        `    ${at(r.startedAt)}–${at(r.doneAt)} s ${r.method} ${r.path.replace(/[A-Za-z0-9_-]{16,}$/, '<id>')} ${(r.bytes / 1024).toFixed(0)} KiB${r.cut ? ' CUT' : ''}`,
      );
    }
    const patches = uploads.filter((r) => r.method === 'PATCH');
    return {
      fileBytes: resume.length,
      uploadBytes: uploads.filter((r) => r.method === 'PATCH' || r.method === 'POST').reduce((n, r) => n + r.bytes, 0),
      patches: patches.length,
      patchesCut: patches.filter((r) => r.cut).length,
      heads: uploads.filter((r) => r.method === 'HEAD').length,
      dropsAtS,
      storedS,
      shaListedS,
      shaDownloadS,
    };
  } finally {
    await context.close();
  }
}
