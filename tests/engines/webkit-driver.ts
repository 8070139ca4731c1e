// WebKitGTK's MiniBrowser over WebDriver classic (WebKitWebDriver + webdriverio). MiniBrowser has
// no headless mode, so each driver runs its own Xvfb display.
import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { scrollIntoView, type EngineDriver } from './driver';
import { freePort } from './site-server';

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts Xvfb on the first free display; resolves to the process and its DISPLAY value. */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before reporting a display`)));
  });
  return { xvfb, display };
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

export async function launchWebKit(): Promise<EngineDriver> {
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const webDriver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  await waitForPort(port);
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  let size = { width: 1280, height: 800 };
  await browser.setWindowSize(size.width, size.height);

  const driver: EngineDriver = {
    engine: 'webkit',
    async goto(url) {
      await browser.url(url);
    },
    async reload() {
      await browser.refresh();
    },
    run: (fn, ...args) => browser.execute(fn as (...a: unknown[]) => unknown, ...args) as never,
    async click(selector) {
      await scrollIntoView(driver, selector);
      await browser.$(selector).click();
    },
    async fill(selector, text) {
      await scrollIntoView(driver, selector);
      // setValue('') is refused ("missing text"): clear, then type.
      const el = browser.$(selector);
      await el.clearValue();
      if (text) await el.addValue(text);
    },
    async resize(width, height) {
      size = { width, height };
      await browser.setWindowSize(width, height);
    },
    async hide() {
      await browser.minimizeWindow();
    },
    async show() {
      await browser.maximizeWindow();
      await browser.setWindowSize(size.width, size.height);
    },
    takeDriverErrors: () => [],
    async close() {
      await browser.deleteSession().catch(() => undefined);
      await stop(webDriver);
      await stop(xvfb);
    },
  };
  return driver;
}
