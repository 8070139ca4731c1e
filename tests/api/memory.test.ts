// Memory of the production server as `npm start` runs it (compiled server, plain node, embedded
// PGlite on a fresh data directory): at most 200 MB resident at rest, and at most 300 MB at its
// peak through a short burst of contact messages and health checks beside 20 uploads sending the
// largest PATCH accepted at once, over and over. The full 30-second load is `npm run
// bench:memory`. Linux only (reads /proc).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLikeNpmStart, type NpmStartServer } from '../support/npm-start.ts';
import { UPLOADS } from '../../src/config/attachments.ts';
import { fakeDist, nextIp, pdfOf, TUS, tusMetadata, validContact } from './helpers.ts';

const REST_BUDGET_MB = 200;
const LOAD_BUDGET_MB = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(process.platform === 'linux')('memory of the server under npm start', () => {
  let server: NpmStartServer;
  const dist = fakeDist();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-memory-'));

  beforeAll(async () => {
    server = await startLikeNpmStart({
      distDir: dist,
      dataDir,
      env: { RATE_LIMIT_PER_HOUR: '1000000', TRUST_PROXY: '1', UPLOAD_QUOTA_MB: '0' },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`holds at most ${REST_BUDGET_MB} MB at rest on a fresh data directory`, async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    await sleep(5_000);
    const rss = server.rssMb();
    console.log(
      `[memory] server pid ${server.pid}: ${rss.toFixed(0)} MB at rest (peak so far ${server.peakRssMb().toFixed(0)} MB)`,
    );
    expect(rss).toBeLessThanOrEqual(REST_BUDGET_MB);
  });

  /** Posts contact messages (or reads health) until `until`; how many messages were stored. */
  const worker = async (path: string, post: boolean, until: number) => {
    let sent = 0;
    while (Date.now() < until) {
      const res = await fetch(`${server.url}${path}`, {
        method: post ? 'POST' : 'GET',
        headers: post
          ? { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() }
          : {},
        body: post ? JSON.stringify(validContact()) : undefined,
      });
      await res.arrayBuffer();
      if (post) {
        expect(res.status).toBe(201);
        sent++;
      }
    }
    return sent;
  };
  const burst = async (seconds: number, others: (until: number) => Promise<unknown>[] = () => []) => {
    const until = Date.now() + seconds * 1000;
    const counts = await Promise.all(
      [
        ...Array.from({ length: 10 }, () => worker('/api/send-contact-email', true, until)),
        ...Array.from({ length: 4 }, () => worker('/api/health', false, until)),
      ].concat(others(until) as Promise<number>[]),
    );
    return counts.slice(0, 10).reduce((n, c) => n + c, 0);
  };

  it(`stays under ${LOAD_BUDGET_MB} MB through a burst of contact messages beside health checks`, async () => {
    const sent = await burst(8);
    const hwm = server.peakRssMb();
    console.log(`[memory] ${sent} contact messages: VmHWM ${hwm.toFixed(0)} MB`);
    expect(sent).toBeGreaterThan(50);
    expect(hwm).toBeLessThanOrEqual(LOAD_BUDGET_MB);
  });

  it(`stays under ${LOAD_BUDGET_MB} MB with 20 uploads PATCHing ${UPLOADS.maxRequestBytes / 1024 / 1024} MB at once beside the same burst`, async () => {
    const size = UPLOADS.maxRequestBytes;
    const body = pdfOf(size);
    let patched = 0;
    const uploader = async (until: number) => {
      while (Date.now() < until) {
        const created = await fetch(`${server.url}/api/uploads`, {
          method: 'POST',
          headers: {
            ...TUS,
            'upload-length': String(size),
            'upload-metadata': tusMetadata({ filename: 'rfp.pdf', filetype: 'application/pdf' }),
            'x-forwarded-for': nextIp(),
          },
        });
        expect(created.status).toBe(201);
        const r = await fetch(server.url + created.headers.get('location')!, {
          method: 'PATCH',
          headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          body,
        });
        expect(r.status).toBe(204);
        patched++;
      }
    };
    const pid = server.pid;
    // Each of the 20 sends one 4 MB PATCH at least: started together, they are all in flight at once.
    const sent = await burst(4, (until) => Array.from({ length: 20 }, () => uploader(until))).catch((e: unknown) => {
      throw new Error(`the load failed; the server's log ends:\n${server.log().slice(-4_000)}`, { cause: e });
    });
    expect(server.pid, 'the server was restarted').toBe(pid);
    const hwm = server.peakRssMb();
    console.log(
      `[memory] ${sent} contact messages beside ${patched} PATCHes of ${size / 1024 / 1024} MB: VmHWM ${hwm.toFixed(0)} MB`,
    );
    // The uploads take the database's turns; the messages still get theirs.
    expect(sent).toBeGreaterThan(0);
    expect(patched).toBeGreaterThanOrEqual(20);
    expect(hwm).toBeLessThanOrEqual(LOAD_BUDGET_MB);
  }, 60_000);
});
