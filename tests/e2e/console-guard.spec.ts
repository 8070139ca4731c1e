// The suite's console guard (tests/e2e/fixtures.ts) hears every page of a test: its first page, the
// others its context opens (a phone), and those of the browser contexts it opens itself (a slow
// phone, a second visitor, an offline visit).
// Before, it heard the first page only, and the slow phone's analytics, refused by the server as
// cross-origin through the slow-4G proxy, went unseen.
import { expect, failedLoad, test } from './fixtures';

test('the console guard hears the pages of a context the test opens, and a failure the test makes on purpose is allowed by its path', async ({
  browser,
  baseURL,
  consoleGuard,
}) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      console.error('a second context speaks');
      void fetch('/no-such-file-here').catch(() => undefined);
      setTimeout(() => {
        throw new Error('a second context throws');
      });
    });
    await expect
      .poll(() => consoleGuard.messages.join('\n'))
      .toMatch(/console\.error: a second context speaks[\s\S]*pageerror: a second context throws/);
    await expect.poll(() => consoleGuard.messages.some((m) => failedLoad('/no-such-file-here').test(m))).toBe(true);
    expect(consoleGuard.messages.some((m) => failedLoad('/robots.txt').test(m))).toBe(false);
  } finally {
    await context.close();
  }
  consoleGuard.allow(/a second context (speaks|throws)/);
  consoleGuard.allow(failedLoad('/no-such-file-here'));
});

test('the console guard hears a second page of the test’s own context', async ({ context, baseURL, consoleGuard }) => {
  const page = await context.newPage();
  await page.goto(`${baseURL}/robots.txt`);
  await page.evaluate(() => console.error('a second page speaks'));
  await expect.poll(() => consoleGuard.messages.join('\n')).toMatch(/console\.error: a second page speaks/);
  consoleGuard.allow(/a second page speaks/);
});
