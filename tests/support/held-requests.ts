// Holds a page's requests for some files until the test lets them go: "before it has loaded" is
// then what the test makes, not a race with the machine.
import type { Page } from '@playwright/test';

/** Holds `page`'s requests matching `url` until the returned function is called (one whose page has gone is dropped). */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}
