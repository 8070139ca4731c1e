// Sets the page size in Firefox ESR over WebDriver BiDi, on every ESR the engines stage supports.
// puppeteer-core's `page.setViewport` sends `browsingContext.setViewport` together with
// `emulation.setScreenOrientationOverride`; ESR 140 lacks the latter and answers "unknown command",
// which rejects the whole call. The size is what the journeys need, so on that answer this falls
// back to `browsingContext.setViewport` alone, and keeps using it for the rest of the session.

/** The part of puppeteer's BiDi page used here (`mainFrame().browsingContext` is not in its types). */
export interface ViewportPage {
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  mainFrame(): unknown;
}

interface BidiBrowsingContext {
  setViewport(options: {
    viewport: { width: number; height: number } | null;
    devicePixelRatio: number | null;
  }): Promise<void>;
}

const ORIENTATION_COMMAND = 'emulation.setScreenOrientationOverride';

/** True for the browser's answer to a BiDi command it does not implement, naming the orientation command. */
export function isUnknownOrientationCommand(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /unknown command/i.test(message) && message.includes(ORIENTATION_COMMAND);
}

function browsingContextOf(page: ViewportPage): BidiBrowsingContext {
  const context = (page.mainFrame() as { browsingContext?: BidiBrowsingContext }).browsingContext;
  if (!context || typeof context.setViewport !== 'function') {
    throw new Error('firefox-viewport: the page is not a WebDriver BiDi page (no mainFrame().browsingContext)');
  }
  return context;
}

/** A viewport setter for one page: `page.setViewport`, or BiDi alone once the browser refused the orientation command. */
export function viewportSetter(page: ViewportPage): (width: number, height: number) => Promise<void> {
  let bidiOnly = false;
  return async (width, height) => {
    if (!bidiOnly) {
      try {
        await page.setViewport({ width, height });
        return;
      } catch (error) {
        if (!isUnknownOrientationCommand(error)) throw error;
        bidiOnly = true;
      }
    }
    await browsingContextOf(page).setViewport({ viewport: { width, height }, devicePixelRatio: null });
  };
}
