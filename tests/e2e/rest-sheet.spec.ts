// After its first paint a page adds only the rules it does not carry inline: its rest sheet
// (build/rest-css.ts). Inline rules then come first in the cascade, so a split done wrong shows as
// an element styled differently from the full stylesheet. This styles every route both ways, side
// by side (the rest sheet's request answered with the full stylesheet), and compares every
// element's computed style: on the page, and on the pages the app shows after it, which keep the
// first page's inline rules.
import type { APIResponse, Browser, Page } from '@playwright/test';
import { expect, routes, test } from './fixtures';

const REST = /\/assets\/style-rest-[^/]+\.css$/;

/** Two tabs: one as a visitor gets the page, one with the full stylesheet in place of the rest. */
async function sideBySide(browser: Browser, width: number) {
  const open = async (full: boolean) => {
    // No worker (it would serve the offline copy's pages, which link the full sheet), no motion
    // (the carousel holds still, transitions end at once).
    const context = await browser.newContext({
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      viewport: { width, height: 844 },
    });
    const page = await context.newPage();
    const sheets = { rest: 0 };
    let fullSheet: Promise<APIResponse> | undefined;
    await page.route(REST, async (route) => {
      sheets.rest++;
      if (!full) return route.continue();
      fullSheet ??= context.request.get(route.request().url()).then(async () => {
        // (The same full sheet for every page: the one a page without JavaScript links.)
        const html = await (await context.request.get(new URL('/', route.request().url()).href)).text();
        const href = html.match(/<noscript><link rel="stylesheet" href="([^"]+)">/)![1]!;
        return context.request.get(new URL(href, route.request().url()).href);
      });
      return route.fulfill({ response: await fullSheet });
    });
    return { page, sheets, close: () => context.close() };
  };
  return Promise.all([open(false), open(true)]);
}

/** Once the page has its stylesheet and has rendered every part: each element's computed style, hashed. */
async function styles(page: Page) {
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-first-screen') &&
      [...document.styleSheets].some((s) => s.href?.includes('/assets/style-')),
  );
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    // (Focus moved to the new page's heading shows a ring or not by the browser's own heuristics.)
    (document.activeElement as HTMLElement | null)?.blur();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${el.getAttribute('class')!.trim().split(/\s+/).join('.')}` : ''}`;
    const path = (el: Element): string =>
      el.parentElement ? `${path(el.parentElement)}>${[...el.parentElement.children].indexOf(el)}` : '';
    const out: { at: string; el: string; style: string }[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const style: string[] = [];
      const field = el.matches('input, textarea');
      for (const pseudo of [null, '::before', '::after', ...(field ? ['::placeholder'] : [])]) {
        const cs = getComputedStyle(el, pseudo);
        if (pseudo && pseudo !== '::placeholder' && /^(none|normal)$/.test(cs.content)) continue;
        for (let i = 0; i < cs.length; i++) style.push(`${pseudo ?? ''}${cs[i]}:${cs.getPropertyValue(cs[i]!)}`);
      }
      // (Sorted: custom properties are listed in the order they were declared, which the split changes.)
      out.push({ at: `${path(el)} ${name(el)}`, el: name(el), style: style.sort().join(';') });
    }
    return out;
  });
}

/** What differs between the two tabs: elements only one has, then styles. */
function differences(a: Awaited<ReturnType<typeof styles>>, b: Awaited<ReturnType<typeof styles>>) {
  const theirs = new Map(b.map((e) => [e.at, e.style]));
  const mine = new Set(a.map((e) => e.at));
  const onlyOne = [...a.filter((e) => !theirs.has(e.at)), ...b.filter((e) => !mine.has(e.at))];
  if (onlyOne.length) return onlyOne.slice(0, 6).map((e) => `in one tab only: ${e.at}`);
  const differ: string[] = [];
  for (const e of a) {
    if (e.style === theirs.get(e.at)) continue;
    const other = new Set(theirs.get(e.at)!.split(';'));
    differ.push(
      `${e.el}: ${e.style
        .split(';')
        .filter((d) => !other.has(d))
        .slice(0, 4)
        .join('; ')}`,
    );
  }
  return differ.slice(0, 10);
}

async function expectSameStyles(rest: Page, full: Page, where: string) {
  // A difference that lasts: what the app draws a moment later (a form it loads) or a transition
  // still running is looked at again.
  let found: string[] = [];
  for (let look = 0; look < 4; look++) {
    if (look) await Promise.all([rest.waitForTimeout(1000), full.waitForTimeout(1000)]);
    const [a, b] = await Promise.all([styles(rest), styles(full)]);
    found = differences(a, b);
    if (!found.length) break;
  }
  expect(found, `${where}: computed styles differ from the full stylesheet's`).toEqual([]);
}

/** A page change the app makes itself (the router hears popstate), as a link inside it does. */
async function goInApp(page: Page, to: string) {
  const before = await page.evaluate((path) => {
    const h1 = document.querySelector('main h1')?.textContent;
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
    return h1;
  }, to);
  // (Then the app moves focus to the new heading, after its paint.)
  await page.waitForFunction((h1) => {
    const now = document.querySelector('main h1');
    return now?.textContent && now.textContent !== h1 && document.activeElement === now;
  }, before);
}

for (const width of [390, 1280]) {
  test(`every route at ${width} px: styled by its inline rules and rest sheet as by the full stylesheet`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const [rest, full] = await sideBySide(browser, width);
    try {
      for (const route of routes) {
        await Promise.all([rest.page.goto(route), full.page.goto(route)]);
        await expectSameStyles(rest.page, full.page, route);
      }
      expect(rest.sheets.rest, 'every page added a rest sheet').toBe(routes.length);
      expect(full.sheets.rest).toBe(routes.length);
    } finally {
      await Promise.all([rest.close(), full.close()]);
    }
  });
}

for (const [start, width] of [
  ['/', 1280],
  ['/about', 390],
  ['/resources', 1280],
] as const) {
  test(`from ${start} at ${width} px, every page the app shows next: styled as by the full stylesheet`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const [rest, full] = await sideBySide(browser, width);
    try {
      await Promise.all([rest.page.goto(start), full.page.goto(start)]);
      await Promise.all([styles(rest.page), styles(full.page)]);
      // (The app has started: the next pages are its own.)
      await Promise.all([rest.page.waitForLoadState('networkidle'), full.page.waitForLoadState('networkidle')]);
      for (const route of routes.filter((r) => r !== start)) {
        await Promise.all([goInApp(rest.page, route), goInApp(full.page, route)]);
        await expectSameStyles(rest.page, full.page, `${start} then ${route}`);
      }
    } finally {
      await Promise.all([rest.close(), full.close()]);
    }
  });
}
