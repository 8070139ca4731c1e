// One request never stops the server: the production server as `npm start` runs it (compiled,
// plain node with its 128 MB heap, embedded PGlite), against what an attacker, a broken client or
// a phone losing its signal sends. A cut-off file post, the largest PATCH accepted (alone and 20
// at once), at least 2,000 requests of broken framing against every endpoint, a declared body
// far over a limit, a bug nobody caught (planted by tests/support/plant-fault.ts), and finally a
// kill -9 of the server process, which `npm start` brings back without losing what it acknowledged.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS } from '../../src/config/attachments.ts';
import { apiRoutes } from '../../server/app.ts';
import { freePort, startLikeNpmStart, type NpmStartServer } from '../support/npm-start.ts';
import { head, rawRequest, type RawAnswer } from '../support/raw-http.ts';
import {
  ADMIN_TOKEN,
  fakeDist,
  nextIp,
  pdfOf,
  sha256Hex,
  TUS,
  tusMetadata,
  validApplication,
  validContact,
} from './helpers.ts';

const MB = 1024 * 1024;
const CONTACT = '/api/send-contact-email';
const APPLY = '/api/job-application';
const FILE_FORMS = [CONTACT, APPLY];
const plantFault = path.resolve(import.meta.dirname, '../support/plant-fault.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(process.platform === 'linux')('one request never stops the server (npm start)', () => {
  let server: NpmStartServer;
  let host: string;
  let firstPid: number;
  const dist = fakeDist();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-resilience-'));

  const health = async () => (await fetch(`${server.url}/api/health`)).status;
  /** The same server process as at the start, alive, and answering. */
  const stillUp = async () => {
    expect(server.pid, 'the server process was restarted').toBe(firstPid);
    expect(await health()).toBe(200);
  };
  /** Every stored submission of a kind, page by page. */
  const submissions = async (kind: string) => {
    const all: { id: string }[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const r = await fetch(`${server.url}/api/leads?limit=1000&kind=${kind}&cursor=${cursor}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(r.status).toBe(200);
      const page = (await r.json()) as { leads: { id: string }[]; nextCursor: string | number | null };
      all.push(...page.leads);
      cursor = page.nextCursor === null ? null : String(page.nextCursor);
    }
    return all;
  };

  beforeAll(async () => {
    server = await startLikeNpmStart({
      distDir: dist,
      dataDir,
      // Kept when start.mjs restarts the server, as a configured PORT is.
      port: await freePort(),
      env: {
        ADMIN_TOKEN,
        RATE_LIMIT_PER_HOUR: '1000000',
        STAFF_SIGN_IN_PER_HOUR: '1000000',
        UPLOAD_QUOTA_MB: '0',
        TRUST_PROXY: '1',
        NODE_OPTIONS: `--import ${plantFault}`,
      },
    });
    host = new URL(server.url).host;
    firstPid = server.pid;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a multipart post that ends inside a file part is a 400 on both file forms, stores nothing', async () => {
    const before = (await submissions('contact')).length + (await submissions('application')).length;
    const cut = '--B\r\nContent-Disposition: form-data; name="attachments"; filename="a.txt"\r\n\r\nhalf';
    for (const p of FILE_FORMS) {
      for (const accept of ['application/json', 'text/html']) {
        const r = await fetch(server.url + p, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=B', accept, 'x-forwarded-for': nextIp() },
          body: cut,
        });
        expect(r.status, `${p} (${accept})`).toBe(400);
      }
    }
    await stillUp();
    const after = (await submissions('contact')).length + (await submissions('application')).length;
    expect(after).toBe(before);
  });

  it(`a ${UPLOADS.maxRequestBytes / MB} MB PATCH, then 20 at once: each stored byte for byte`, async () => {
    const size = UPLOADS.maxRequestBytes;
    const upload = async () => {
      const bytes = pdfOf(size);
      const created = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: {
          ...TUS,
          'upload-length': String(size),
          'upload-metadata': tusMetadata({ filename: 'cv.pdf', filetype: 'application/pdf' }),
          'x-forwarded-for': nextIp(),
        },
      });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      const r = await fetch(server.url + location, {
        method: 'PATCH',
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: bytes,
      });
      expect([r.status, r.headers.get('upload-offset')]).toEqual([204, String(size)]);
      return { id: location.slice(location.lastIndexOf('/') + 1), sha256: sha256Hex(bytes) };
    };
    const uploads = [await upload()];
    await stillUp();
    // Every one settles before anything is judged: none is left running into the next test.
    const settled = await Promise.allSettled(Array.from({ length: 20 }, upload));
    for (const r of settled) if (r.status === 'rejected') throw r.reason;
    uploads.push(...settled.map((r) => (r as PromiseFulfilledResult<(typeof uploads)[number]>).value));
    await stillUp();
    // The server checks each file's SHA-256 when a submission names it: 201 means every byte is right.
    for (const u of uploads) {
      const r = await fetch(server.url + APPLY, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify(validApplication({ resume: [{ uploadId: u.id, sha256: u.sha256, filename: 'cv.pdf' }] })),
      });
      expect(r.status, await r.clone().text()).toBe(201);
    }
    await stillUp();
  }, 180_000);

  it('survives at least 2,000 requests of broken framing against every endpoint, never a 5xx', async () => {
    const json = JSON.stringify(
      validContact({ message: 'A message long enough to pass, with "quotes", commas: and braces {}.' }),
    );
    const multipart = [
      '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nJane Smith',
      '\r\n--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\njane@agency.gov',
      '\r\n--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nWe would like to modernize our contact center.',
      '\r\n--XyZ\r\nContent-Disposition: form-data; name="attachments"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nPlain notes.',
      '\r\n--XyZ--\r\n',
    ].join('');
    // Where a cut lands on the structure: before and after every delimiter character.
    const structuralCuts = (body: string) => {
      const at = new Set<number>([0, 1, body.length - 1]);
      for (let i = 0; i < body.length; i++) if ('{}[]:,"\r\n-;='.includes(body[i]!)) at.add(i).add(i + 1);
      return [...at].filter((i) => i >= 0 && i < body.length).sort((a, b) => a - b);
    };
    const everyCut = (body: string) => Array.from({ length: body.length }, (_, i) => i);

    /** `mustAnswer`: a whole, well-framed request, which gets an answer, not a dropped connection. */
    type Case = { label: string; bytes: string; halfClose: boolean; mustAnswer?: boolean };
    const cases: Case[] = [];
    const uploadPath = '/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAA';
    const paths = [
      ...Object.keys(apiRoutes),
      uploadPath,
      '/api/staff/sign-in',
      '/api/staff/update-lead',
      `/api/attachments/${randomUUID()}`,
      '/',
      '/no-such-page',
    ];
    for (const p of paths) {
      const method = p.startsWith('/api/uploads/') ? 'PATCH' : 'POST';
      const h = (headers: Record<string, string | number>) => head(method, p, host, headers);
      const jsonHead = (length: number) => h({ 'Content-Type': 'application/json', 'Content-Length': length });
      const formHead = (length: number) =>
        h({ 'Content-Type': 'multipart/form-data; boundary=XyZ', 'Content-Length': length, Accept: 'text/html' });
      // A JSON post cut at each structural point: declared whole then the connection drops, and
      // declared as cut (a complete request with a broken body).
      for (const i of structuralCuts(json)) {
        cases.push({
          label: `${p} JSON cut at ${i}, dropped`,
          bytes: jsonHead(json.length) + json.slice(0, i),
          halfClose: true,
        });
        cases.push({ label: `${p} JSON cut at ${i}`, bytes: jsonHead(i) + json.slice(0, i), halfClose: true });
      }
      // A multipart post cut at every byte on the forms that take files, at each structural point elsewhere.
      for (const i of (FILE_FORMS.includes(p) ? everyCut : structuralCuts)(multipart)) {
        cases.push({
          label: `${p} multipart cut at ${i}`,
          bytes: formHead(i) + multipart.slice(0, i),
          halfClose: true,
        });
        cases.push({
          label: `${p} multipart cut at ${i}, dropped`,
          bytes: formHead(multipart.length) + multipart.slice(0, i),
          halfClose: true,
        });
      }
      const chunked = { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' };
      cases.push(
        { label: `${p} Content-Length short of the body`, bytes: jsonHead(5) + json, halfClose: true },
        { label: `${p} huge Content-Length`, bytes: jsonHead(10 ** 13) + json, halfClose: true },
        { label: `${p} negative Content-Length`, bytes: jsonHead(-1) + json, halfClose: true },
        { label: `${p} Content-Length not a number`, bytes: h({ 'Content-Length': 'ten' }) + json, halfClose: true },
        {
          label: `${p} two Content-Lengths`,
          bytes: h({ 'Content-Type': 'application/json', 'Content-Length': `${json.length}, 3` }) + json,
          halfClose: true,
        },
        {
          label: `${p} Content-Length and chunked`,
          bytes: h({ ...chunked, 'Content-Length': json.length }) + json,
          halfClose: true,
        },
        { label: `${p} chunked, cut mid-chunk`, bytes: `${h(chunked)}40\r\n${json.slice(0, 20)}`, halfClose: true },
        { label: `${p} chunked, bad chunk size`, bytes: `${h(chunked)}zz\r\n${json}\r\n0\r\n\r\n`, halfClose: true },
        {
          label: `${p} chunked, far over the limit`,
          bytes: `${h(chunked)}${Array.from({ length: 10 }, () => `1000\r\n${'x'.repeat(0x1000)}\r\n`).join('')}0\r\n\r\n`,
          halfClose: true,
        },
        {
          label: `${p} header block cut`,
          bytes: `${method} ${p} HTTP/1.1\r\nHost: ${host}\r\nContent-Ty`,
          halfClose: true,
        },
        ...['bytes=10-5', 'bytes=abc', 'bytes=0-1,5-6', 'bytes=99999999-', 'bytes=-'].map((range) => ({
          label: `GET ${p} with Range ${range}`,
          bytes: head('GET', p, host, { Range: range, Connection: 'close' }),
          halfClose: false,
          mustAnswer: true,
        })),
      );
    }
    // The largest bodies, once per endpoint that reads them: far over their limit, sent whole.
    for (const p of [...FILE_FORMS, uploadPath]) {
      const body = 'x'.repeat(UPLOADS.maxRequestBytes + 100 * 1024);
      const type = p === uploadPath ? 'application/offset+octet-stream' : 'multipart/form-data; boundary=XyZ';
      cases.push({
        label: `${p} chunked body over ${UPLOADS.maxRequestBytes / MB} MB`,
        bytes: `${head(p === uploadPath ? 'PATCH' : 'POST', p, host, { 'Content-Type': type, 'Transfer-Encoding': 'chunked', ...TUS })}${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
        halfClose: true,
      });
    }
    expect(cases.length).toBeGreaterThanOrEqual(2000);

    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        const a: RawAnswer = await rawRequest(server.url, c.bytes, { halfClose: c.halfClose, timeoutMs: 15_000 });
        statuses.set(String(a.status ?? 'closed'), (statuses.get(String(a.status ?? 'closed')) ?? 0) + 1);
        if ((a.status ?? 0) >= 500) failures.push(`${c.label}: ${a.text.slice(0, 300)}`);
        if (a.timedOut) failures.push(`${c.label}: no answer and not closed in 15 s`);
        if (c.mustAnswer && a.status === undefined) failures.push(`${c.label}: the connection was dropped unanswered`);
        try {
          process.kill(firstPid, 0);
        } catch {
          throw new Error(`the server process died after: ${c.label}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    console.log(`[fuzz] ${cases.length} requests, answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures).toEqual([]);
    await stillUp();
    expect(server.log()).not.toMatch(/uncaught|unhandled rejection|restarting/i);
  }, 300_000);

  it('answers a declared body far over a limit with 413 within 1 s, unread, on every endpoint', async () => {
    const targets: [string, string, string][] = [
      ...Object.keys(apiRoutes).map((p) => ['POST', p, 'application/json'] as [string, string, string]),
      ['POST', CONTACT, 'multipart/form-data; boundary=B'],
      ['POST', APPLY, 'multipart/form-data; boundary=B'],
      ['PATCH', '/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAA', 'application/offset+octet-stream'],
      ['POST', '/api/uploads', 'application/offset+octet-stream'],
      ['POST', '/api/staff/sign-in', 'application/json'],
    ];
    for (const [method, p, type] of targets) {
      const a = await rawRequest(
        server.url,
        head(method, p, host, { 'Content-Type': type, 'Content-Length': 10 ** 10, ...TUS }) + '{"name":',
        { timeoutMs: 5_000 },
      );
      expect(a.status, `${method} ${p} (${type}): ${a.text.slice(0, 200)}`).toBe(413);
      expect(a.firstByteMs!, `${method} ${p}`).toBeLessThan(1_000);
      // And the connection is closed, not held open for the rest of the body.
      expect(a.timedOut, `${method} ${p} kept the connection`).toBe(false);
    }
    await stillUp();
  });

  it('a bug nobody caught fails its own request with a 500 and the server stays up', async () => {
    for (const kind of ['throw', 'reject']) {
      const a = await rawRequest(
        server.url,
        head('POST', CONTACT, host, {
          'Content-Type': 'application/json',
          'Content-Length': 200,
          'x-plant-fault': kind,
        }) + '{"name":',
        { timeoutMs: 5_000 },
      );
      expect(a.status, `${kind}: ${a.text.slice(0, 200)}`).toBe(500);
      expect(a.text).toContain('internal_error');
    }
    await stillUp();
    expect(server.log()).toMatch(/uncaught error in POST "\/api\/send-contact-email": .*planted error/);
    expect(server.log()).toMatch(/unhandled rejection in POST "\/api\/send-contact-email": .*planted rejection/);
    // Everyone else is served as before.
    const r = await fetch(server.url + CONTACT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(validContact()),
    });
    expect(r.status).toBe(201);
  });

  // Last two: they replace, then stop, the server process.
  it('a killed server process is back within 5 s, and nothing it acknowledged is lost', async () => {
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const r = await fetch(server.url + CONTACT, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              'idempotency-key': randomUUID(),
              'x-forwarded-for': nextIp(),
            },
            body: JSON.stringify(validContact()),
            signal: AbortSignal.timeout(10_000),
          });
          if (r.status === 201) acknowledged.push(((await r.json()) as { id: string }).id);
        } catch {
          // Refused or cut off while the server is down: not acknowledged, a client retries.
          await sleep(50);
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await sleep(1_500);
    const killedAt = Date.now();
    process.kill(firstPid, 'SIGKILL');
    let backAfter = Infinity;
    while (Date.now() - killedAt < 15_000) {
      try {
        const r = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(3_000) });
        if (r.status === 200 && server.pid !== firstPid) {
          backAfter = Date.now() - killedAt;
          break;
        }
      } catch {
        // still down
      }
      await sleep(50);
    }
    await sleep(1_500);
    stop = true;
    await Promise.all(writers);
    console.log(`[kill -9] back after ${backAfter} ms; ${acknowledged.length} submissions acknowledged`);
    if (backAfter > 5_000) console.log(server.log().slice(-3000));
    expect(backAfter).toBeLessThanOrEqual(5_000);
    expect(server.log()).toMatch(/\[start\] the server stopped unexpectedly \(signal SIGKILL\); restarting it/);
    const stored = new Set((await submissions('contact')).map((s) => s.id));
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 60_000);

  it('stops on SIGTERM within 15 s while an upload hangs mid-body', async () => {
    const location = (
      await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { ...TUS, 'upload-length': '100000', 'x-forwarded-for': nextIp() },
      })
    ).headers.get('location')!;
    // A PATCH whose body stops coming: close() alone would wait for it forever.
    const stalled = rawRequest(
      server.url,
      head('PATCH', location, host, {
        ...TUS,
        'Upload-Offset': 0,
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': 100000,
      }) + 'x'.repeat(1000),
      { timeoutMs: 30_000 },
    );
    await sleep(500);
    const started = Date.now();
    await server.stop();
    const took = Date.now() - started;
    console.log(`[stop] SIGTERM to exit: ${took} ms with a stalled upload open`);
    // stop() sends SIGKILL after 15 s: a clean stop comes well before.
    expect(took).toBeLessThan(14_000);
    expect((await stalled).timedOut).toBe(false);
  }, 40_000);
});
