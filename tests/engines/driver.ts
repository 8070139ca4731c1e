// The little each journey needs from a browser, so one journey definition runs in every engine.
// Firefox is driven over WebDriver BiDi (puppeteer-core), WebKitGTK over WebDriver classic
// (webdriverio): see firefox-driver.ts and webkit-driver.ts.

export type EngineName = 'firefox' | 'webkit';

/** The browser is gone (crashed or closed): nothing more can happen in this session. */
export class BrowserGone extends Error {}

export interface EngineDriver {
  readonly engine: EngineName;
  /**
   * A full navigation; resolves after the load event, or after DOMContentLoaded where asked and
   * the driver can tell (WebKit's WebDriver waits as its session does).
   */
  goto(url: string, options?: { until: 'domcontentloaded' }): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs a self-contained function in the page and resolves to its JSON result (a returned
   * promise is awaited). It cannot see variables of the test: pass them as arguments.
   */
  run<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** A real (trusted) click on the first match, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Replaces a text field's value by real key presses. */
  fill(selector: string, text: string): Promise<void>;
  /** Resizes so the page's layout viewport is about this big (WebKit's window has a minimum width). */
  resize(width: number, height: number): Promise<void>;
  /**
   * Takes the browser offline or back online, where the engine can (Firefox). WebKit's driver
   * cannot: the journeys then stop the server instead and dispatch `online` themselves.
   */
  readonly setOffline?: (offline: boolean) => Promise<void>;
  /** Hides the page for real (another tab in front, or the window minimised), then shows it again. */
  hide(): Promise<void>;
  show(): Promise<void>;
  /** False once the browser is gone (crashed or closed). */
  alive(): Promise<boolean>;
  /** What the browser printed about a crashed content process since launch, if it did. */
  crashReport(): string | null;
  /** Errors only the driver can see (Firefox's console); cleared on read. */
  takeDriverErrors(): string[];
  close(): Promise<void>;
}

/** How long a control may take to be rendered before a click or fill on it fails. */
const RENDERED_MS = 5000;

/**
 * Waits until the element is rendered (it has a box: a loaded machine can catch React mid-commit,
 * with a part of the page hidden for a moment), then scrolls it to the middle at once: the site
 * scrolls smoothly, and an instant scroll keeps the click point still. As a visitor would: they
 * tap what they see.
 */
export async function scrollIntoView(driver: EngineDriver, selector: string): Promise<void> {
  const until = Date.now() + RENDERED_MS;
  for (;;) {
    const state = await driver.run((s: string) => {
      const el = document.querySelector(s);
      if (!el) return 'missing';
      if (!el.getClientRects().length) return 'unrendered';
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      return 'ready';
    }, selector);
    if (state === 'ready') return;
    if (Date.now() > until)
      throw new Error(
        `${selector}: ${state === 'missing' ? 'no element matches' : 'never rendered'} within ${RENDERED_MS} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
