// The production server as a child process the tests can stop and start again. It serves the
// one shared build (dist/) exactly as `npm start` does once built, or a derived copy (build B).
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../support/test-server';

/** The server entry `npm start` runs after building. It is about to move: change it only here. */
export const SERVER_ENTRY = 'server/local/serve.ts';

/** Enables `GET /api/leads`, which the tests read back. */
export const ADMIN_TOKEN = 'engines-admin-token-0123456789';

export interface ServerProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * A port that was free a moment ago, for a program that cannot bind port 0 and report it
 * (WebKitWebDriver): another process may take it first, so the caller retries on failure.
 */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

export const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'site-engines-data-'));

/**
 * Starts `npx tsx <SERVER_ENTRY>` (or, for another build directory, the same module's
 * `startServer` through serve-build.ts) on a port it binds itself, and resolves once /api/health
 * answers with this process's token (tests/support/test-server.ts). The entry itself does not report its
 * port: tests/support/test-server-preload.ts does it from inside, and serve-build.ts does it itself.
 */
export async function startServerProcess(opts: { dataDir: string; distDir?: string }): Promise<ServerProcess> {
  const command = opts.distDir
    ? ['npx', 'tsx', 'tests/engines/serve-build.ts']
    : ['npx', 'tsx', '--import', path.resolve('tests/support/test-server-preload.ts'), SERVER_ENTRY];
  return startTestServer({
    command,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      ADMIN_TOKEN,
      // Many real submissions from one address: the hourly limit would refuse them.
      RATE_LIMIT_PER_HOUR: '1000',
      ...(opts.distDir ? { SITE_DIST_DIR: path.resolve(opts.distDir) } : {}),
    },
    hostname: '127.0.0.1',
    startTimeoutMs: 60_000,
  });
}
