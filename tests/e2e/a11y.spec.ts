// Every page and the 404 page at phone and desktop widths, in one page load each: it hydrates with
// no console error or hydration warning, its one h1 equal to the server's, and axe-core (WCAG
// 2.0/2.1/2.2 A and AA) finds nothing at either width. Plus a keyboard-only journey from the skip link to the
// contact form.
import { contactFormCopy } from '@/content/forms';
import { FIRST_SCREEN_MARK } from '../support/first-screen-mark';
import { scan } from './axe';
import {
  documentNotFoundLog,
  expect,
  hydrationPattern,
  normalize,
  rawH1s,
  routes,
  settle,
  test,
  waitForHydration,
} from './fixtures';

// The offline copy is not what these check, and every first visit would store it (the worker has
// its own tests).
test.use({ serviceWorkers: 'block' });

// Phone first, as loaded there; then the same page at the desktop's width (a resize re-lays it out
// with the same CSS, one load and one hydration fewer).
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

test.describe('axe at 390 and 1280 px', () => {
  test.use({ viewport: widths[0] });
  for (const route of [...routes, '/no-such-page']) {
    test(`${route} hydrates cleanly and has no WCAG A/AA violations`, async ({ page, request, consoleGuard }) => {
      if (route === '/no-such-page') consoleGuard.allow(documentNotFoundLog);
      const serverH1 = rawH1s(await (await request.get(route)).text())[0];
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await settle(page);

      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      // Whitespace-insensitive: a <br> in the h1 is a space in the raw text but nothing in textContent.
      const squash = (s: string | null | undefined) => normalize(s ?? '').replace(/\s/g, '');
      expect(squash(await h1.textContent()), 'the h1 after hydration is the server h1').toBe(squash(serverH1));
      expect(await page.title(), 'the document title survives hydration').not.toBe('');
      // React's hydration reports by name (the guard fails on any console error too).
      expect(consoleGuard.messages.filter((m) => hydrationPattern.test(m))).toEqual([]);

      for (const size of widths) {
        await page.setViewportSize(size);
        await settle(page);
        const violations = await scan(page);
        expect(
          violations,
          `axe violations on ${route} at ${size.width}px:\n${JSON.stringify(violations, null, 2)}`,
        ).toEqual([]);
      }
    });
  }
});

test('keyboard only: skip link, then Tab into the contact form and type', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // Every part below the first screen rendered first: this journey holds the keyboard path, not
  // its timing (first-paint.spec.ts presses Tab from the first paint).
  await expect(page.locator(FIRST_SCREEN_MARK)).toHaveCount(0);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  const box = await skip.boundingBox();
  expect(box && box.width > 1 && box.height > 1, 'the focused skip link is visible on screen').toBe(true);

  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('main')), { message: 'focus moves into <main>' })
    .toBe(true);

  const form = page.locator('#contact form').first();
  const name = form.getByRole('textbox', { name: contactFormCopy.labels.name });
  let reached = false;
  for (let i = 0; i < 200; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.closest('#contact form') ? (el.labels?.[0]?.textContent ?? '').replace(/\*/g, '').trim() : null;
    });
    if (focused === contactFormCopy.labels.name) {
      reached = true;
      break;
    }
    await page.keyboard.press('Tab');
  }
  expect(reached, 'the contact form Name field is reachable with Tab within 200 presses').toBe(true);

  await expect(name).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(form.getByRole('textbox', { name: contactFormCopy.labels.email })).toHaveValue('ada@example.com');
  await expect(form.getByRole('textbox', { name: contactFormCopy.labels.email })).toBeFocused();
});

test('the scan reports what it should: an image with no alt and unreadable text planted on /', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'afterbegin',
      '<img src="/favicon.svg" width="10" height="10"><p style="color:#eee;background:#fff">faint words</p>',
    );
  });
  const ids = (await scan(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});
