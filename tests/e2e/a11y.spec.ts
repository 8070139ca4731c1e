// axe-core (WCAG 2.0/2.1/2.2 A and AA) on every page and the 404 page, desktop and phone widths,
// plus a keyboard-only journey from the skip link to the contact form.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contactFormCopy } from '@/content/forms';
import { documentNotFoundLog, expect, routes, settle, test, waitForHydration } from './fixtures';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function scan(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 10).map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' | '),
  }));
}

for (const { name, width, height } of widths) {
  test.describe(`axe at ${name} (${width}px)`, () => {
    test.use({ viewport: { width, height } });
    for (const route of [...routes, '/no-such-page']) {
      test(`${route} has no WCAG A/AA violations`, async ({ page, consoleGuard }) => {
        if (route === '/no-such-page') consoleGuard.allow(documentNotFoundLog);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await settle(page);
        const violations = await scan(page);
        expect(violations, `axe violations on ${route} at ${width}px:\n${JSON.stringify(violations, null, 2)}`).toEqual(
          [],
        );
      });
    }
  });
}

test('keyboard only: skip link, then Tab into the contact form and type', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);

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
