// The production server as a child process the tests can stop and start again. It serves the
// one shared build (dist/) exactly as `npm start` does once built, or a derived copy (build B).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The server entry `npm start` runs after building. It is about to move: change it only here. */
export const SERVER_ENTRY = 'server/local/serve.ts';

/** Enables `GET /api/inquiries`, which the tests read back. */
export const ADMIN_TOKEN = 'engines-admin-token-0123456789';

export interface ServerProcess {
  readonly url: string;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

export const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'site-engines-data-'));

/**
 * Starts `npx tsx <SERVER_ENTRY>` on a free port (or, for another build directory, the same
 * module's `startServer` through serve-build.ts) and resolves once /api/health answers.
 */
export async function startServerProcess(opts: { dataDir: string; distDir?: string }): Promise<ServerProcess> {
  const port = await freePort();
  const entry = opts.distDir ? 'tests/engines/serve-build.ts' : SERVER_ENTRY;
  const child = spawn('npx', ['tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      ADMIN_TOKEN,
      // Many real submissions from one address: the hourly limit would refuse them.
      RATE_LIMIT_PER_HOUR: '1000',
      ...(opts.distDir ? { SITE_DIST_DIR: path.resolve(opts.distDir) } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: npx, tsx and node stop together.
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => void (stderr += d.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (exited || Date.now() > deadline) {
      if (!exited) process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`${entry} did not start on ${url} (status ${status}):\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      if (exited) return;
      process.kill(-child.pid!, 'SIGTERM');
      // PGlite flushes on close; a server that hangs is killed so the data directory is free again.
      const killer = setTimeout(() => !exited && process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exit;
      clearTimeout(killer);
    },
  };
}
