// Holds a page's requests for some files until the test lets them go: "before it has loaded" is
// then what the test makes, not a race with the machine.
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Holds the requests of `on` (a page, or every page of a context) matching `url` until the returned
 * function is called (one whose page has gone is dropped).
 */
export async function holdRequests(on: Page | BrowserContext, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await on.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}
