// End-to-end tests against the production build (dist/) served by server/local/serve.ts.
// The test command builds first (`npx vite build`); here the web server only serves dist/.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_DIST_DIR: run against a private build on another port (see tests/support/serve-dist.ts).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const privateDist = process.env.E2E_DIST_DIR;
const baseURL = `http://localhost:${PORT}`;

// One fresh data directory per run (set once in the runner; workers inherit the environment).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'site-e2e-data-')));

/** The run's SMTP server (tests/support/smtp-sink.ts) and where tests read what it received. */
export const SMTP_SINK = { port: PORT + 20, http: `http://127.0.0.1:${PORT + 21}` };

/** Lets the delivery tests read inquiries back through `npm run leads`. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's full Chromium: the timings, the PDF viewer, installability and bench:phone. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
};

/**
 * The full Chromium as a visitor has it: with the back/forward cache, which Playwright turns off
 * by default (`--disable-back-forward-cache`). "Go Back" then shows the page kept in it, as it does
 * for a visitor (bench:phone, back-forward-cache.spec).
 */
export const visitorChromiumLaunchOptions = {
  ...chromiumLaunchOptions,
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
};

/**
 * Debian's chromium-headless-shell: the same Chromium build (engine, service workers, Background
 * Sync, CDP throttling) without the browser's UI, as Playwright runs headless Chromium by default.
 * The suite takes 7 minutes on it against 11 on the full browser on this 2-core machine.
 */
export const headlessShellLaunchOptions = {
  executablePath: process.env.CHROME_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
  args: chromiumArgs,
};

/** Tests that need what only the full browser has (its PDF viewer): tag them with this. */
export const FULL_CHROMIUM = '@full-chromium';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: headlessShellLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /timing\.spec\.ts/,
      grepInvert: new RegExp(FULL_CHROMIUM),
      use: { ...desktop, launchOptions: headlessShellLaunchOptions },
    },
    {
      name: 'chromium-full',
      testIgnore: /timing\.spec\.ts/,
      grep: new RegExp(FULL_CHROMIUM),
      use: { ...desktop, launchOptions: chromiumLaunchOptions },
    },
    {
      // Timings run last and alone, so other tests do not compete for the 2 cores, in the full
      // browser a visitor has.
      name: 'timing',
      testMatch: /timing\.spec\.ts/,
      dependencies: ['chromium', 'chromium-full'],
      use: { ...desktop, launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: 'npx tsx tests/support/smtp-sink.ts',
      url: `${SMTP_SINK.http}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_SINK_PORT: String(SMTP_SINK.port), SMTP_SINK_HTTP_PORT: String(PORT + 21) },
    },
    {
      command: privateDist ? 'npx tsx tests/support/serve-dist.ts' : 'npx tsx server/local/serve.ts',
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Real submissions from one address: the hourly limit is raised so tests do not trip it.
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        RATE_LIMIT_PER_HOUR: '1000',
        ANALYTICS_COUNT_AUTOMATION: 'true',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK.port}`,
        SITE_URL: baseURL,
      },
    },
  ],
});
