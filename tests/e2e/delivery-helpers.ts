// Helpers for the offline, outbox and update tests: a server process that can be stopped, a
// proxy that can answer 503, the outbox as stored in IndexedDB, and Background Sync over CDP.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { contactFormCopy } from '@/content/forms';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { startTestServer } from '../support/test-server';
import { expect } from './fixtures';

const run = promisify(execFile);
const L = contactFormCopy.labels;

export interface StoredInquiry {
  message: string;
  email: string;
  interest: string;
}

/** What `npm run leads -- --format json` prints for a server. */
export async function leads(baseURL: string): Promise<StoredInquiry[]> {
  const { stdout } = await run('npx', ['tsx', 'scripts/leads.ts', '--format', 'json', '--url', baseURL], {
    env: { ...process.env, ADMIN_TOKEN: E2E_ADMIN_TOKEN },
  });
  return JSON.parse(stdout);
}

export const rowsWith = async (baseURL: string, message: string) =>
  (await leads(baseURL)).filter((r) => r.message === message);

/** Resolves once a service worker controls the page and has finished precaching. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
}

export interface OutboxRow {
  id: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  fields: Record<string, string>;
  sentAt?: number;
}

/** Every record in the `site-outbox` database, read the way the page stores them. */
export async function outbox(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const req = indexedDB.open('site-outbox');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const all = req.result.transaction('inquiries').objectStore('inquiries').getAll();
          all.onsuccess = () => {
            resolve(all.result as OutboxRow[]);
            req.result.close();
          };
        };
      }),
  );
}

/** Changes stored records, e.g. back to "pending" to replay a delivery. */
/** Writes a record back as it was (a replay of a delivered one). */
export async function restoreOutbox(page: Page, record: OutboxRow & Record<string, unknown>) {
  await page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('site-outbox');
        req.onsuccess = () => {
          const tx = req.result.transaction('inquiries', 'readwrite');
          tx.objectStore('inquiries').put(record);
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    record,
  );
}

export async function patchOutbox(page: Page, id: string, patch: Partial<OutboxRow> & Record<string, unknown>) {
  await page.evaluate(
    ([id, patch]) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('site-outbox');
        req.onsuccess = () => {
          const tx = req.result.transaction('inquiries', 'readwrite');
          const store = tx.objectStore('inquiries');
          const get = store.get(id);
          get.onsuccess = () => store.put({ ...get.result, ...patch });
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [id, patch] as const,
  );
}

/** Focus loads the form's code (react-hook-form); without a service worker it must happen online. */
export async function enhanceContactForm(page: Page): Promise<void> {
  await page.locator('#contact form').getByRole('textbox', { name: L.name }).focus();
  await expect(page.locator('#contact form[novalidate]')).toHaveCount(1);
}

const person = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Agency',
  interest: 'cloud-migration',
};

/** Fills the enhanced contact form: `message`, and a sample person unless `who` says otherwise. */
export async function fillContactForm(page: Page, message: string, who: Partial<typeof person> = {}): Promise<void> {
  const p = { ...person, ...who };
  const form = page.locator('#contact form');
  await enhanceContactForm(page);
  await form.getByRole('textbox', { name: L.name }).fill(p.name);
  await form.getByRole('textbox', { name: L.email }).fill(p.email);
  await form.getByRole('textbox', { name: L.company }).fill(p.company);
  await form.getByRole('combobox', { name: L.interest }).selectOption(p.interest);
  await form.getByRole('textbox', { name: L.message }).fill(message);
}

export const submitContactForm = (page: Page) =>
  page.locator('#contact form').getByRole('button', { name: contactFormCopy.submit }).click();

/**
 * Fires the service worker's Background Sync event through DevTools, as Chromium does when the
 * connection returns. Needs an open page in the context for the DevTools session.
 */
export async function dispatchSync(context: BrowserContext, page: Page, origin: string, tag = 'outbox'): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => r.scopeURL.startsWith(`${origin}/`) && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
  await cdp.detach();
}

export interface SiteServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The build the tests serve: E2E_DIST_DIR (a private build, see tests/support/serve-dist.ts) or dist/. */
export const siteDistDir = () => path.resolve(process.env.E2E_DIST_DIR || 'dist');

/**
 * The production server (`server/local/serve.ts` via tests/support/serve-dist.ts) in its own process, so
 * a test can stop it like a network outage. It binds a port of its own and answers with a token
 * of its own (tests/support/test-server.ts), so no two tests share a server. `port` keeps an origin (and
 * its service worker): the server must bind exactly that port, or this fails.
 */
export async function startSiteServer(
  opts: { distDir?: string; port?: number; dataDir?: string } = {},
): Promise<SiteServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'site-e2e-own-'));
  const server = await startTestServer({
    command: ['npx', 'tsx', 'tests/support/serve-dist.ts'],
    env: {
      ...process.env,
      E2E_DIST_DIR: opts.distDir ? path.resolve(opts.distDir) : siteDistDir(),
      DATA_DIR: dataDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      RATE_LIMIT_PER_HOUR: '1000',
    },
    port: opts.port,
    hostname: 'localhost',
  });
  return { url: server.url, port: server.port, stop: () => server.stop() };
}

export interface Proxy {
  url: string;
  /** While true, POSTs to /api/* answer 503 with Retry-After, as an overloaded upstream would. */
  failing: boolean;
  /** Form POSTs that reached the real server. */
  forwardedPosts: number;
  close(): Promise<void>;
}

/** A reverse proxy in front of the test server: its own origin, and a switch for 503s. */
export async function startProxy(target: string): Promise<Proxy> {
  const t = new URL(target);
  const proxy: Proxy = { url: '', failing: false, forwardedPosts: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    const isPost = req.method === 'POST' && req.url?.startsWith('/api/');
    if (isPost && proxy.failing) {
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      res.end(JSON.stringify({ error: 'Service temporarily unavailable' }));
      return;
    }
    if (isPost) proxy.forwardedPosts++;
    const upstream = http.request(
      // The Host header is passed on as is, as a reverse proxy does (the API checks it against Origin).
      { hostname: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  proxy.url = `http://localhost:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((r) => server.close(() => r()));
  return proxy;
}
