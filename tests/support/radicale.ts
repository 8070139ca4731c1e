// A real CalDAV server for a test file: Debian's radicale (scripts/ensure-system-deps.sh installs
// it), on a free port of 127.0.0.1, its storage and users in a temporary folder, each user with a
// plain password and only their own collections. stop() ends it (the folder stays, so start()
// brings the same server back, on the same port); close() ends it and removes the folder. The
// process is also killed when the test process exits, so none is left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const RADICALE = '/usr/bin/radicale';

export interface Radicale {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** Adds a user (radicale reads its users file on each sign-in). */
  addUser(name: string, password: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const answers = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
};

export async function startRadicale(): Promise<Radicale> {
  const dir = mkdtempSync(path.join(tmpdir(), 'radicale-'));
  const port = await freePort();
  const users = path.join(dir, 'users');
  const lines: string[] = [];
  writeFileSync(users, '');
  const config = path.join(dir, 'config');
  writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${users}`,
      'htpasswd_encryption = plain',
      // No pause after a wrong password: the tests try one on purpose.
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
      'mask_passwords = True',
      '',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}/`;
  let child: ChildProcess | null = null;
  const killOnExit = () => child?.kill('SIGKILL');
  process.on('exit', killOnExit);

  const r: Radicale = {
    url,
    addUser(name, password) {
      lines.push(`${name}:${password}`);
      writeFileSync(users, `${lines.join('\n')}\n`);
    },
    async start() {
      if (child) return;
      const p = spawn(RADICALE, ['--config', config], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      p.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
      child = p;
      p.once('exit', () => {
        if (child === p) child = null;
      });
      // Not installed: say how to get it (npm test installs it with apt).
      p.once('error', (e) => {
        stderr += `${e.message} (install Debian's radicale: bash scripts/ensure-system-deps.sh)`;
        if (child === p) child = null;
      });
      for (let i = 0; i < 100; i++) {
        if (await answers(url)) return;
        if (child !== p) throw new Error(`radicale exited at start:\n${stderr}`);
        await new Promise((res) => setTimeout(res, 100));
      }
      throw new Error(`radicale did not answer on ${url}:\n${stderr}`);
    },
    async stop() {
      const p = child;
      if (!p) return;
      child = null;
      if (p.exitCode !== null || p.signalCode !== null) return;
      const gone = new Promise((res) => p.once('exit', res));
      p.kill('SIGTERM');
      const timer = setTimeout(() => p.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    },
    async close() {
      await r.stop();
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await r.start();
  return r;
}
