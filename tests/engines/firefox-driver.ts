// Firefox ESR over WebDriver BiDi (puppeteer-core; no geckodriver). Its console and page
// errors are collected here as well as by the in-page probe.
import puppeteer, { type Page } from 'puppeteer-core';
import { scrollIntoView, type EngineDriver } from './driver';
import { viewportSetter } from './firefox-viewport';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  // page.setViewport, or BiDi's browsingContext.setViewport on an ESR without the orientation command.
  const setViewport = viewportSetter(page);
  await setViewport(1280, 800);
  const errors: string[] = [];
  let cover: Page | null = null;
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));

  const driver: EngineDriver = {
    engine: 'firefox',
    async goto(url, options) {
      await page.goto(url, { waitUntil: options?.until ?? 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async click(selector) {
      await scrollIntoView(driver, selector);
      await page.click(selector);
    },
    async fill(selector, text) {
      await scrollIntoView(driver, selector);
      await page.focus(selector);
      // Select what is there, so the first key press replaces it.
      await page.$eval(selector, (el) => (el as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      if (text) await page.keyboard.type(text);
    },
    async resize(width, height) {
      await setViewport(width, height);
    },
    async setOffline(offline) {
      await page.setOfflineMode(offline);
    },
    async hide() {
      cover = await browser.newPage();
      await cover.bringToFront();
    },
    async show() {
      await page.bringToFront();
      await cover?.close();
      cover = null;
    },
    alive: async () => browser.connected && !page.isClosed(),
    // No Firefox content process crash has been seen here; puppeteer would end the session.
    crashReport: () => null,
    takeDriverErrors: () => errors.splice(0),
    async close() {
      await browser.close();
    },
  };
  return driver;
}
