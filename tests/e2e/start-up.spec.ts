// What the app's start costs a slow phone beyond its own code. A renderer's first Intl formatter
// (or toLocale*, localeCompare) starts ICU: at 4x CPU a task of 49-76 ms while the app hydrated a
// page with a date or a salary (docs/performance.md, "Budgets"). The pages' own text is written
// out instead; this holds every page to it, up to the app's first idle moment.
import { expect, routes, test, waitForHydration } from './fixtures';

/** Pages whose own work needs time zones: the booking pages (a call's time where the visitor is). */
const ZONED = new Set(['/book', '/book/manage']);

/** Records each use of Intl, or of what starts it, by name, in the page before anything else runs. */
const WATCH_ICU = `{
  const used = (window.__icu = []);
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const real = Intl[name];
    if (typeof real !== 'function') continue;
    Intl[name] = new Proxy(real, {
      construct: (t, args, nt) => (used.push('Intl.' + name), Reflect.construct(t, args, nt)),
      apply: (t, self, args) => (used.push('Intl.' + name), Reflect.apply(t, self, args)),
    });
  }
  for (const [owner, label, methods] of [
    [Date.prototype, 'Date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [Number.prototype, 'Number', ['toLocaleString']],
    [String.prototype, 'String', ['localeCompare', 'toLocaleUpperCase', 'toLocaleLowerCase']],
  ]) {
    for (const m of methods) {
      const real = owner[m];
      owner[m] = function (...args) {
        used.push(label + '.' + m);
        return real.apply(this, args);
      };
    }
  }
}`;

for (const route of routes.filter((r) => !ZONED.has(r))) {
  test(`${route}: the app starts without starting ICU (no Intl formatter, no toLocale*)`, async ({ page }) => {
    await page.addInitScript({ content: WATCH_ICU });
    await page.goto(route);
    await waitForHydration(page);
    // The effects after hydration too: up to the page's first idle moment.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
    expect(await page.evaluate(() => (window as unknown as { __icu: string[] }).__icu)).toEqual([]);
  });
}
