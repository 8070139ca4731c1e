// A server under test in its own process, on a port it bound itself, and proof that the server
// answering is that process. (Picking a "free" port first and binding it later let two tests
// share one server: the other child died of EADDRINUSE and nobody noticed.)
//
// Child side: `announceTestServer(server)`, once listening, prints {"listening":<port>} on stdout
// and, when E2E_SERVER_TOKEN is set, sends that token on every response as X-Test-Server.
// Parent side: `startTestServer` spawns the child with PORT=0 (or the port it must keep) and a
// fresh token, reads the port from the child's stdout, and waits until /api/health answers 200
// with the token. `stop()` ends the process group and waits until the port no longer answers
// with the token.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOKEN_ENV = 'E2E_SERVER_TOKEN';
export const TOKEN_HEADER = 'X-Test-Server';

/** In the child: reports the bound port and marks every response with the parent's token. */
export function announceTestServer(server: Server): void {
  const token = process.env[TOKEN_ENV];
  // First, so it is set before any handler writes the head.
  if (token) server.prependListener('request', (_req, res) => res.setHeader(TOKEN_HEADER, token));
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ listening: port }));
}

export interface TestServerOptions {
  /** The child's command line, e.g. ['npx', 'tsx', 'tests/support/serve-dist.ts']. */
  command: string[];
  env: NodeJS.ProcessEnv;
  /** A port the child must bind (to keep an origin). Without it, the child binds port 0. */
  port?: number;
  /** The host name in `url`: the origin the browser sees. */
  hostname?: string;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export interface TestServer {
  readonly url: string;
  readonly port: number;
  readonly token: string;
  /** Ends the process group, then waits until the port refuses (or answers as another server). */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Who answers `url`: the status and token of /api/health, or null when nothing does. */
async function probe(url: string): Promise<{ status: number; token: string | null } | null> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return { status: res.status, token: res.headers.get(TOKEN_HEADER) };
  } catch {
    return null;
  }
}

/** Process groups still running, killed if this process ends without stopping them. */
const running = new Set<number>();
process.once('exit', () => {
  for (const pgid of running) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

export async function startTestServer(opts: TestServerOptions): Promise<TestServer> {
  const { command, hostname = 'localhost', startTimeoutMs = 60_000, stopTimeoutMs = 10_000 } = opts;
  const name = command.join(' ');
  const token = randomUUID();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...opts.env, PORT: String(opts.port ?? 0), [TOKEN_ENV]: token },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npx, tsx and node are stopped together.
    detached: true,
  });
  const pgid = child.pid;
  if (pgid) running.add(pgid);

  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => void (stderr = (stderr + d).slice(-20_000)));
  let exited = false;
  const exit = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => ((exited = true), resolve(signal ?? `code ${code}`)));
    child.once('error', (e) => ((exited = true), resolve(e.message)));
  });
  // stdout is read to its end (a full pipe would block the child); one line gives the port.
  const listening = new Promise<number>((resolve) => {
    let buf = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      buf += d;
      for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
        const m = /^\{"listening":(\d+)\}$/.exec(buf.slice(0, nl).trim());
        buf = buf.slice(nl + 1);
        if (m) resolve(Number(m[1]));
      }
    });
  });

  // Once the group is gone its id may be reused: it is never signalled again.
  let gone = !pgid;
  const groupAlive = () => {
    if (gone) return false;
    try {
      process.kill(-pgid!, 0);
      return true;
    } catch {
      gone = true;
      running.delete(pgid!);
      return false;
    }
  };
  const killGroup = (signal: NodeJS.Signals) => {
    if (groupAlive()) process.kill(-pgid!, signal);
  };
  /** Waits up to `ms` for every process of the group to end. */
  const groupGone = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (groupAlive() && Date.now() < deadline) await sleep(50);
    return !groupAlive();
  };
  const fail = (why: string) => {
    killGroup('SIGKILL');
    running.delete(pgid!);
    return new Error(`${name}: ${why}${stderr.trim() ? `\n--- its stderr ---\n${stderr.trim()}` : ''}`);
  };

  let timer: NodeJS.Timeout | undefined;
  const first = await Promise.race([
    listening.then((port) => ({ port })),
    exit.then((how) => ({ exited: how })),
    new Promise<{ timeout: true }>((r) => (timer = setTimeout(() => r({ timeout: true }), startTimeoutMs))),
  ]);
  clearTimeout(timer);
  if ('timeout' in first) throw fail(`printed no {"listening":<port>} line within ${startTimeoutMs} ms`);
  if ('exited' in first) {
    if (opts.port !== undefined && /EADDRINUSE/.test(stderr))
      throw fail(`port ${opts.port} is taken by another process; a test server never shares a port`);
    throw fail(`exited (${first.exited}) before listening`);
  }
  const port = first.port;
  if (opts.port !== undefined && port !== opts.port) throw fail(`was to bind port ${opts.port}, bound ${port}`);

  const url = `http://${hostname}:${port}`;
  // The child marks responses before it reports the port: any answer without the token is
  // another server's (e.g. on the other address family of `hostname`).
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const seen = await probe(url);
    if (seen && seen.token !== token)
      throw fail(`${url} is answered by another server (${TOKEN_HEADER}: ${seen.token ?? 'none'})`);
    if (seen?.status === 200) break;
    if (exited) throw fail(`exited (${await exit}) before /api/health answered`);
    if (Date.now() > deadline)
      throw fail(
        `${url}/api/health did not answer 200 within ${startTimeoutMs} ms (last: ${seen?.status ?? 'refused'})`,
      );
    await sleep(100);
  }

  return {
    url,
    port,
    token,
    async stop() {
      // SIGTERM lets the server close its database (PGlite flushes on close); one that hangs is
      // killed, so the data directory is free again. npx exits before the server it started,
      // so this waits for the whole group.
      killGroup('SIGTERM');
      if (!(await groupGone(stopTimeoutMs))) {
        killGroup('SIGKILL');
        await groupGone(5_000);
      }
      await exit;
      // Stopped means refused, or answered by someone else: port 0 may hand the port to another
      // test's server at once.
      const until = Date.now() + stopTimeoutMs;
      while ((await probe(url))?.token === token) {
        if (Date.now() > until) throw new Error(`${name}: ${url} still answers as this server after stop()`);
        await sleep(100);
      }
    },
  };
}
