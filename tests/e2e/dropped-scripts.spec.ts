// A dropped connection while a form's code loads: the first visit (no worker controls the page),
// the page hydrated, the visitor reaches for a form and types while the request for the form's code
// hangs 4 s and then fails. Nothing typed is lost, the page never reloads itself, nothing is thrown,
// and the code loads at the next chance once the connection is back.
import type { Page } from '@playwright/test';
import { applicationFormCopy } from '@/content/application-form';
import { contactFormCopy } from '@/content/forms';
import { jobs } from '@/content/jobs';
import { webinarFormCopy } from '@/content/webinar-form';
import { expect, test, waitForHydration } from './fixtures';

// The first visit: no service worker yet to answer from the offline copy.
test.use({ serviceWorkers: 'block' });

const job = jobs[0]!;
const MESSAGE = 'We need help moving our licensing call center to the cloud before the next session.';

const cases = [
  {
    route: '/contact',
    form: '#contact form',
    first: contactFormCopy.labels.name,
    second: contactFormCopy.labels.message,
  },
  { route: '/', form: '#contact form', first: contactFormCopy.labels.name, second: contactFormCopy.labels.message },
  {
    route: `/careers/${job.slug}`,
    form: '#apply form',
    first: applicationFormCopy.labels.name,
    second: applicationFormCopy.labels.message,
  },
  {
    // The webinar with a registration form (the other is a recording).
    route: '/resources/measuring-contact-center-success',
    form: '#register form',
    first: webinarFormCopy.labels.name,
    second: webinarFormCopy.labels.organization,
  },
];

/** Holds every script request 4 s, then drops it, as a dead cell connection does. */
async function dropScripts(page: Page): Promise<() => Promise<void>> {
  const pattern = /\.m?js(\?|$)/;
  const handler = async (route: import('@playwright/test').Route) => {
    await new Promise((r) => setTimeout(r, 4000));
    await route.abort('connectionreset').catch(() => undefined);
  };
  await page.context().route(pattern, handler);
  return () => page.context().unroute(pattern, handler);
}

for (const c of cases) {
  test(`${c.route}: a form's code lost on the way keeps what was typed, with no reload and no error`, async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    // The dropped requests themselves; anything else logged still fails the test.
    consoleGuard.allow(/Failed to load resource: net::ERR_CONNECTION_RESET/);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let documents = 0;
    page.on('domcontentloaded', () => documents++);
    await page.goto(c.route);
    await waitForHydration(page);
    expect(documents).toBe(1);

    const restore = await dropScripts(page);
    const form = page.locator(c.form);
    await form.scrollIntoViewIfNeeded();
    const first = form.getByLabel(c.first);
    const second = form.getByLabel(c.second);
    await first.click();
    await first.pressSequentially('Ada Lovelace');
    await second.click();
    await second.pressSequentially(MESSAGE);

    // Past the drop, and time for any reload it would have started.
    await page.waitForTimeout(6000);
    expect(errors).toEqual([]);
    expect(documents).toBe(1);
    await expect(first).toHaveValue('Ada Lovelace');
    await expect(second).toHaveValue(MESSAGE);
    // The plain HTML form is still there, working without the app.
    await expect(page.locator(`${c.form}[novalidate]`)).toHaveCount(0);

    // The connection is back: the next tap loads the form's code (the failure was not kept).
    await restore();
    await second.click();
    await expect(page.locator(`${c.form}[novalidate]`)).toHaveCount(1, { timeout: 15_000 });
    await expect(first).toHaveValue('Ada Lovelace');
    await expect(second).toHaveValue(MESSAGE);
    expect(errors).toEqual([]);
    expect(documents).toBe(1);
  });
}
