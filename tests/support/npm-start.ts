// The production server started exactly as `npm start` starts it (`node scripts/start.mjs`, which
// compiles the server when stale and runs it with plain node), on a build given as its argument, so
// nothing builds into dist/. Finds the server process (the one child of start.mjs) and reads its
// memory from /proc: VmRSS now, VmHWM the peak since it started. Linux only.
// Used by tests/api/memory.test.ts, tests/api/resilience.test.ts and scripts/bench/memory.ts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Every variable that would point the server elsewhere than a fresh PGlite without mail. */
const CLEARED = ['DATABASE_URL', 'SMTP_URL', 'VERCEL', 'CRON_SECRET', 'SITE_URL', 'MAX_CONNECTIONS_PER_IP', 'PORT'];

export interface NpmStartServer {
  url: string;
  /** The server process now (not start.mjs, npm or npx): start.mjs restarts it when it dies. */
  readonly pid: number;
  /** start.mjs, the server's parent. */
  launcherPid: number;
  /** The server's resident memory now, in MB. */
  rssMb(): number;
  /** The server's peak resident memory since it started, in MB. */
  peakRssMb(): number;
  log(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM). */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(m[1]) / 1024;
}

const childrenOf = (pid: number): number[] => {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
};

/** A port nothing listens on now (for a server that must keep its port across restarts). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startLikeNpmStart(opts: {
  distDir: string;
  dataDir: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** A fixed port, kept when start.mjs restarts the server (default: any free port, once). */
  port?: number;
}): Promise<NpmStartServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', ...opts.env };
  for (const k of CLEARED) if (!opts.env?.[k]) delete env[k];
  Object.assign(env, { PORT: String(opts.port ?? 0), DATA_DIR: opts.dataDir });
  const launcher = spawn(process.execPath, ['scripts/start.mjs', opts.distDir], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (d: Buffer) => void (output = (output + d.toString()).slice(-50_000));
  launcher.stderr.on('data', onData);
  const exited = new Promise<string>((resolve) =>
    launcher.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
  );
  const listening = new Promise<string>((resolve) =>
    launcher.stdout.on('data', (d: Buffer) => {
      onData(d);
      const m = /^Serving .* on (http:\/\/\S+)$/m.exec(output);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const first = await Promise.race([
    listening,
    exited.then((how) => new Error(`scripts/start.mjs exited (${how}) before serving:\n${output}`)),
    new Promise<Error>(
      (r) =>
        (timer = setTimeout(
          () => r(new Error(`scripts/start.mjs did not serve within ${opts.startTimeoutMs ?? 90_000} ms:\n${output}`)),
          opts.startTimeoutMs ?? 90_000,
        )),
    ),
  ]);
  clearTimeout(timer);
  if (first instanceof Error) {
    launcher.kill('SIGKILL');
    throw first;
  }
  const url = first;
  const serverPid = () =>
    childrenOf(launcher.pid!).find((c) => {
      try {
        return readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('node_modules/.cache/site-server/serve.mjs');
      } catch {
        return false; // gone meanwhile
      }
    });
  if (!serverPid()) {
    launcher.kill('SIGKILL');
    throw new Error(`no server process under scripts/start.mjs (pid ${launcher.pid})`);
  }
  const pid = () => {
    const p = serverPid();
    if (!p) throw new Error(`no server process under scripts/start.mjs now (pid ${launcher.pid})`);
    return p;
  };
  let stopped: Promise<void> | undefined;
  return {
    url,
    get pid() {
      return pid();
    },
    launcherPid: launcher.pid!,
    rssMb: () => procStatusMb(pid(), 'VmRSS'),
    peakRssMb: () => procStatusMb(pid(), 'VmHWM'),
    log: () => output,
    stop() {
      // SIGTERM to start.mjs, which passes it on: the server closes PGlite and exits.
      stopped ??= (async () => {
        launcher.kill('SIGTERM');
        const done = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
        if (!done) {
          for (const p of [serverPid(), launcher.pid!]) {
            if (!p) continue;
            try {
              process.kill(p, 'SIGKILL');
            } catch {
              // already gone
            }
          }
          await exited;
        }
      })();
      return stopped;
    },
  };
}
