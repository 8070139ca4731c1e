// The running server's door for `npm run staff` on the same machine: a Unix socket in DATA_DIR
// that only the user running the server may open (mode 0600). PGlite allows one process per data
// directory, so while `npm start` holds it, the CLI hands its account command to the server
// through this socket instead of opening the database itself: no restart, no token. One JSON
// line in (the command), one JSON line out (what to print, and the exit code).
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Env } from '../env.ts';
import { isAccountCommand, runAccountCommand } from '../staff/commands.ts';
import { getDb } from '../store/db.ts';

export const CONTROL_SOCKET = 'staff.sock';

export const controlSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), CONTROL_SOCKET);

/** The largest command accepted (an e-mail address and two words). */
const MAX_LINE = 4096;

/**
 * Listens on DATA_DIR/staff.sock; `site` is where enrolment links point when SITE_URL is the
 * example default (the server's own address). Resolves to the close function.
 */
export async function openControlSocket(env: Env, site: () => string): Promise<() => Promise<void>> {
  const file = controlSocketPath(env.DATA_DIR);
  // Left by a server that was killed: this process holds the data directory now (its lock).
  if (existsSync(file)) unlinkSync(file);
  const server = net.createServer((socket) => {
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('error', () => undefined);
    let input = '';
    socket.on('data', (chunk) => {
      input += chunk.toString('utf8');
      if (input.length > MAX_LINE) return void socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      void answer(input.slice(0, end)).then(
        (reply) => socket.end(`${JSON.stringify(reply)}\n`),
        () => socket.destroy(),
      );
    });
  });
  server.on('error', (e) => console.error('[staff socket]', e.message));
  async function answer(line: string): Promise<{ lines: string[]; code: number }> {
    let command: unknown;
    try {
      command = JSON.parse(line);
    } catch {
      command = null;
    }
    if (!isAccountCommand(command)) return { lines: ['Not a staff command.'], code: 2 };
    const lines: string[] = [];
    const code = await runAccountCommand(await getDb(env), env, command, (l) => lines.push(l), site());
    return { lines, code };
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        if (existsSync(file)) unlinkSync(file);
        resolve();
      }),
    );
}

/** Sends one command to the server holding DATA_DIR; null when none listens there. */
export function sendToRunningServer(
  dataDir: string,
  command: unknown,
): Promise<{ lines: string[]; code: number } | null> {
  const file = controlSocketPath(dataDir);
  return new Promise((resolve) => {
    if (!existsSync(file)) return resolve(null);
    const socket = net.connect(file);
    let input = '';
    const done = (v: { lines: string[]; code: number } | null) => {
      socket.destroy();
      resolve(v);
    };
    socket.setTimeout(30_000, () => done(null));
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (c) => (input += c.toString('utf8')));
    socket.on('end', () => {
      try {
        done(JSON.parse(input) as { lines: string[]; code: number });
      } catch {
        done(null);
      }
    });
    socket.on('error', () => done(null));
  });
}
