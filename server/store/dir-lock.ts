// An exclusive lock on a data directory for this process's lifetime. PGlite allows one process
// per directory, and a PID file can go stale (or name an unrelated live process after a reboot).
// The lock is a listening Unix socket instead: on Linux in the abstract namespace, which the
// kernel frees when the process dies, so no stale lock can outlive its owner. Elsewhere a socket
// file in the directory, taken over when nothing answers on it.
import { createHash } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DirLockedError extends Error {
  constructor(public readonly dir: string) {
    super(`${dir} is in use by another process`);
    this.name = 'DirLockedError';
  }
}

const listen = (server: net.Server, name: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.off('error', reject);
      resolve();
    });
  });

const answers = (name: string) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(name);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

/** The lock's socket name for a directory. */
export function lockName(dir: string): string {
  const abs = path.resolve(dir);
  if (process.platform === 'linux') {
    return `\0site-data-lock-${createHash('sha256').update(abs).digest('hex').slice(0, 32)}`;
  }
  return path.join(abs, '.lock.sock');
}

/** Takes the lock or throws DirLockedError; resolves to the release function. */
export async function lockDir(dir: string): Promise<() => Promise<void>> {
  const name = lockName(dir);
  const server = net.createServer((s) => s.destroy());
  try {
    await listen(server, name);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    // A socket file whose owner died (not on Linux, where the kernel cleans up) is taken over.
    if (name.startsWith('\0') || (await answers(name))) throw new DirLockedError(dir);
    unlinkSync(name);
    await listen(server, name);
  }
  server.unref();
  // It only ever refuses connections; an error of its own must not stop the process holding the lock.
  server.on('error', (e) => console.error('[db] data directory lock socket:', e.message));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
