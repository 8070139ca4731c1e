// `npm run bench:memory [-- --dist <dir>]`: memory of the production server as `npm start` runs it
// (scripts/start.mjs: compiled server, plain node, embedded PGlite on a fresh data directory).
// Reports the server process's RSS at rest, then its peak through 30 s of contact POSTs on 20
// connections with a health flood and 20 uploads sending the largest PATCH accepted at once,
// over and over, beside them (two other processes), then after the load.
// Exits 1 above 200 MB at rest or 300 MB at peak. Serves dist/ unless --dist names another build
// (build one with `npx vite build --outDir /tmp/mem-dist --emptyOutDir`). Writes reports/bench-memory.json.
//
// Internal modes: `--health <url> <seconds>` and `--patches <url> <seconds>` (the children).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOADS } from '../../src/config/attachments.ts';
import { startLikeNpmStart } from '../../tests/support/npm-start.ts';
import {
  autocannon,
  contactRequest,
  healthFlood,
  nextIp,
  printResult,
  root,
  sleep,
  startChild,
  type AutocannonResult,
} from './kit.ts';

const self = fileURLToPath(import.meta.url);
const BUDGET = { restMb: 200, loadMb: 300 };
const REST_SECONDS = 10;
const LOAD_SECONDS = 30;

/** 20 uploads at once, each PATCHing UPLOADS.maxRequestBytes in one request, until `seconds` pass. */
async function patchFlood(url: string, seconds: number): Promise<void> {
  const size = UPLOADS.maxRequestBytes;
  const bytes = Buffer.alloc(size, 7);
  bytes.write('%PDF-1.4\n');
  const until = Date.now() + seconds * 1000;
  const result = { patches: 0, failures: 0, bytes: size };
  const tus = { 'tus-resumable': '1.0.0' };
  const uploader = async () => {
    while (Date.now() < until) {
      try {
        const created = await fetch(`${url}/api/uploads`, {
          method: 'POST',
          headers: { ...tus, 'upload-length': String(size), 'x-forwarded-for': nextIp() },
        });
        const r = await fetch(url + created.headers.get('location'), {
          method: 'PATCH',
          headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          body: bytes,
        });
        if (created.status === 201 && r.status === 204) result.patches++;
        else result.failures++;
      } catch {
        result.failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: 20 }, uploader));
  printResult(result);
}

/** Runs this script in `mode` in a child process; resolves to what it printed after RESULT (null: nothing). */
function child<T>(mode: string, url: string): Promise<T | null> {
  return startChild(self, [mode, url, String(LOAD_SECONDS)]).line.then(
    (line) => JSON.parse(line) as T,
    (e: Error) => {
      console.error(e.message);
      return null;
    },
  );
}

async function main(): Promise<number> {
  const i = process.argv.indexOf('--dist');
  const dist = path.resolve(i > 0 ? process.argv[i + 1]! : path.join(root, 'dist'));
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run npm run build, or pass --dist <dir> (npx vite build --outDir <dir>).`);
    return 2;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
  const started = Date.now();
  const server = await startLikeNpmStart({
    distDir: dist,
    dataDir,
    env: { RATE_LIMIT_PER_HOUR: '1000000', TRUST_PROXY: '1', UPLOAD_QUOTA_MB: '0' },
  });
  const failures: string[] = [];
  try {
    const { url } = server;
    console.log(`server pid ${server.pid} serving ${dist} on ${url}, ready in ${(Date.now() - started) / 1000} s`);
    for (const p of ['/', '/api/health']) {
      const res = await fetch(url + p);
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`GET ${p} answered ${res.status}`);
    }
    await sleep(REST_SECONDS * 1000);
    const rest = server.rssMb();
    const startupPeak = server.peakRssMb();
    console.log(
      `at rest after ${REST_SECONDS} s: RSS ${rest.toFixed(0)} MB (peak during start-up ${startupPeak.toFixed(0)} MB)`,
    );

    let sampled = 0;
    const sampler = setInterval(() => (sampled = Math.max(sampled, server.rssMb())), 100);
    const healthDone = child<AutocannonResult>('--health', url);
    const patchesDone = child<{ patches: number; failures: number; bytes: number }>('--patches', url);
    const contact = await autocannon({
      url,
      connections: 20,
      duration: LOAD_SECONDS,
      requests: [contactRequest()],
    });
    const healthResult = await healthDone;
    const patches = await patchesDone;
    clearInterval(sampler);
    const peak = server.peakRssMb();
    console.log(
      `load (${LOAD_SECONDS} s): ${contact.requests.total} contact POSTs (${contact.requests.average.toFixed(0)}/s, ` +
        `p99 ${contact.latency.p99} ms, ${contact.non2xx} non-2xx, ${contact.errors} errors), ` +
        `${healthResult?.requests.total ?? '?'} health checks and ${patches?.patches ?? '?'} PATCHes of ` +
        `${(UPLOADS.maxRequestBytes / 1024 / 1024).toFixed(0)} MB (20 at a time) beside them`,
    );
    console.log(`peak under load: RSS ${sampled.toFixed(0)} MB sampled every 100 ms, VmHWM ${peak.toFixed(0)} MB`);
    await sleep(5_000);
    const after = server.rssMb();
    console.log(`5 s after the load: RSS ${after.toFixed(0)} MB`);
    if (contact.non2xx || contact.errors) failures.push(`${contact.non2xx} non-2xx, ${contact.errors} errors`);
    if (!patches?.patches || patches.failures) failures.push(`PATCHes: ${JSON.stringify(patches)}`);
    if (rest > BUDGET.restMb) failures.push(`RSS at rest ${rest.toFixed(0)} MB > ${BUDGET.restMb} MB`);
    if (peak > BUDGET.loadMb) failures.push(`peak RSS ${peak.toFixed(0)} MB > ${BUDGET.loadMb} MB`);
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    writeFileSync(
      path.join(root, 'reports/bench-memory.json'),
      JSON.stringify(
        {
          restMb: rest,
          startupPeakMb: startupPeak,
          loadPeakMb: peak,
          sampledLoadPeakMb: sampled,
          afterMb: after,
          contact,
          health: healthResult,
          patches,
          failures,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const f of failures) console.error(`FAIL: ${f}`);
  if (!failures.length) console.log(`OK: within ${BUDGET.restMb} MB at rest and ${BUDGET.loadMb} MB under load`);
  return failures.length ? 1 : 0;
}

if (process.argv[2] === '--health') await healthFlood(process.argv[3]!, Number(process.argv[4]));
else if (process.argv[2] === '--patches') await patchFlood(process.argv[3]!, Number(process.argv[4]));
else process.exit(await main());
