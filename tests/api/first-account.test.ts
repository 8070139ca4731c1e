// The first staff account, as a new user makes it: `npm start` on a fresh machine (embedded
// database), then, in another terminal, one command. No restart, no token set beforehand: the
// command reaches the running server through its control socket in DATA_DIR, and the link it
// prints opens on this server.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSocketPath } from '../../server/local/control-socket.ts';
import { freePort, startLikeNpmStart, type NpmStartServer } from '../support/npm-start.ts';
import { fakeDist } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

describe.runIf(process.platform === 'linux')('the first staff account while the site runs', () => {
  let server: NpmStartServer;
  let port: number;
  const dist = fakeDist();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-first-account-'));
  // As a new user's shell has it: nothing set but where the data lives (npm start's default is ./data).
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const k of ['DATABASE_URL', 'ADMIN_TOKEN', 'SITE_URL', 'VITE_SITE_URL', 'SMTP_URL']) delete env[k];

  beforeAll(async () => {
    port = await freePort();
    server = await startLikeNpmStart({ distDir: dist, dataDir, port });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const staff = (...argv: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...argv], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      timeout: 60_000,
    }).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    );

  it('`npm run staff -- add <email> --admin` makes the first admin and prints a link to this site', async () => {
    // Only the machine's user who runs the server may open its door.
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    const added = await staff('add', 'boss@agency.gov', '--admin');
    expect(added.code, added.out).toBe(0);
    expect(added.out).toContain('Created boss@agency.gov (admin).');
    const link = new RegExp(`http://localhost:${port}/staff/enrol#([A-Za-z0-9_-]{43})`).exec(added.out);
    expect(link, added.out).not.toBeNull();
    // The link works on the running server: its token gets passkey options for that address.
    const options = await fetch(`${server.url}/api/staff/enrol-options`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ token: link![1] }),
    });
    expect(options.status).toBe(200);
    expect(((await options.json()) as { email: string }).email).toBe('boss@agency.gov');
    const listed = await staff('list');
    expect(listed.out).toMatch(/boss@agency\.gov \(admin\) {2}passkeys: 0/);
    // The same server process all along.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);
});
