// What the app's start costs a slow phone beyond its own code. A renderer's first Intl formatter
// (or toLocale*, localeCompare) starts ICU: at 4x CPU a task of 49-76 ms while the app hydrated a
// page with a date or a salary (docs/performance.md, "First paint"). The pages' own text is
// written out instead, and the page managing a booking asks for the visitor's zone only once it
// offers times to pick from: this holds every page to it, up to the app's first idle moment (the manage page
// opened without its link, as a crawler or a mistyped address would).
import { paths } from '@/config/paths';
import { manageCopy } from '@/content/booking';
import { expect, routes, test, waitForHydration } from './fixtures';

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

for (const route of routes) {
  test(`${route}: the app starts without starting ICU (no Intl formatter, no toLocale*)`, async ({ page }) => {
    await page.addInitScript({ content: WATCH_ICU });
    await page.goto(route);
    await waitForHydration(page);
    // What the app renders after hydration too: the manage page's own part (a chunk loaded once the
    // app runs) shown, anything else lazy loaded (the network quiet), then the page's first idle moment.
    if (route === paths.manageBooking) await expect(page.getByRole('alert')).toHaveText(manageCopy.noToken);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
    expect(await page.evaluate(() => (window as unknown as { __icu: string[] }).__icu)).toEqual([]);
  });
}
