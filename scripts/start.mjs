// `npm start`: build the site when dist/ is missing or older than the sources, compile the server
// when its bundle is missing or older than its sources, then serve with plain node.
// `npm start -- <dist-dir>` serves another build (e.g. a private one) and builds nothing of the site.
//
// Why compiled: under tsx the server process holds a TypeScript loader and its esbuild service,
// and `npx` wrappers stay alive beside it. The bundle (server/ and the few src/ tables it imports,
// packages left external) sits in node_modules/.cache, which git, ESLint and Prettier ignore and
// `npm ci` clears. See docs/performance.md, "Memory".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv[2] && path.resolve(process.argv[2]);
process.chdir(root);

const stamp = 'dist/index.html';
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];

const SERVER_ENTRY = 'server/local/serve.ts';
const SERVER_BUNDLE = 'node_modules/.cache/site-server/serve.mjs';
/**
 * Node flags of the server process (measured with `npm run bench:memory`).
 * --liftoff-only: PGlite is Postgres compiled to WebAssembly (9 MB of code). V8 compiles it with
 *   its baseline compiler (Liftoff), then recompiles hot functions with TurboFan on background
 *   threads; that peaked at 680-750 MB RSS and left ~40-60 MB of malloc arenas behind. Liftoff
 *   alone keeps PGlite under 200 MB, for queries about 20% slower (contact POSTs/s unchanged).
 * --max-semi-space-size=4, --max-old-space-size=128: V8 otherwise grows its heap lazily under load
 *   (a 30 s contact flood took the server from ~155 to 382 MB); with these it peaked at ~200 MB.
 *   The live heap is ~20 MB; PGlite's memory is outside this limit.
 */
const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=4', '--max-old-space-size=128'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** The bundle is stale when it, or its list of inputs, is missing, or an input or this file is newer. */
function bundleIsStale() {
  const inputsFile = `${SERVER_BUNDLE}.inputs.json`;
  if (!existsSync(SERVER_BUNDLE) || !existsSync(inputsFile)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return [fileURLToPath(import.meta.url), 'package-lock.json', ...inputs].some(
    (f) => !existsSync(f) || statSync(f).mtimeMs > built,
  );
}

/**
 * Compiles server/local/serve.ts with esbuild (the one tsx ships with) into SERVER_BUNDLE, with
 * what the server imports only on first use (`await import(...)`: tus, for instance) in chunks
 * of their own beside it, so a start (and a restart) loads only what serving needs.
 */
async function compileServer() {
  const require = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  const esbuild = require('esbuild');
  const dir = path.dirname(SERVER_BUNDLE);
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  const result = await esbuild
    .build({
      entryPoints: { serve: SERVER_ENTRY },
      outdir: tmp,
      bundle: true,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      outExtension: { '.js': '.mjs' },
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // node_modules stay node_modules: PGlite finds its .wasm and data files beside its own code.
      packages: 'external',
      metafile: true,
      logLevel: 'warning',
    })
    // esbuild's service process would otherwise live on beside the server.
    .finally(() => esbuild.stop());
  // Chunks are named by their content, so none is ever rewritten; then the entry is renamed into
  // place, so a server starting at the same time never reads half a file; then old chunks go.
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  const chunks = readdirSync(path.join(tmp, 'chunks'), { withFileTypes: true }).map((e) => e.name);
  for (const c of chunks) renameSync(path.join(tmp, 'chunks', c), path.join(dir, 'chunks', c));
  writeFileSync(`${SERVER_BUNDLE}.inputs.json`, JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(path.join(tmp, 'serve.mjs'), SERVER_BUNDLE);
  for (const c of readdirSync(path.join(dir, 'chunks'))) {
    if (!chunks.includes(c)) rmSync(path.join(dir, 'chunks', c), { force: true });
  }
  rmSync(tmp, { recursive: true, force: true });
}

if (!distArg && (!existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs)) {
  console.log('Building the site (dist/ is missing or out of date)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (bundleIsStale()) {
  console.log(`Compiling the server (${SERVER_BUNDLE})...`);
  await compileServer();
}

// The server is this process's only child, kept running: when it dies (out of memory, a kill, a
// bug nothing caught) it is started again at once, then with a growing pause if it keeps dying
// within a minute of starting. A start-up it would only repeat (bad configuration, the port or
// the data directory in use: exit status EXIT_CONFIG) is not retried. Signals are passed on, and
// after a signal its exit status is ours. docs/deploy.md says how this fits systemd and containers.
const EXIT_CONFIG = 78;
const QUICK_DEATH_MS = 60_000;
let server;
let stopping = null;
let quickDeaths = 0;
let restartTimer;

function run() {
  const startedAt = Date.now();
  const restart = (why) => {
    quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths <= 1 ? 0 : Math.min(30_000, 500 * 2 ** (quickDeaths - 1));
    console.error(
      `[start] the server stopped unexpectedly (${why}); restarting it${delay ? ` in ${delay / 1000} s` : ''}.`,
    );
    restartTimer = setTimeout(run, delay);
  };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE, ...(distArg ? [distArg] : [])], {
    stdio: 'inherit',
  });
  server = child;
  // A spawn that failed (no memory, no process slots) reports no exit.
  child.on('error', (e) => {
    if (child.pid === undefined && !stopping) restart(`it could not be started: ${e.message}`);
  });
  child.on('exit', (code, signal) => {
    const status = code ?? 128 + (constants.signals[signal] ?? 0);
    if (stopping) return process.exit(status);
    if (code === EXIT_CONFIG) {
      console.error('[start] the server cannot start with this configuration (see above): not restarting.');
      return process.exit(code);
    }
    restart(signal ? `signal ${signal}` : `exit status ${code}`);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = signal;
    clearTimeout(restartTimer);
    if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) {
      process.exit(128 + constants.signals[signal]);
    }
    server.kill(signal);
  });
}
run();
