// Shared fixtures and helpers for the end-to-end suite.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { jobs } from '../../src/content/jobs.ts';
import { resources } from '../../src/content/resources.ts';

/** The spec's six solution detail slugs (section 2). */
export const solutionSlugs = [
  'contact-center-modernization',
  'amazon-connect-ai',
  'cloud-migration',
  'ai-data-analytics',
  'custom-development',
  'it-staffing',
] as const;

/** Every page route the site serves with status 200 (the issue "The whole site"). */
export const routes: readonly string[] = [
  '/',
  '/solutions',
  ...solutionSlugs.map((s) => `/solutions/${s}`),
  '/case-studies',
  '/industries',
  '/about',
  '/resources',
  ...resources.map((r) => `/resources/${r.id}`),
  '/careers',
  ...jobs.map((j) => `/careers/${j.slug}`),
  '/capabilities',
  '/contact',
  '/book',
  '/privacy',
  '/terms',
  '/accessibility',
  '/thank-you',
  '/book/manage',
];

/** Routes that must be in the sitemap (all but the thank-you page and a booking's own page). */
export const sitemapRoutes = routes.filter((r) => r !== '/thank-you' && r !== '/book/manage');

/** h1 texts the spec states verbatim (section 2). Other pages' h1 come from their content. */
export const specH1: Readonly<Record<string, string>> = {
  '/solutions': 'Solutions That Transform',
  '/case-studies': 'Project Capabilities',
  '/industries': 'Industries We Serve',
  '/thank-you': 'Thank You!',
};

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = "Sorry, the page you're looking for doesn't exist or has been moved.";
export const SOLUTION_NOT_FOUND = 'Solution Not Found';

/** Hero slides from the spec (section 2): title and where "Learn More" points. */
export const slides = [
  { title: 'Modernizing Customer Experience with Amazon Connect', learnMore: '/solutions/amazon-connect' },
  { title: 'AI & Data Analytics that Drive Decisions', learnMore: '/solutions/ai-data-analytics' },
  { title: 'Cloud Migration & Modernization', learnMore: '/solutions/cloud-migration' },
  { title: 'Custom Development & Integration', learnMore: '/solutions/custom-dev' },
  { title: 'IT Staffing You Can Trust', learnMore: '/solutions/it-staffing' },
] as const;

// ---------------------------------------------------------------- raw HTML helpers

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return entities[e.toLowerCase()] ?? m;
  });
}

/** Visible-ish text of an HTML fragment: tags and comments removed, entities decoded, spaces collapsed. */
export function htmlText(fragment: string): string {
  return normalize(decodeEntities(fragment.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')));
}

export const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The h1 elements of a raw HTML document, as text. */
export function rawH1s(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => htmlText(m[1] ?? ''));
}

export function rawHead(html: string): string {
  return /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
}

/** Value of an attribute in the first tag matching `tagPattern` (e.g. /<meta[^>]+name="description"[^>]*>/). */
export function attrOf(html: string, tagPattern: RegExp, attr: string): string | undefined {
  const tag = tagPattern.exec(html)?.[0];
  if (!tag) return undefined;
  const v = new RegExp(`\\s${attr}="([^"]*)"`, 'i').exec(tag)?.[1];
  return v === undefined ? undefined : decodeEntities(v);
}

// ---------------------------------------------------------------- browser helpers

/** Waits until React has hydrated the server HTML (DOM nodes carry React's fiber keys). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const isHydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
      return isHydrated(document.querySelector('main h1')) && isHydrated(document.querySelector('footer'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** goto + wait for hydration. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits for web fonts and two animation frames so layout has settled. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  });
}

// ---------------------------------------------------------------- console guard

export interface ConsoleGuard {
  /** Messages collected so far (console errors and uncaught page errors). */
  readonly messages: string[];
  /** Ignores messages matching the pattern for the rest of the test. */
  allow(pattern: RegExp): void;
  /**
   * Holds the pages of a context the same way, where the guard cannot see it opened: one of a
   * browser the test launched itself (a visitor's Chromium, whose back/forward cache is on). Call it
   * before the context loads a page.
   */
  watch(context: BrowserContext): Promise<void>;
}

/**
 * Headers for an API call that must not reuse a kept-alive connection. The server closes one left
 * idle for 6 s (Node's keepAliveTimeout plus its buffer); a call sent on it in the moment before
 * the client reads that close is reset ("read ECONNRESET"). Browsers send such a request again;
 * Playwright's client does not.
 */
export const ownConnection = { connection: 'close' } as const;

/**
 * Every test fails if the page logs a console error or throws (hydration mismatches included),
 * unless the test allows that message explicitly.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // The test's API client opens a connection per call (see ownConnection).
  request: async ({ playwright, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({
      extraHTTPHeaders: { ...extraHTTPHeaders, ...ownConnection },
    });
    await use(request);
    await request.dispose();
  },
  consoleGuard: [
    // (The test's page is made first, and held with its context.)
    async ({ page: _page, context, browser }, use) => {
      const messages: string[] = [];
      // E2E_ALLOW_CONSOLE: a regex of known messages to tolerate while triaging (never set in CI).
      const allowed: RegExp[] = process.env.E2E_ALLOW_CONSOLE ? [new RegExp(process.env.E2E_ALLOW_CONSOLE)] : [];
      const watch = (p: Page) => {
        p.on('console', (msg) => {
          if (msg.type() !== 'error') return;
          const loc = msg.location();
          messages.push(`console.error: ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
        });
        p.on('pageerror', (err) => messages.push(`pageerror: ${err.message} (${p.url()})`));
      };
      // Any CSP violation fails the test too, whatever the browser logs for it.
      const reportViolations = () =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
      // (Each context once; a page it already has is watched too, though only documents it loads
      // from now on report CSP violations.)
      const held = new WeakSet<BrowserContext>();
      const hold = async (c: BrowserContext) => {
        if (held.has(c)) return;
        held.add(c);
        c.pages().forEach(watch);
        c.on('page', watch);
        await c.addInitScript(reportViolations);
      };
      // The test's page, and any more its context opens (a phone).
      await hold(context);
      // The pages of contexts the test opens itself (a slow phone, a second visitor, an offline
      // visit) are held the same way.
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        await hold(context);
        return context;
      };
      const guard: ConsoleGuard = { messages, allow: (p) => void allowed.push(p), watch: hold };
      try {
        await use(guard);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = messages.filter((m) => !allowed.some((p) => p.test(m)));
      expect(unexpected, `console errors / page errors in the test's pages:\n${unexpected.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The browser's log of a failed request (an error status or a network error) to a URL whose path
 * starts with one of these: expected where a test takes the network, the server or a file away.
 */
export function failedLoad(...paths: string[]): RegExp {
  const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^console\\.error: Failed to load resource: .* \\(https?://[^/]+(?:${escaped.join('|')})`);
}

/** The browser logs the 404 status of the document itself as a console error; that one is expected. */
export const documentNotFoundLog = /Failed to load resource: the server responded with a status of 404/;

/** Messages React logs for hydration mismatches (React 19). */
export const hydrationPattern = /Hydration failed|did not match|hydrat|recoverable/i;
