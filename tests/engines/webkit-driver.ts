// WebKitGTK's MiniBrowser over WebDriver classic (WebKitWebDriver + webdriverio). MiniBrowser has
// no headless mode, so each driver runs its own Xvfb display.
import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { BrowserGone, scrollIntoView, type EngineDriver } from './driver';
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

/** Resolves true once the driver answers on `port`, false if it exits first (e.g. the port was taken). */
async function waitForDriver(port: number, driver: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (driver.exitCode !== null || driver.signalCode !== null) return false;
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * WebKitWebDriver cannot bind port 0 and report it: it gets a port that was free a moment ago,
 * and another one if something took that port first (it then exits: "Unable to listen").
 */
async function startWebDriver(display: string, keep: (d: Buffer) => void): Promise<[ChildProcess, number]> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    driver.stdout!.on('data', keep);
    driver.stderr!.on('data', keep);
    const up = await waitForDriver(port, driver).catch(async (e: unknown) => {
      await stop(driver);
      throw e;
    });
    if (up) return [driver, port];
    if (attempt === 3) throw new Error(`WebKitWebDriver exited before answering on port ${port}`);
  }
}

export async function launchWebKit(): Promise<EngineDriver> {
  const { xvfb, display } = await startXvfb();
  const log: string[] = [];
  const keep = (d: Buffer) => {
    log.push(d.toString());
    if (process.env.ENGINES_DEBUG) process.stderr.write(`[webkit] ${d.toString()}`);
  };
  const [webDriver, port] = await startWebDriver(display, keep).catch(async (e: Error) => {
    await stop(xvfb);
    throw new Error(`${e.message}:\n${log.join('')}`);
  });
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

  /** A dead session (the browser process is gone) fails with what the browser printed last. */
  const guard = async <T>(p: Promise<T>): Promise<T> => {
    try {
      return await p;
    } catch (e) {
      if (!String(e).includes('invalid session id')) throw e;
      const tail = log.join('').split('\n').slice(-30).join('\n');
      throw new BrowserGone(`MiniBrowser's WebDriver session ended: the browser is gone. Its last output:\n${tail}`);
    }
  };

  const driver: EngineDriver = {
    engine: 'webkit',
    goto: (url) => guard(browser.url(url)).then(() => undefined),
    reload: () => guard(browser.refresh()),
    run: (fn, ...args) => guard(browser.execute(fn as (...a: unknown[]) => unknown, ...args)) as never,
    async click(selector) {
      await scrollIntoView(driver, selector);
      await guard(browser.$(selector).click());
    },
    async fill(selector, text) {
      await scrollIntoView(driver, selector);
      // setValue('') is refused ("missing text"): clear, then type.
      const el = browser.$(selector);
      await guard(el.clearValue());
      if (text) await guard(el.addValue(text));
    },
    async resize(width, height) {
      size = { width, height };
      await guard(browser.setWindowSize(width, height));
    },
    async hide() {
      await guard(browser.minimizeWindow());
    },
    async show() {
      await guard(browser.maximizeWindow());
      await guard(browser.setWindowSize(size.width, size.height));
    },
    alive: () =>
      browser.getUrl().then(
        () => true,
        () => false,
      ),
    crashReport: () =>
      log
        .join('')
        .split('\n')
        .find((l) => l.includes('WebProcess CRASHED')) ?? null,
    takeDriverErrors: () => [],
    async close() {
      await browser.deleteSession().catch(() => undefined);
      await stop(webDriver);
      await stop(xvfb);
    },
  };
  return driver;
}
