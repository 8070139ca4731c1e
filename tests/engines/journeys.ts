// The journeys every engine must pass, defined once. Each test takes a new origin (site front),
// so it starts with no service worker, cache or outbox; all of them share one server process,
// which serves the one production build (dist/).
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageRoutes, unlistedRoutes } from '@/app/route-list';
import { BELOW_FIRST_SCREEN_PARTS } from '@/boot/first-screen';
import { PWA } from '@/config/constants';
import { paths } from '@/config/paths';
import { notFoundFileFor, notFoundPages } from '@/config/site-rules';
import { formKindNames, type FormKind } from '@/config/form-kinds';
import {
  APPLICATION_MESSAGE_MIN_LENGTH,
  applicationFormCopy,
  applicationValidationMessages,
} from '@/content/application-form';
import { deliveredNotice, outboxIndicator, updatePrompt } from '@/content/app-shell';
import { bookingCopy } from '@/content/booking';
import { fileErrors } from '@/content/attachments';
import { draftCopy, queuedToast, toasts, validationMessages as vm } from '@/content/forms';
import { heroCopy } from '@/content/home';
import { jobs } from '@/content/jobs';
import { a11yLabels, headerLinks } from '@/content/navigation';
import { thankYouPage } from '@/content/pages';
import { resourcesPage } from '@/content/resources';
import { thankYouVariants } from '@/content/thank-you-variants';
import { webinarFormCopy, webinarValidationMessages } from '@/content/webinar-form';
import { CHANNEL } from '@/features/forms/queue/drain';
import { fileForPath } from '@/worker/precache';
import {
  assertBuilt,
  h1OfFile,
  makeBuildB,
  offlineBundleFiles,
  precacheCacheName,
  precacheUrls,
  prerenderedH1,
  prerenderedHtml,
  sitemapPaths,
} from './build';
import { BUILD_B_MARKER } from '../support/build-b';
import type { EngineDriver, EngineName } from './driver';
import {
  ABORTED_LOAD,
  CRASH_RERUNS,
  expectKnownBugsShown,
  expectNoErrors,
  knownEngineCrashes,
  resetKnownBugs,
  ROUTES_JOURNEY,
} from './known-engine-bugs';
import {
  cachedUrls,
  choose,
  h1Text,
  isHydrated,
  open,
  outbox,
  patchOutbox,
  pathOf,
  shows,
  sleep,
  takeErrors,
  waitFor,
  waitForHydration,
  waitForQuiet,
  waitForServiceWorker,
  waitForText,
  type OutboxRow,
} from './page';
import { startSite, type Site } from './site';
import type { SiteFront } from './site-front';
import { built, countBuilt } from '../support/count-built';
import { FIRST_SCREEN_MARK } from '../support/first-screen-mark';

/** The spec's text (section 2) for the site-wide 404 screen. */
const NOT_FOUND = 'Page Not Found';
/** An unknown path under each part of the site that has its own 404 screen (src/config/site-rules.ts). */
const unknownPaths = (tag: string) =>
  notFoundPages.map((p) => ({ path: `${p.prefix}no-such-page-${tag}`, title: h1OfFile(p.file) }));
/** The site's first retry delay plus room for a slow, shared machine. */
const BACKOFF_DELIVERY_MS = PWA.retryBaseMs + 20_000;
const MB = 1024 * 1024;

const marker = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}: please call us.`;

export function engineJourneys(engine: EngineName, launch: () => Promise<EngineDriver>): void {
  describe(engine, () => {
    let site: Site;
    let d: EngineDriver;
    let origin: SiteFront;
    const at = (p: string) => origin.url + p;

    beforeAll(async () => {
      assertBuilt();
      [site, d] = await Promise.all([startSite(), launch()]);
    });
    afterAll(async () => {
      await d?.close();
      await site?.close();
    });
    beforeEach(async () => {
      // A browser that died in the last test (which failed for it) is replaced, so the remaining
      // journeys still run.
      if (!(await d.alive())) {
        await d.close();
        d = await launch();
      }
      origin = await site.newOrigin();
      d.takeDriverErrors();
    });
    afterEach(async () => {
      try {
        await leavePage();
      } finally {
        // A failed test must not leave the next one without a server.
        if (!site.running) await site.start();
      }
    });

    /** The browser's report of a content-process crash, when it is this engine's known one. */
    function knownCrash(): { id: string; report: string } | undefined {
      const report = d.crashReport()?.trim();
      const known = knownEngineCrashes[engine];
      return report && known?.signature.test(report) ? { id: known.id, report } : undefined;
    }

    /**
     * The journey's page is left here, not by the next journey's first load: Firefox reports a load
     * that leaving cut off to the page left (KNOWN-ENGINE-BUGS.md), and that report, read by the
     * next journey, once failed its first step. Only the engine's abort reports are accepted from
     * the page left; anything else it reported fails this journey.
     */
    async function leavePage() {
      if (!(await d.alive())) return;
      try {
        await d.goto('about:blank');
        // (One more round trip: a report sent as the page went comes in before it is read.)
        await d.run(() => 0);
      } catch (e) {
        // A known crash here leaves nothing to read; the next journey starts a new browser.
        if (knownCrash()) return;
        throw e;
      }
      expectNoErrors(
        engine,
        'leaving the page',
        d.takeDriverErrors().filter((e) => !ABORTED_LOAD.test(e)),
      );
    }

    /**
     * One journey (test). If the engine's content process crashes under it, a known engine crash
     * (KNOWN-ENGINE-BUGS.md), it runs again in a new browser, at most CRASH_RERUNS times, and
     * must pass there; each crash is printed. Any other failure, or one crash more, fails it.
     */
    function journey(name: string, body: () => Promise<void>) {
      it(name, async () => {
        for (let rerun = 0; ; rerun++) {
          try {
            return await body();
          } catch (e) {
            const crash = knownCrash();
            if (!crash) throw e;
            if (rerun === CRASH_RERUNS)
              throw new Error(`${crash.id} ${CRASH_RERUNS + 1} times in a row (${crash.report})`, { cause: e });
            console.warn(`[${engine}] "${name}": ${crash.id} (${crash.report}); again in a new browser`);
            await d.close();
            d = await launch();
            if (!site.running) await site.start();
            origin = await site.newOrigin();
          }
        }
      });
    }

    /**
     * The page's error report since the last check must be empty (known engine bugs aside). The
     * page first finishes what it is loading: leaving earlier would abort it, which both engines
     * report as a failed load.
     */
    async function noErrors(step: string) {
      await waitForQuiet(d);
      expectNoErrors(engine, step, await takeErrors(d));
    }

    /**
     * Puts a file into a file input as a visitor's choice would (the drivers cannot reach the OS
     * file picker): a PDF (its signature, then noise) or a Windows program's header. Resolves to
     * the SHA-256 (hex) of its bytes.
     */
    function attachFile(selector: string, name: string, kind: 'pdf' | 'program', size: number) {
      return d.run(
        async (sel: string, filename: string, what: string, n: number) => {
          const bytes = new Uint8Array(n);
          for (let i = 0; i < n; i += 65_536) crypto.getRandomValues(bytes.subarray(i, Math.min(n, i + 65_536)));
          if (what === 'pdf') bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
          else {
            bytes.set([0x4d, 0x5a]);
            bytes.fill(0, 2, 0x80);
            bytes.set([0x80, 0, 0, 0], 0x3c);
            bytes.set([0x50, 0x45, 0, 0, 0x4c, 0x01], 0x80);
          }
          const transfer = new DataTransfer();
          transfer.items.add(new File([bytes], filename, { type: 'application/pdf' }));
          const input = document.querySelector(sel) as HTMLInputElement;
          input.files = transfer.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
          return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
        },
        selector,
        name,
        kind,
        size,
      );
    }

    /** The contact form's code (react-hook-form, zod) loads when the form is first used. */
    async function enhanceContactForm() {
      await d.click('#contact-name');
      await waitFor('the enhanced contact form', () =>
        d.run(() => !!document.querySelector('#contact form[novalidate]')),
      );
    }

    // ------------------------------------------------------------------ 1. every route
    journey(ROUTES_JOURNEY, async () => {
      resetKnownBugs();
      expect(sitemapPaths().sort(), 'dist/sitemap.xml lists the prerendered routes').toEqual(
        pageRoutes.filter((r) => !unlistedRoutes.includes(r)).sort(),
      );
      for (const route of pageRoutes) {
        await open(d, at(route));
        expect(await h1Text(d), route).toBe(prerenderedH1(route));
        if (await d.run(() => !!document.querySelector('#contact-name'))) {
          await enhanceContactForm();
        }
        await noErrors(route);
      }
      expect(h1OfFile(notFoundFileFor('/no-such-page')), 'the site-wide 404 screen').toBe(NOT_FOUND);
      for (const { path, title } of unknownPaths('online')) {
        await open(d, at(path));
        expect(await h1Text(d), path).toBe(title);
        await noErrors(path);
      }
      // The worker registers after load and idle; its chunk must load cleanly too.
      await waitForServiceWorker(d);
      await noErrors('404 page and service worker');
      expectKnownBugsShown(engine, ROUTES_JOURNEY);
    });

    // ------------------------------------------------------------------ 2. service worker
    journey('the service worker activates and the precache completes', async () => {
      await open(d, at('/'));
      await waitForServiceWorker(d);
      // The page's own signal: a worker holding the whole offline copy controls it.
      await waitFor('the page to say it works offline', () =>
        d.run(() => document.documentElement.dataset.offline === 'ready'),
      );
      const pages = new Set(offlineBundleFiles());
      const noCopy = pageRoutes.filter((r) => !pages.has(fileForPath(r).slice(1)));
      expect(noCopy, 'routes without an offline copy').toEqual([]);
      const caches = await cachedUrls(d);
      const held = new Set(caches[precacheCacheName()] ?? []);
      expect(Object.keys(caches), "this build's cache").toContain(precacheCacheName());
      const missing = precacheUrls(origin.url).filter((u) => !held.has(u));
      expect(missing, 'precache entries missing from Cache Storage').toEqual([]);
      await noErrors('service worker');
    });

    // ------------------------------------------------------------------ 3. offline
    journey(
      'with the server stopped, never-visited routes open from the cache and an unknown path shows the 404 screen',
      async () => {
        await open(d, at('/about'));
        await waitForServiceWorker(d);
        await noErrors('/about online');
        await site.stop();
        const down = await fetch(origin.url).then(
          () => false,
          () => true,
        );
        expect(down, 'the origin refuses connections').toBe(true);
        for (const route of pageRoutes.filter((r) => r !== '/about')) {
          await open(d, at(route));
          expect(await h1Text(d), `${route} offline`).toBe(prerenderedH1(route));
          await noErrors(`${route} offline`);
        }
        for (const { path, title } of unknownPaths('offline')) {
          await open(d, at(path));
          expect(await h1Text(d), path).toBe(title);
          await noErrors(`${path} offline`);
        }
      },
    );

    // ------------------------------------------------------------------ 3b. leaving mid-load
    journey(
      'offline, leaving each page with an on-demand form right after its first interaction throws nothing',
      async () => {
        await open(d, at('/about'));
        await waitForServiceWorker(d);
        await noErrors('/about online');
        await site.stop();
        // Every page whose form loads its code on first use, found in the build.
        const formPages = pageRoutes.filter((r) =>
          /id="(contact-name|application-name|webinar-name)"/.test(prerenderedHtml(r)),
        );
        expect(formPages.length, 'pages with an on-demand form').toBeGreaterThanOrEqual(4);
        for (const [i, route] of formPages.entries()) {
          await d.goto(at(route));
          await waitForHydration(d);
          // The first interaction starts the form's code loading; the visitor leaves at once.
          const field = await d.run(
            () => document.querySelector<HTMLElement>('#contact-name, #application-name, #webinar-name')?.id ?? '',
          );
          await d.click(`#${field}`);
          await d.goto(at(formPages[i + 1] ?? '/about'));
          // Read before waiting for quiet: a load cut off by leaving must not surface as an error.
          // The abort itself is the engine's to report (a failed <link>/<script> load; Firefox
          // also reports the worker's cut-off answer as "intercepted … unexpected error", with no
          // URL when that answer was unpacked from the offline bundle, see KNOWN-ENGINE-BUGS.md);
          // anything the site throws (a TypeError from an import that resolved undefined, an
          // unhandled rejection, a logged error) fails the step.
          const thrown = (await takeErrors(d)).filter((e) => !ABORTED_LOAD.test(e));
          expectNoErrors(engine, `leaving ${route} offline mid-load`, thrown);
        }
        await noErrors('the last page, quiet');
      },
    );

    // ------------------------------------------------------------------ 4. queued delivery
    /** Opens /contact with its worker and form code ready (they load while the server is up). */
    async function contactPageReady() {
      await open(d, at('/contact'));
      await waitForServiceWorker(d);
      await enhanceContactForm();
    }

    async function fillContact(message: string, email = 'ada@example.com') {
      await d.fill('#contact-name', 'Ada Lovelace');
      await d.fill('#contact-email', email);
      await d.fill('#contact-company', 'Analytical Engines Agency');
      await choose(d, '#contact-interest', 'cloud-migration');
      await d.fill('#contact-message', message);
    }

    const submitContact = () => d.click('#contact form button[type="submit"]');

    const indicatorShows = (n: number) =>
      d.run(
        (label: string) => document.querySelector('header [role="status"]')?.textContent?.includes(label) ?? false,
        outboxIndicator.label(n),
      );

    /** Submits while the server cannot take it; checks the honest "saved" state. */
    async function submitQueued(message: string, why: 'unreachable' | 'busy'): Promise<OutboxRow> {
      await fillContact(message);
      await submitContact();
      // The browser is online and our server cannot take it: the site says so, not "offline"; and
      // "busy" only when the server answered 503, not when it was never reached.
      await waitForText(d, queuedToast({ why }).title);
      expect(await shows(d, toasts.success.title), 'never "Message sent!"').toBe(false);
      const queuedPath = new RegExp(`^/thank-you\\?queued=${why}&id=[\\w-]+$`);
      await waitFor(`/thank-you?queued=${why}`, async () => queuedPath.test(await pathOf(d)));
      await waitFor('the queued thank-you heading', async () => (await h1Text(d)) === thankYouPage.queuedTitle);
      await waitForText(d, why === 'busy' ? thankYouPage.busyMessage : thankYouPage.unreachableMessage);
      await waitFor('the outbox indicator', () => indicatorShows(1));
      const records = (await outbox(d)).filter((r) => r.fields.message === message);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ kind: 'contact', status: 'pending' });
      return records[0]!;
    }

    const rowsFor = async (record: OutboxRow) =>
      (await site.leads()).filter((r) => r.fields.message === record.fields.message);

    /**
     * The server ends up with exactly one inquiry for the record, and the record is `sent`: the
     * page then shows its "delivered" notice and deletes it (nothing is left pending).
     */
    async function expectDeliveredOnce(record: OutboxRow, timeout: number) {
      await waitFor('the inquiry on the server', async () => (await rowsFor(record)).length > 0, {
        timeout,
        interval: 500,
      });
      const notice = deliveredNotice.title('contact', 'WHEN').split('WHEN');
      await waitFor('the "delivered" notice', () =>
        d.run(
          ([before, after]: string[]) =>
            [...document.querySelectorAll('[data-sonner-toast]')].some(
              (t) => !!t.textContent?.includes(before!) && t.textContent.includes(after!),
            ),
          notice,
        ),
      );
      await waitFor('the sent record to be forgotten after its notice', async () =>
        (await outbox(d)).every((r) => r.id !== record.id),
      );
      await waitFor('the indicator to clear', async () => !(await indicatorShows(1)));
      // Late duplicates would show up by now.
      await sleep(1000);
      expect(await rowsFor(record), 'exactly one inquiry on the server').toHaveLength(1);
    }

    type Trigger = 'backoff timer alone' | 'online event' | 'reload' | 'visibilitychange';

    /**
     * Puts the record's next retry ten minutes away, as a long Retry-After would, and tells the
     * page (any outbox change re-arms its timer). From then on only the trigger under test can
     * deliver it, however slow the machine is.
     */
    async function holdBackoff(record: OutboxRow) {
      await patchOutbox(d, record.id, { nextAttemptAt: Date.now() + 10 * 60_000 });
      await announceOutboxChange();
      await sleep(500);
    }

    /** Ends the backoff now and tells the page, whose timer then delivers the record. */
    async function releaseBackoff(record: OutboxRow) {
      await patchOutbox(d, record.id, { nextAttemptAt: Date.now() });
      await announceOutboxChange();
    }

    const announceOutboxChange = () =>
      d.run((name: string) => {
        const channel = new BroadcastChannel(name);
        channel.postMessage('changed');
        channel.close();
      }, CHANNEL);

    async function fire(trigger: Trigger, record: OutboxRow) {
      if (trigger === 'backoff timer alone') return;
      expect(await rowsFor(record), 'nothing delivered before the trigger').toHaveLength(0);
      if (trigger === 'online event') {
        if (d.setOffline) {
          await d.setOffline(true);
          await d.setOffline(false);
        } else {
          // WebKit's driver has no network switch: the event the browser would send.
          await d.run(() => void window.dispatchEvent(new Event('online')));
        }
        return;
      }
      // As if the backoff had run out while the visitor was away (the page is not told: its
      // timer stays ten minutes away).
      await patchOutbox(d, record.id, { nextAttemptAt: 0 });
      if (trigger === 'reload') {
        await d.reload();
        await waitForHydration(d);
        await waitForQuiet(d);
      } else {
        await d.hide();
        await d.show();
      }
    }

    const triggers: Trigger[] = ['backoff timer alone', 'online event', 'reload', 'visibilitychange'];

    journey(
      'a file sent while the server is stopped is kept on the device, resumed after a cut-off from the server’s offset, and delivered once, byte for byte',
      async () => {
        await contactPageReady();
        const message = marker(`${engine} attachment, server stopped`);
        await fillContact(message);
        const size = 2.5 * MB;
        const sha256 = await attachFile('#contact-attachments', 'rfp.pdf', 'pdf', size);
        await site.stop();
        await submitContact();
        await waitForText(d, queuedToast({ why: 'unreachable' }).title);
        await waitFor('the queued thank-you page', async () =>
          /^\/thank-you\?queued=unreachable&/.test(await pathOf(d)),
        );
        const record = (await outbox(d)).find((r) => r.fields.message === message)!;
        expect(record).toMatchObject({ kind: 'contact', status: 'pending' });
        // The file itself waits on the device with the message.
        const kept = await d.run(
          (id: string) =>
            new Promise<number[]>((resolve, reject) => {
              const req = indexedDB.open('site-outbox');
              req.onerror = () => reject(req.error);
              req.onsuccess = () => {
                const get = req.result.transaction('inquiries').objectStore('inquiries').get(id);
                get.onsuccess = () => {
                  const files = (get.result as { files?: { bytes: ArrayBuffer }[] }).files ?? [];
                  resolve(files.map((f) => f.bytes.byteLength));
                  req.result.close();
                };
              };
            }),
          record.id,
        );
        expect(kept).toEqual([size]);

        // Back up, but the connection drops once the server holds the first megabyte.
        origin.cutUploadAt = MB;
        await site.start();
        await fire('online event', record);
        await expectDeliveredOnce(record, 60_000);
        expect(origin.cutUploadAt, 'the upload was cut off').toBeNull();
        // Resumed from the server's offset: only the cut-off chunk was sent twice.
        expect(origin.patchOffsets).toEqual([0, MB, MB, 2 * MB]);
        const [row] = await rowsFor(record);
        const files = (row as unknown as { attachments: { id: string; filename: string; sha256: string }[] })
          .attachments;
        expect(files.map((f) => [f.filename, f.sha256])).toEqual([['rfp.pdf', sha256]]);
        expect(
          createHash('sha256')
            .update(await site.attachment(files[0]!.id))
            .digest('hex'),
        ).toBe(sha256);
        await noErrors('attachment delivered after a cut-off');
      },
    );

    describe('a contact message sent while the server is stopped', () => {
      for (const trigger of triggers) {
        journey(`is queued honestly, then delivered once by the ${trigger}`, async () => {
          await contactPageReady();
          await site.stop();
          const record = await submitQueued(marker(`${engine} stopped, ${trigger}`), 'unreachable');
          const timer = trigger === 'backoff timer alone';
          if (!timer) await holdBackoff(record);
          await site.start();
          await fire(trigger, record);
          await expectDeliveredOnce(record, timer ? BACKOFF_DELIVERY_MS : 10_000);
          await noErrors(`delivery by the ${trigger}`);
        });
      }
    });

    describe('a contact message answered 503', () => {
      for (const trigger of triggers) {
        journey(`is queued honestly, then delivered once by the ${trigger} when the server recovers`, async () => {
          await contactPageReady();
          origin.failing = true;
          const posts = origin.forwardedPosts;
          const record = await submitQueued(marker(`${engine} 503, ${trigger}`), 'busy');
          expect(origin.forwardedPosts, 'nothing reached the server').toBe(posts);
          const timer = trigger === 'backoff timer alone';
          if (!timer) await holdBackoff(record);
          origin.failing = false;
          await fire(trigger, record);
          await expectDeliveredOnce(record, timer ? BACKOFF_DELIVERY_MS : 10_000);
          await noErrors(`delivery by the ${trigger} after 503`);
        });
      }
    });

    journey(
      'a visit from a campaign link reads two pages and sends the contact form with the server stopped: its lead carries where it came from',
      async () => {
        const campaign = `fall-${engine}`;
        await open(d, at(`/about?utm_source=newsletter&utm_campaign=${campaign}`));
        await waitForServiceWorker(d);
        // A link of the site, followed by the app's router.
        await d.run(() => document.querySelector<HTMLAnchorElement>('header nav a[href="/solutions"]')!.click());
        await waitFor('/solutions', async () => (await pathOf(d)) === '/solutions');
        // Noted once it has painted.
        await waitFor('/solutions among the pages seen', async () =>
          (await d.run(() => sessionStorage.getItem('site-visit') ?? '')).includes('"/solutions"'),
        );
        await contactPageReady();
        await site.stop();
        const record = await submitQueued(marker(`${engine} campaign`), 'unreachable');
        await holdBackoff(record);
        await site.start();
        await fire('online event', record);
        await expectDeliveredOnce(record, 10_000);
        const [lead] = await rowsFor(record);
        const touch = { source: 'newsletter', campaign, landing: '/about', referrer: null };
        expect(lead!.attribution).toMatchObject({
          first: touch,
          last: touch,
          pages: ['/about', '/solutions', '/contact'],
        });
        await noErrors('a campaign visit');
      },
    );

    journey(
      "a page change by the app's router shows one <main> in every frame, and unmounts the page left after",
      async () => {
        await open(d, at('/'));
        await waitForHydration(d);
        // Each frame, before its paint, until one shows the next page's heading: how many <main>s it has.
        type Watch = { __left: Element; __mains: number[]; __shown?: boolean };
        await d.run(() => {
          const w = window as unknown as Watch;
          w.__left = document.querySelector('main')!;
          const homeHeading = document.querySelector('main h1');
          w.__mains = [];
          const frame = () => {
            w.__mains.push(document.querySelectorAll('main').length);
            if (document.querySelector('main h1') === homeHeading) requestAnimationFrame(frame);
            else w.__shown = true;
          };
          requestAnimationFrame(frame);
          document.querySelector<HTMLAnchorElement>('header nav a[href="/about"]')!.click();
        });
        await waitFor('the first frame of the next page', () => d.run(() => !!(window as unknown as Watch).__shown));
        expect(await h1Text(d)).toBe(prerenderedH1('/about'));
        const seen = await d.run(() => {
          const w = window as unknown as Watch;
          return { mains: w.__mains, leftInDocument: w.__left.isConnected, location: location.pathname };
        });
        expect(seen.location).toBe('/about');
        expect(seen.leftInDocument).toBe(false);
        expect(new Set(seen.mains), 'one <main> in each frame').toEqual(new Set([1]));
        // React drops its keys from a node it unmounts.
        await waitFor('the home page unmounted', () =>
          d.run(
            () => !Object.keys((window as unknown as { __left: Element }).__left).some((k) => k.startsWith('__react')),
          ),
        );
        expect(await d.run(() => document.querySelectorAll('main').length)).toBe(1);
        await noErrors('a page change');
      },
    );

    journey(
      'a page a visitor points at is rendered ahead, off the document, and the tap shows it, building nothing',
      async () => {
        await open(d, at('/'));
        await waitForHydration(d);
        // The footer's link has a box to click once the page's parts below its first screen are
        // rendered (src/boot/pre-app.ts), which can come after the app when the stylesheet is late.
        await waitFor('the parts below the first screen', () =>
          d.run((mark: string) => !document.querySelector(mark), FIRST_SCREEN_MARK),
        );
        type Count = { __title: string };
        await d.run(countBuilt);
        // A pointer moving over the footer's link (the header's is in the closed menu below the menu's
        // breakpoint), as its event: the drivers have no hover, and a focus from script fires no
        // focus event in a window without the system's focus (Firefox).
        await d.run(() => {
          (window as unknown as Count).__title = document.title;
          document
            .querySelector('footer a[href="/about"]')!
            .dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
        });
        const created = () => d.run(built);
        // Rendered once nothing more is built for half a second.
        let last = -1;
        await waitFor(
          'the page rendered ahead',
          async () => {
            const now = await created();
            const quiet = now > 0 && now === last;
            last = now;
            return quiet;
          },
          { interval: 500 },
        );
        const ahead = await d.run(() => ({
          mains: document.querySelectorAll('main').length,
          title: document.title === (window as unknown as Count).__title,
        }));
        expect(ahead, 'the home page alone, its title kept').toEqual({ mains: 1, title: true });
        const atTap = await created();
        // What was built, and what the page held, when its heading came into the document.
        type AtHeading = { __atHeading?: { built: number; elements: number; bands: number } };
        await d.run((h1: string) => {
          const w = window as unknown as AtHeading & { __built: number };
          const observer = new MutationObserver(() => {
            if (document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() !== h1) return;
            observer.disconnect();
            w.__atHeading = {
              built: w.__built,
              elements: document.querySelectorAll('main *').length,
              bands: document.querySelectorAll('main section:not([aria-busy])').length,
            };
          });
          observer.observe(document, { childList: true, subtree: true });
        }, prerenderedH1('/about'));
        await d.click('footer a[href="/about"]');
        await waitFor('the next page', async () => (await h1Text(d)) === prerenderedH1('/about'));
        const shown = await d.run(() => (window as unknown as AtHeading).__atHeading);
        expect(shown, 'the heading came into the document').toBeDefined();
        expect(shown!.built - atTap, 'elements built by the tap').toBeLessThan(10);
        expect(atTap, 'every element of the first screen built before the tap').toBeGreaterThanOrEqual(shown!.elements);
        expect(await d.run(() => document.querySelectorAll('main').length)).toBe(1);
        // Its bands come after its first screen, as on any page change.
        await waitFor('its bands', () => d.run(() => !document.querySelector('main section[aria-busy]')));
        await waitFor('its title', () => d.run(() => document.title !== (window as unknown as Count).__title));
        await noErrors('a page rendered ahead');
      },
    );

    // ------------------------------------------------------------------ 5. forms
    describe('forms', () => {
      const invalid = (sel: string) =>
        d.run((s: string) => document.querySelector(s)?.getAttribute('aria-invalid'), sel);

      // One journey per form kind (src/config/form-kinds.ts): a new kind fails the typecheck here
      // until it has its journey.
      const formJourneys = {
        contact: () => {
          journey('contact: validation messages, then a message sent online', async () => {
            await open(d, at('/'));
            await enhanceContactForm();
            await submitContact();
            for (const m of [
              vm.nameRequired,
              vm.emailRequired,
              vm.companyRequired,
              vm.interestRequired,
              vm.messageRequired,
            ]) {
              await waitForText(d, m);
            }
            await waitForText(d, toasts.validation.title);
            for (const f of ['name', 'email', 'company', 'interest', 'message']) {
              expect(await invalid(`#contact-${f}`), f).toBe('true');
            }
            // A reload while a toast shows must still bring the page to life (Firefox then records
            // no paint entry: see KNOWN-ENGINE-BUGS.md).
            await submitContact();
            await waitForText(d, toasts.validation.title);
            await d.reload();
            await waitForHydration(d);
            await waitForQuiet(d);
            await enhanceContactForm();

            await fillContact('x'.repeat(19), 'abc');
            await submitContact();
            await waitForText(d, vm.emailInvalid);
            await waitForText(d, vm.messageMin);
            expect(await invalid('#contact-name')).toBe('false');

            const message = marker(`${engine} online contact`);
            await d.fill('#contact-email', 'ada@example.com');
            await d.fill('#contact-message', message);
            await submitContact();
            await waitForText(d, toasts.success.title);
            await waitFor('/thank-you', async () => (await pathOf(d)) === '/thank-you');
            await waitFor('the thank-you heading', async () => (await h1Text(d)) === thankYouPage.title);
            expect(
              (await site.leads()).filter((r) => r.kind === 'contact' && r.fields.message === message),
            ).toHaveLength(1);
            // Sent while the visitor watched: nothing is kept on the device.
            expect((await outbox(d)).filter((r) => r.fields.message === message)).toEqual([]);
            await noErrors('contact form');
          });
        },
        demo: () => {
          journey('demo request (home): the browser check with our message, then a request sent online', async () => {
            await open(d, at('/'));
            // The home page hydrates each section apart: our message comes with the form's own
            // hydration (before it, the engine's own check answers, as without JavaScript).
            await waitFor('the demo form hydrated', () => isHydrated(d, '#demo-email'));
            const posts = origin.forwardedPosts;
            await d.fill('#demo-email', 'not-an-email');
            // The message the browser shows is the field's as its invalid event ends (a listener on
            // the field runs after React's); read later, a change event at the blur may have
            // cleared it for the next try. The log says what the click reached, if it fails.
            type Check = { shown?: string; log: string[] };
            await d.run(() => {
              const record: Check = ((window as unknown as { __check: Check }).__check = { log: [] });
              const field = document.querySelector<HTMLInputElement>('#demo-email')!;
              field.addEventListener('invalid', () => (record.shown ??= field.validationMessage));
              for (const type of ['pointerdown', 'click', 'focusout', 'change', 'invalid', 'submit'])
                document.addEventListener(
                  type,
                  (e) => {
                    const t = e.target as Element;
                    const el = document.querySelector<HTMLInputElement>('#demo-email');
                    record.log.push(
                      `${type} at ${t.id || t.tagName}: ${el === field ? '' : 'new field, '}"${el?.validationMessage}"`,
                    );
                  },
                  true,
                );
            });
            await d.click('#demo form button[type="submit"]');
            const read = () => d.run(() => (window as unknown as { __check: Check }).__check);
            const check = await waitFor('the invalid event', async () => {
              const r = await read();
              return r.shown !== undefined && r;
            }).catch(async (e: Error) => {
              throw new Error(`${e.message}; events: ${(await read()).log.join('; ')}`);
            });
            expect(check.shown, check.log.join('; ')).toBe(vm.demoEmail);
            expect(await d.run(() => document.querySelector<HTMLInputElement>('#demo-email')!.validity.valid)).toBe(
              false,
            );
            await sleep(500);
            expect(origin.forwardedPosts, 'an invalid address is not sent').toBe(posts);

            const email = `demo-${engine}-${Date.now()}@example.com`;
            await d.fill('#demo-email', email);
            await d.click('#demo form button[type="submit"]');
            await waitForText(d, toasts.demo.title);
            expect(await d.run(() => document.querySelector<HTMLInputElement>('#demo-email')!.value)).toBe('');
            expect(origin.forwardedPosts).toBe(posts + 1);
            expect((await site.leads()).filter((r) => r.kind === 'demo' && r.email === email)).toHaveLength(1);
            expect((await outbox(d)).filter((r) => r.fields.email === email)).toEqual([]);
            await noErrors('demo form');
          });
        },
        newsletter: () => {
          journey('newsletter (/resources): the browser check, then a sign-up sent online', async () => {
            await open(d, at('/resources'));
            const input = '#newsletter input[type="email"]';
            const posts = origin.forwardedPosts;
            for (const value of ['', 'not-an-email']) {
              await d.fill(input, value);
              await d.click('#newsletter form button[type="submit"]');
              const check = await d.run((s: string) => {
                const el = document.querySelector<HTMLInputElement>(s)!;
                return { valid: el.validity.valid, message: el.validationMessage };
              }, input);
              expect(check.valid, `"${value}" is refused`).toBe(false);
              expect(check.message, `"${value}" gets a message`).not.toBe('');
            }
            await sleep(500);
            expect(origin.forwardedPosts, 'nothing invalid is sent').toBe(posts);

            const email = `news-${engine}-${Date.now()}@example.com`;
            await d.fill(input, email);
            await d.click('#newsletter form button[type="submit"]');
            await waitForText(d, resourcesPage.newsletter.success.title);
            expect(origin.forwardedPosts).toBe(posts + 1);
            expect((await site.leads()).filter((r) => r.kind === 'newsletter' && r.email === email)).toHaveLength(1);
            expect((await outbox(d)).filter((r) => r.fields.email === email)).toEqual([]);
            await noErrors('newsletter form');
          });
        },
        application: () => {
          journey('job application (/careers): validation messages, then an application sent online', async () => {
            await open(d, at(paths.careers));
            await d.click('#application-name');
            await waitFor('the enhanced application form', () =>
              d.run(() => !!document.querySelector('#apply form[novalidate]')),
            );
            const submit = () => d.click('#apply form button[type="submit"]');
            const am = applicationValidationMessages;
            await submit();
            for (const m of [am.nameRequired, am.emailRequired, am.messageRequired]) await waitForText(d, m);
            await waitForText(d, applicationFormCopy.toasts.validation.title);
            for (const f of ['name', 'email', 'message']) {
              expect(await invalid(`#application-${f}`), f).toBe('true');
            }

            const message = marker(`${engine} online application`).padEnd(APPLICATION_MESSAGE_MIN_LENGTH, '.');
            const role = jobs[0]!.slug;
            await d.fill('#application-name', 'Grace Hopper');
            await d.fill('#application-message', message);
            // A half-typed application survives a reload (its draft), then is completed.
            await waitForText(d, draftCopy.saved);
            await d.reload();
            await waitForHydration(d);
            await waitFor('the draft restored after a reload', () =>
              d.run(
                (m: string) =>
                  (document.querySelector('#application-message') as HTMLTextAreaElement | null)?.value === m &&
                  (document.querySelector('#application-name') as HTMLInputElement | null)?.value === 'Grace Hopper',
                message,
              ),
            );
            await d.click('#application-email');
            await d.fill('#application-email', 'grace@example.com');
            await choose(d, '#application-role', role);

            // A program named like a résumé is refused, with the reason on the field.
            await attachFile('#application-resume', 'resume.pdf', 'program', 8 * 1024);
            await submit();
            await waitForText(d, fileErrors.contentMismatch('resume.pdf', fileErrors.executable), 20_000);
            expect(await invalid('#application-resume')).toBe('true');
            expect((await site.leads()).filter((r) => r.fields.message === message)).toEqual([]);

            // A real résumé (1.5 MB: two upload chunks) goes through, byte for byte.
            const sha256 = await attachFile('#application-resume', 'grace-hopper.pdf', 'pdf', 1536 * 1024);
            await submit();
            await waitForText(d, applicationFormCopy.toasts.success.title, 30_000);
            await waitFor(
              '/thank-you?form=application',
              async () => (await pathOf(d)) === '/thank-you?form=application',
            );
            await waitFor(
              'the thank-you heading',
              async () => (await h1Text(d)) === thankYouVariants.application.title,
            );
            const rows = (await site.leads()).filter((r) => r.kind === 'application' && r.fields.message === message);
            expect(rows).toHaveLength(1);
            expect(rows[0]!.fields).toMatchObject({ role });
            const files = (rows[0] as unknown as { attachments: { id: string; filename: string; sha256: string }[] })
              .attachments;
            expect(files.map((f) => [f.filename, f.sha256])).toEqual([['grace-hopper.pdf', sha256]]);
            expect(
              createHash('sha256')
                .update(await site.attachment(files[0]!.id))
                .digest('hex'),
            ).toBe(sha256);
            expect((await outbox(d)).filter((r) => r.fields.message === message)).toEqual([]);
            // Sent: the draft is gone.
            expect(await d.run(() => !!document.querySelector('#application-message'))).toBe(false);
            await noErrors('application form');
          });
        },
        webinar: () => {
          journey(
            'webinar registration (an upcoming webinar): validation messages, then a registration sent online',
            async () => {
              // The page of a webinar open for registration, found in the build.
              const route = pageRoutes.find((r) => prerenderedHtml(r).includes('id="webinar-name"'));
              expect(route, 'a prerendered page with the webinar registration form').toBeDefined();
              await open(d, at(route!));
              await d.click('#webinar-name');
              await waitFor('the enhanced registration form', () =>
                d.run(() => !!document.querySelector('#register form[novalidate]')),
              );
              const submit = () => d.click('#register form button[type="submit"]');
              const wm = webinarValidationMessages;
              await submit();
              for (const m of [wm.nameRequired, wm.emailRequired, wm.organizationRequired]) await waitForText(d, m);
              await waitForText(d, webinarFormCopy.toasts.validation.title);
              for (const f of ['name', 'email', 'organization']) {
                expect(await invalid(`#webinar-${f}`), f).toBe('true');
              }

              const email = `webinar-${engine}-${Date.now()}@agency.example.gov`;
              await d.fill('#webinar-name', 'Katherine Johnson');
              await d.fill('#webinar-email', email);
              await d.fill('#webinar-organization', 'Flight Research Agency');
              await submit();
              await waitFor('/thank-you?form=webinar', async () => (await pathOf(d)) === '/thank-you?form=webinar');
              await waitFor('the thank-you heading', async () => (await h1Text(d)) === thankYouVariants.webinar.title);
              expect((await site.leads()).filter((r) => r.kind === 'webinar' && r.email === email)).toHaveLength(1);
              expect((await outbox(d)).filter((r) => r.fields.email === email)).toEqual([]);
              await noErrors('webinar form');
            },
          );
        },
        booking: () => {
          journey('booking a call: a free day and time picked, the details given, the call booked once', async () => {
            await site.addAccount(`host-${engine}-${Date.now()}@example.com`);
            await open(d, at(paths.book));
            await d.click('#book button');
            await waitFor('the free times', () =>
              d.run(() => !!document.querySelector('[role="grid"] button:not([aria-disabled="true"])')),
            );
            await d.click('[role="grid"] button:not([aria-disabled="true"])');
            await waitFor('the times of that day', () =>
              d.run(() => !!document.querySelector('ul[aria-labelledby] button')),
            );
            const spoken = await d.run(() =>
              document.querySelector('ul[aria-labelledby] button')!.getAttribute('aria-label'),
            );
            expect(spoken).toMatch(/^\d{1,2}:\d{2} [AP]M .+ Time$/);
            await d.click('ul[aria-labelledby] button');
            await waitForText(d, 'We are holding this time for you until');
            const email = `booking-${engine}-${Date.now()}@agency.example.gov`;
            await d.fill('#booking-name', 'Mary Jackson');
            await d.fill('#booking-email', email);
            await d.fill('#booking-company', 'Langley Research Agency');
            await d.run(() => {
              const select = document.querySelector<HTMLSelectElement>('#booking-interest')!;
              select.value = 'cloud-migration';
              select.dispatchEvent(new Event('change', { bubbles: true }));
            });
            await d.click('#book form button[type="submit"]');
            await waitForText(d, bookingCopy.booked.heading, 20_000);
            const rows = (await site.leads()).filter((r) => r.kind === 'booking' && r.email === email);
            expect(rows).toHaveLength(1);
            expect(rows[0]!.fields).toMatchObject({ callKind: 'consultation', interest: 'cloud-migration' });
            await noErrors('booking a call');
          });
        },
      } satisfies Record<FormKind, () => void>;
      for (const kind of formKindNames) formJourneys[kind]();
    });

    // ------------------------------------------------------------------ 6. menu, carousel, update
    journey('the mobile menu opens, lists the links and closes when one is chosen', async () => {
      await d.resize(390, 844);
      try {
        await open(d, at('/about'));
        const width = await d.run(() => innerWidth);
        expect(width, 'narrower than the lg breakpoint').toBeLessThan(1024);
        const toggle = `header button[aria-label="${a11yLabels.menuToggle}"]`;
        // The links sit in a popover the button opens (plain HTML); the app mirrors its state.
        const state = () =>
          d.run((s: string) => {
            const b = document.querySelector(s)!;
            const menu = document.getElementById(b.getAttribute('popovertarget')!)!;
            return {
              buttonShown: getComputedStyle(b).display !== 'none',
              expanded: b.getAttribute('aria-expanded'),
              menuShown: menu.matches(':popover-open') && menu.getBoundingClientRect().height > 0,
              links: [...menu.querySelectorAll('a')].map((a) => a.textContent?.trim()),
            };
          }, toggle);
        const closed = await state();
        expect(closed).toMatchObject({ buttonShown: true, menuShown: false });
        expect(closed.expanded).not.toBe('true');
        await d.click(toggle);
        await waitFor('the menu to open', async () => (await state()).menuShown);
        const opened = await state();
        expect(opened.expanded).toBe('true');
        expect(opened.links).toEqual(expect.arrayContaining(headerLinks.map((l) => l.label)));
        const target = headerLinks.find((l) => l.href !== '/about')!.href;
        await d.click(`header nav[popover] a[href="${target}"]`);
        await waitFor(target, async () => (await pathOf(d)) === target);
        await waitFor('the menu to close', async () => (await state()).expanded === 'false');
        expect((await state()).menuShown).toBe(false);
        await noErrors('mobile menu');
      } finally {
        await d.resize(1280, 800);
      }
    });

    journey('the mobile menu opened before the app loads stays open once it has', async () => {
      await d.resize(390, 844);
      // The app's code is held back, so the tap lands on the plain HTML page.
      const release = origin.holdScripts(/\/assets\/(hydrate|app|react)-[\w-]+\.js$/);
      try {
        await d.goto(at('/about'));
        const toggle = `header button[aria-label="${a11yLabels.menuToggle}"]`;
        const menuOpen = () => d.run(() => !!document.querySelector('header nav[popover]')?.matches(':popover-open'));
        await d.click(toggle);
        expect(await menuOpen(), 'opened at first paint (plain HTML)').toBe(true);
        expect(await isHydrated(d), 'before the app').toBe(false);
        release();
        await waitForHydration(d);
        await sleep(500);
        expect(await menuOpen(), 'still open after hydration').toBe(true);
        expect(await d.run((s: string) => document.querySelector(s)?.getAttribute('aria-expanded'), toggle)).toBe(
          'true',
        );
        await noErrors('menu opened before the app');
      } finally {
        release();
        await d.resize(1280, 800);
      }
    });

    journey('"Get Started" tapped before the full stylesheet has come lands on the contact section', async () => {
      await d.resize(390, 844);
      // Below the first screen has no box, or an estimated height, until the stylesheet applies.
      const release = origin.holdScripts(/\/assets\/style-[\w-]+\.css$/);
      try {
        // (Not to the load event, which the held stylesheet holds where the engine waits for it.)
        await d.goto(at('/'), { until: 'domcontentloaded' });
        expect(await d.run((mark: string) => !!document.querySelector(mark), FIRST_SCREEN_MARK), 'still unstyled').toBe(
          true,
        );
        await d.click('main a[href="#contact"]');
        release();
        await waitFor('the contact section at the top of the screen', () =>
          d.run(() => {
            const top = document.getElementById('contact')!.getBoundingClientRect().top;
            return location.hash === '#contact' && scrollY > 1000 && top > -2 && top < 120;
          }),
        );
        await noErrors('"Get Started" before the stylesheet');
      } finally {
        release();
        await d.resize(1280, 800);
      }
    });

    /**
     * The home page scrolled to its contact section and reloaded: once `reloaded` has seen the page
     * back, the section must be where it was (within 40 px).
     */
    async function reloadLandsAtContact(reloaded: () => Promise<unknown>) {
      const contactTop = () => d.run(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top));
      const before = await d.run(() => {
        document.getElementById('contact')!.scrollIntoView({ block: 'start', behavior: 'instant' });
        return { y: scrollY, top: Math.round(document.getElementById('contact')!.getBoundingClientRect().top) };
      });
      expect(before.y, 'scrolled down to the contact section').toBeGreaterThan(2000);
      await d.reload();
      await reloaded();
      // (The browser may restore the scroll a moment after the load: given that moment.)
      const after = await waitFor(
        'the contact section where it was',
        async () => {
          const top = await contactTop();
          return Math.abs(top - before.top) <= 40 ? top : undefined;
        },
        { timeout: 3000 },
      ).catch(async () => contactTop());
      expect(
        Math.abs(after - before.top),
        `the contact section's top moved from ${before.top} px to ${after} px`,
      ).toBeLessThanOrEqual(40);
    }

    // A reload, where the browser puts the scroll back: against the parts' estimated heights it would
    // land thousands of pixels short, so the page asks for the stylesheet at once and shows every part
    // when it has loaded (src/boot/pre-app.ts). Here the page the network serves (the worker's script
    // is held, so no offline copy answers), in engines that do not know `blocking="render"`: without
    // that handling it landed 6,466 px off in Firefox and 5,968 in WebKit, where Chromium landed right
    // (its own test reloads the offline copy).
    journey('the home page reloaded below its first screen lands where the visitor was', async () => {
      await d.resize(390, 844);
      const release = origin.holdScripts(/^\/sw\.js$/);
      try {
        const allShown = () => d.run((mark: string) => !document.querySelector(mark), FIRST_SCREEN_MARK);
        // (Loaded and quiet first: a load the reload cuts off is reported as failed.)
        await open(d, at('/'));
        await waitFor('the parts below the first screen', allShown);
        await reloadLandsAtContact(() => waitFor('the parts below the first screen after the reload', allShown));
        release();
        await noErrors('a reload below the first screen');
      } finally {
        release();
        await d.resize(1280, 800);
      }
    });

    // The home page's offline copy links its stylesheet and marks the parts below its first screen as
    // the page the network serves does: the page's script renders them (a part per frame, or all at
    // once 3 s at most after its paint), then the mark goes; a reload shows them all before its paint
    // (src/boot/pre-app.ts). Offline, in every engine, the end state: no part below left unrendered,
    // and a reload scrolled down lands where the visitor was. (Chromium's tests also hold the frames
    // the parts come in: tests/e2e/first-paint.spec.ts.)
    journey(
      'the home page opened offline, from its offline copy, renders every part below its first screen, and a reload there lands where the visitor was',
      async () => {
        await d.resize(390, 844);
        try {
          // (Another page first: the home page's visit is then a navigation, not a reload.)
          await open(d, at('/about'));
          await waitForServiceWorker(d);
          await waitFor('the page to say it works offline', () =>
            d.run(() => document.documentElement.dataset.offline === 'ready'),
          );
          await noErrors('/about online');
          await site.stop();
          // The copy the worker served names no stylesheet for its script to add (it links it).
          const visit = () =>
            d.run(() => {
              const script = document.querySelector('script[data-first-screen]');
              const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
              return { offlineCopy: !!script && !script.hasAttribute('data-css'), type: nav?.type };
            });
          /** The mark gone, and every part with no style of the script's left, a box and its content rendered. */
          const everyPartRendered = () =>
            d
              .run(
                (mark: string, selector: string) => {
                  const parts = [...document.querySelectorAll<HTMLElement>(selector)];
                  const hidden = parts.filter((el) => {
                    const style = getComputedStyle(el);
                    return (
                      el.hasAttribute('style') ||
                      style.visibility !== 'visible' ||
                      // ('' where the engine has no content-visibility: nothing skipped then.)
                      !['', 'visible'].includes(style.getPropertyValue('content-visibility')) ||
                      !el.getClientRects().length
                    );
                  });
                  return !document.querySelector(mark) && parts.length > 3 && !hidden.length
                    ? parts.length
                    : `${parts.length} parts, ${hidden.length} not rendered${document.querySelector(mark) ? ', marked' : ''}`;
                },
                FIRST_SCREEN_MARK,
                BELOW_FIRST_SCREEN_PARTS,
              )
              .then((v) => (typeof v === 'number' ? v : Promise.reject(new Error(v))));
          await d.goto(at('/'));
          expect(await visit(), 'a visit to the offline copy').toEqual({ offlineCopy: true, type: 'navigate' });
          await waitFor('every part below the first screen rendered', everyPartRendered);
          await noErrors('/ from the offline copy');
          // The visitor scrolls past the contact section's images (lazy) to its top, and they have
          // come: a load the reload cut off, Firefox reports to the page reloaded.
          const images = await d.run(() => document.querySelectorAll('#contact img').length);
          expect(images, "the contact section's images").toBeGreaterThan(0);
          for (let i = 0; i < images; i++)
            await waitFor(`the contact section's image ${i + 1} of ${images}`, () =>
              d.run((n: number) => {
                const img = document.querySelectorAll<HTMLImageElement>('#contact img')[n]!;
                img.scrollIntoView({ block: 'center', behavior: 'instant' });
                return img.complete;
              }, i),
            );
          await reloadLandsAtContact(async () => {
            expect(await visit(), 'the offline copy reloaded').toEqual({ offlineCopy: true, type: 'reload' });
            await waitFor('every part below the first screen rendered after the reload', everyPartRendered);
          });
          await noErrors('the offline copy reloaded below its first screen');
        } finally {
          await d.resize(1280, 800);
        }
      },
    );

    journey('the hero carousel pauses and plays with its button', async () => {
      await open(d, at('/'));
      const button = (label: string) => `section[aria-roledescription="carousel"] button[aria-label="${label}"]`;
      const current = () =>
        d.run(() =>
          document.querySelector('[aria-current="true"][aria-label^="Go to slide"]')?.getAttribute('aria-label'),
        );
      const exists = (sel: string) => d.run((s: string) => !!document.querySelector(s), sel);
      // Rotation also stops while the pointer or focus is in the hero: click outside it.
      const leaveHero = () => d.click('#stats h2');

      expect(await exists(button(heroCopy.pause)), 'playing at first').toBe(true);
      await d.click(button(heroCopy.pause));
      expect(await exists(button(heroCopy.play))).toBe(true);
      await leaveHero();
      const paused = await current();
      await sleep(7_000); // longer than one rotation (6 s)
      expect(await current(), 'no slide change while paused').toBe(paused);

      await d.click(button(heroCopy.play));
      expect(await exists(button(heroCopy.pause))).toBe(true);
      await leaveHero();
      await waitFor('the next slide', async () => (await current()) !== paused, { timeout: 9_000 });
      await noErrors('carousel');
    });

    journey('a new deploy (build B) shows the update prompt; Reload activates it with the outbox intact', async () => {
      const b = makeBuildB();
      try {
        await contactPageReady();
        await site.stop();
        const record = await submitQueued(marker(`${engine} update flow`), 'unreachable');
        // It must wait through the whole update, however long that takes here.
        await holdBackoff(record);
        await site.start({ distDir: b.dir });
        // A navigation makes the page look for a new worker.
        await d.click(`header nav[aria-label="${a11yLabels.mainNav}"] a[href="/about"]`);
        await waitFor('/about', async () => (await pathOf(d)) === '/about');
        await waitForText(d, updatePrompt.title, 30_000);
        const aboutViaWorker = () => d.run(() => fetch('/about').then((r) => r.text()));
        expect(await aboutViaWorker(), 'build A answers until the visitor chooses').not.toContain(BUILD_B_MARKER);

        await d.run((label: string) => {
          // The prompt's Reload button, tagged so the driver can click it by selector.
          const button = [...document.querySelectorAll('[role="status"] button')].find((e) => e.textContent === label);
          button?.setAttribute('data-engine-target', 'reload');
        }, updatePrompt.reload);
        await d.click('[data-engine-target="reload"]');
        await waitFor('build B', () => d.run(() => !!document.querySelector('meta[name="x-build"]')), {
          timeout: 20_000,
        });
        await waitForHydration(d);
        expect(await aboutViaWorker()).toContain(BUILD_B_MARKER);
        expect(await shows(d, updatePrompt.title)).toBe(false);
        const names = Object.keys(await cachedUrls(d));
        expect(names, "build A's copy is gone").not.toContain(b.oldCache);
        expect(names, "build B's copy is cached").toContain(b.newCache);

        // The outbox survived the update, and build B's page delivers it once its backoff ends.
        expect((await outbox(d)).find((r) => r.id === record.id)?.status).toBe('pending');
        await releaseBackoff(record);
        await expectDeliveredOnce(record, 10_000);
        await noErrors('update flow');
      } finally {
        await site.start();
      }
    });
  });
}
