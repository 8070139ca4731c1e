// Resumable uploads (tus 1.0 at /api/uploads) and files accepted with a submission, over real
// HTTP against the local server on PGlite and PostgreSQL: chunked upload and resume, the
// acceptance checks (complete, SHA-256, sniffing, one submission per upload), idempotent
// replays, the quota, the no-JS multipart posts, and a fuzz of hostile tus requests (never 5xx).
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ID_PATTERN, UPLOADS } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import { escapeHtml } from '../../server/http/respond.ts';
import { fixtures } from '../support/test-files.ts';
import {
  backends,
  nextIp,
  post,
  postMultipart,
  sql,
  startApi,
  TUS,
  tusCreate,
  tusMetadata,
  tusOffset,
  tusPatch,
  tusUpload,
  pdfOf,
  sha256Hex,
  validApplication,
  validContact,
  type TestApi,
} from './helpers.ts';

const CONTACT = '/api/send-contact-email';
const APPLY = '/api/job-application';
const MB = 1024 * 1024;
const sha = sha256Hex;
const idOf = (location: string) => location.slice(location.lastIndexOf('/') + 1);

interface AttachmentRow {
  submission_id: string;
  upload_id: string;
  field: string;
  position: number;
  filename: string;
  content_type: string;
  size: string | number;
  sha256: string;
}
const attachmentsOf = (submissionId: string) =>
  sql<AttachmentRow>('SELECT * FROM attachments WHERE submission_id = $1 ORDER BY position', [submissionId]);

/** Sends half of a PATCH body, then drops the connection (a train going into a tunnel). */
function droppedPatch(api: TestApi, location: string, offset: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const u = new URL(api.url + location);
    const req = request({
      host: u.hostname,
      port: u.port,
      path: u.pathname,
      method: 'PATCH',
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, bytes.length >> 1), () => setTimeout(() => req.destroy(), 100));
  });
}

describe.each(backends)('uploads on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend, smtp: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('creates, takes 1 MB chunks, resumes after a dropped PATCH, and a submission naming it is accepted once', async () => {
    const file = pdfOf(Math.round(2.5 * MB));
    const created = await tusCreate(api, file.length, { filename: 'C:\\docs\\RFP 2026.pdf' });
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    expect(idOf(location)).toMatch(UPLOAD_ID_PATTERN);

    expect((await tusPatch(api, location, 0, file.subarray(0, MB))).status).toBe(204);
    expect(await tusOffset(api, location)).toBe(MB);
    // The id also reaches the function as ?id= (Vercel's rewrite).
    expect(await tusOffset(api, `/api/uploads?id=${idOf(location)}`)).toBe(MB);

    await droppedPatch(api, location, MB, file.subarray(MB, 2 * MB));
    // What arrived before the drop is kept in whole pieces (tus: store as much as was received),
    // never past what was sent; the client resumes from the offset the server reports.
    const kept = Number(await tusOffset(api, location));
    expect(kept).toBeGreaterThanOrEqual(MB);
    expect(kept).toBeLessThanOrEqual(MB + MB / 2);
    expect((await tusPatch(api, location, MB, file.subarray(MB, 2 * MB))).status).toBe(kept === MB ? 204 : 409);
    if (kept > MB) {
      const second = await tusPatch(api, location, kept, file.subarray(kept, 2 * MB));
      expect([second.status, second.headers.get('upload-offset')]).toEqual([204, String(2 * MB)]);
    }
    const last = await tusPatch(api, location, 2 * MB, file.subarray(2 * MB));
    expect([last.status, last.headers.get('upload-offset')]).toEqual([204, String(file.length)]);

    const key = randomUUID();
    const body = validContact({
      attachments: [{ uploadId: idOf(location), sha256: sha(file), filename: 'RFP 2026.pdf' }],
    });
    const r = await post(api, CONTACT, body, { key });
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as { id: string };
    const rows = await attachmentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      upload_id: idOf(location),
      field: 'attachments',
      position: 0,
      filename: 'RFP 2026.pdf',
      content_type: 'application/pdf',
      sha256: sha(file),
    });
    expect(Number(rows[0]!.size)).toBe(file.length);
    // The file field is stored as attachments, not among the fields.
    const [sub] = await sql<{ fields: Record<string, unknown> | string }>(
      'SELECT fields FROM submissions WHERE id = $1',
      [id],
    );
    expect(JSON.stringify(sub!.fields)).not.toContain('attachments');

    // A replay: 200, the same id, no second attachment.
    const again = await post(api, CONTACT, body, { key });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    expect(await attachmentsOf(id)).toHaveLength(1);

    // Another submission naming the same upload is refused; an attached upload cannot be deleted.
    const other = await post(
      api,
      CONTACT,
      { ...body, email: `x.${randomUUID().slice(0, 6)}@agency.gov` },
      { key: randomUUID() },
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      error: 'validation',
      fields: { attachments: fileErrors.damaged('RFP 2026.pdf') },
    });
    const del = await fetch(api.url + location, { method: 'DELETE', headers: { ...TUS } });
    expect(del.status).toBe(403);
    expect(await attachmentsOf(id)).toHaveLength(1);
  });

  it('refuses a wrong SHA-256 and an incomplete upload under the field, storing nothing', async () => {
    const file = pdfOf(300_000);
    const location = await tusUpload(api, file, { filename: 'cv.pdf' });
    const email = `wrong.${randomUUID().slice(0, 8)}@example.com`;
    const wrong = await post(
      api,
      APPLY,
      validApplication({
        email,
        resume: [{ uploadId: idOf(location), sha256: sha(Buffer.from('other')), filename: 'cv.pdf' }],
      }),
      { key: randomUUID() },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'validation', fields: { resume: fileErrors.damaged('cv.pdf') } });

    const partial = (await tusCreate(api, 1000)).headers.get('location')!;
    await tusPatch(api, partial, 0, fixtures.pdf());
    const incomplete = await post(
      api,
      APPLY,
      validApplication({
        email,
        resume: [{ uploadId: idOf(partial), sha256: sha(fixtures.pdf()), filename: 'cv.pdf' }],
      }),
      { key: randomUUID() },
    );
    expect(incomplete.status).toBe(400);
    expect(await sql('SELECT 1 FROM submissions WHERE email = $1', [email])).toHaveLength(0);

    // The right hash then goes through, and the resume is the one file allowed.
    const ok = await post(
      api,
      APPLY,
      validApplication({
        email,
        resume: [{ uploadId: idOf(location), sha256: sha(file).toUpperCase(), filename: 'cv.pdf' }],
      }),
      { key: randomUUID() },
    );
    expect(ok.status).toBe(201);
    const two = await post(
      api,
      APPLY,
      validApplication({
        resume: [
          { uploadId: idOf(location), sha256: sha(file), filename: 'a.pdf' },
          { uploadId: idOf(partial), sha256: sha(file), filename: 'b.pdf' },
        ],
      }),
    );
    expect(await two.json()).toEqual({ error: 'validation', fields: { resume: fileErrors.tooMany(1) } });
  });

  it('refuses a program named resume.pdf with the reason, and a macro document', async () => {
    const exe = fixtures.exe();
    const location = await tusUpload(api, exe, { filename: 'resume.pdf' });
    const r = await post(
      api,
      APPLY,
      validApplication({ resume: [{ uploadId: idOf(location), sha256: sha(exe), filename: 'resume.pdf' }] }),
      { key: randomUUID() },
    );
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      error: 'validation',
      fields: { resume: fileErrors.contentMismatch('resume.pdf', fileErrors.executable) },
    });
    const docm = fixtures.docm();
    const macro = await tusUpload(api, docm, { filename: 'proposal.docx' });
    const m = await post(
      api,
      CONTACT,
      validContact({ attachments: [{ uploadId: idOf(macro), sha256: sha(docm), filename: 'proposal.docx' }] }),
    );
    expect(await m.json()).toEqual({
      error: 'validation',
      fields: { attachments: fileErrors.macros('proposal.docx') },
    });
    // A refused type is refused by name already at creation.
    const exeName = await tusCreate(api, 100, { filename: 'setup.exe' });
    expect(exeName.status).toBe(415);
    expect(await exeName.text()).toBe(fileErrors.typeNotAllowed('setup.exe'));
  });

  it('accepts up to three attachments within 10 MB, in order', async () => {
    const files = [fixtures.docx(), fixtures.png(), Buffer.from('Plain notes\n')];
    const names = ['sow.docx', 'diagram.png', 'notes.txt'];
    const refs = [];
    for (const [i, f] of files.entries()) {
      refs.push({
        uploadId: idOf(await tusUpload(api, f, { filename: names[i] })),
        sha256: sha(f),
        filename: names[i]!,
      });
    }
    const r = await post(api, CONTACT, validContact({ attachments: refs }), { key: randomUUID() });
    expect(r.status).toBe(201);
    const rows = await attachmentsOf(((await r.json()) as { id: string }).id);
    expect(rows.map((x) => [x.position, x.filename, x.content_type])).toEqual([
      [0, 'sow.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [1, 'diagram.png', 'image/png'],
      [2, 'notes.txt', 'text/plain'],
    ]);
    const four = await post(api, CONTACT, validContact({ attachments: [...refs, refs[0]] }));
    expect(await four.json()).toEqual({ error: 'validation', fields: { attachments: fileErrors.tooMany(3) } });
  });

  it('caps upload bytes per client address per 24 h (429 with the quota message)', async () => {
    api.setEnv({ UPLOAD_QUOTA_MB: '1' });
    try {
      const ip = nextIp();
      expect((await tusCreate(api, 600_000, { ip })).status).toBe(201);
      const over = await tusCreate(api, 600_000, { ip });
      expect(over.status).toBe(429);
      expect(await over.text()).toBe(fileErrors.quota);
      expect((await tusCreate(api, 600_000, { ip: nextIp() })).status).toBe(201);
      // The no-JS post counts too, and says so on its page.
      const page = await postMultipart(
        api,
        CONTACT,
        validContact(),
        [{ field: 'attachments', filename: 'big.pdf', bytes: pdfOf(600_000) }],
        { ip },
      );
      expect(page.status).toBe(429);
      expect(await page.text()).toContain(escapeHtml(fileErrors.quota));
    } finally {
      api.setEnv({ UPLOAD_QUOTA_MB: undefined });
    }
  });

  it('without JavaScript: a multipart post with a file is stored (303), a disguised one gets the error page', async () => {
    const file = pdfOf(200_000);
    const email = `nojs.${randomUUID().slice(0, 8)}@agency.gov`;
    const r = await postMultipart(api, CONTACT, validContact({ email }), [
      { field: 'attachments', filename: 'statement of work.pdf', bytes: file },
      // An empty file input sends an empty part: ignored.
      { field: 'attachments', filename: '', bytes: new Uint8Array(0) },
    ]);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toContain('thank-you');
    const [sub] = await sql<{ id: string }>('SELECT id FROM submissions WHERE email = $1', [email]);
    const rows = await attachmentsOf(sub!.id);
    expect(rows.map((x) => [x.filename, x.content_type, Number(x.size), x.sha256])).toEqual([
      ['statement of work.pdf', 'application/pdf', file.length, sha(file)],
    ]);
    const [upload] = await sql<{ length: string; offset: string }>(
      'SELECT length, "offset" FROM uploads WHERE id = $1',
      [rows[0]!.upload_id],
    );
    expect([Number(upload!.length), Number(upload!.offset)]).toEqual([file.length, file.length]);

    const evil = `evil.${randomUUID().slice(0, 8)}@example.com`;
    const bad = await postMultipart(api, APPLY, validApplication({ email: evil }), [
      { field: 'resume', filename: 'resume.pdf', bytes: fixtures.exe() },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await bad.text()).toContain(escapeHtml(fileErrors.contentMismatch('resume.pdf', fileErrors.executable)));
    expect(await sql('SELECT 1 FROM submissions WHERE email = $1', [evil])).toHaveLength(0);

    // Urlencoded posts still work; multipart to a form without files is refused as before.
    const plain = await post(api, CONTACT, validContact(), { form: true });
    expect(plain.status).toBe(303);
    const demo = await postMultipart(api, '/api/demo-request', { email: 'a@b.co' }, []);
    expect(demo.status).toBe(415);
  });

  it('without JavaScript: files over the limit get a 413 page saying so', async () => {
    const r = await postMultipart(api, CONTACT, validContact(), [
      { field: 'attachments', filename: 'huge.pdf', bytes: pdfOf(UPLOADS.maxRequestBytes + 1000) },
    ]);
    expect(r.status).toBe(413);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await r.text()).toContain(escapeHtml(fileErrors.noJsTooLarge));
  });

  it('refuses cross-origin uploads', async () => {
    const r = await tusCreate(api, 10, { headers: { origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
  });
});

describe.each(backends)('upload fuzz on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend, smtp: false, env: { UPLOAD_QUOTA_MB: '0' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers hostile headers with 4xx, never 5xx', async () => {
    const location = (await tusCreate(api, 100)).headers.get('location')!;
    const cases: [string, RequestInit, number | number[]][] = [
      ['negative length', { method: 'POST', headers: { ...TUS, 'upload-length': '-1' } }, 400],
      ['NaN length', { method: 'POST', headers: { ...TUS, 'upload-length': 'NaN' } }, 400],
      ['huge length', { method: 'POST', headers: { ...TUS, 'upload-length': '99999999999999999999' } }, 400],
      ['over 10 MB', { method: 'POST', headers: { ...TUS, 'upload-length': String(10 * MB + 1) } }, 413],
      ['zero length', { method: 'POST', headers: { ...TUS, 'upload-length': '0' } }, 400],
      ['no length', { method: 'POST', headers: { ...TUS } }, 400],
      ['deferred length', { method: 'POST', headers: { ...TUS, 'upload-defer-length': '1' } }, 400],
      ['concatenation', { method: 'POST', headers: { ...TUS, 'upload-length': '5', 'upload-concat': 'partial' } }, 400],
      [
        'bad metadata',
        { method: 'POST', headers: { ...TUS, 'upload-length': '5', 'upload-metadata': 'a b c,,' } },
        400,
      ],
      ['no Tus-Resumable', { method: 'POST', headers: { 'upload-length': '5' } }, 412],
      [
        'an unknown tus version',
        { method: 'POST', headers: { ...TUS, 'tus-resumable': '0.2.2', 'upload-length': '5' } },
        412,
      ],
      ['GET', { method: 'GET' }, 405],
      ['PUT', { method: 'PUT', body: 'x' }, 405],
    ];
    for (const [label, init, want] of cases) {
      const r = await fetch(`${api.url}/api/uploads`, init);
      expect([want].flat(), `${label}: ${r.status} ${await r.text()}`).toContain(r.status);
    }
    const patch = (offset: string, headers: Record<string, string> = {}, body = Buffer.from('abc')) =>
      tusPatch(api, location, offset, body, headers);
    expect((await patch('5')).status).toBe(409); // a lying offset
    expect((await patch('-1')).status).toBe(400);
    expect((await patch('NaN')).status).toBe(400);
    expect((await patch('1e3')).status).toBe(400);
    expect((await patch('99999999999999999999')).status).toBe(400);
    expect((await patch('0', { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await patch('0', { 'upload-length': '100' })).status).toBe(400);
    expect((await patch('0', {}, Buffer.alloc(101))).status).toBe(413); // past the length
    expect((await patch('0', {}, Buffer.alloc(UPLOADS.maxRequestBytes + 1))).status).toBe(413);
    // tus 1.0: a version the server does not speak is a 412 naming the one it does.
    const old = await patch('0', { 'tus-resumable': '0.2.2' });
    expect([old.status, old.headers.get('tus-version'), old.headers.get('tus-resumable')]).toEqual([
      412,
      '1.0.0',
      '1.0.0',
    ]);
    expect((await tusPatch(api, '/api/uploads/not-a-real-upload-id-000', 0, Buffer.from('x'))).status).toBe(404);
    expect((await tusPatch(api, '/api/uploads/..%2F..%2Fetc', 0, Buffer.from('x'))).status).toBe(404);
    expect(await tusOffset(api, location)).toBe(0);
  });

  it('of parallel PATCHes at the same offset exactly one wins, the others get 409, the bytes are the winner’s', async () => {
    // Small bodies, and bodies the server stores in several pieces.
    for (const size of [4096, 4096, 4096, MB, MB]) {
      const location = (await tusCreate(api, size)).headers.get('location')!;
      const bodies = Array.from({ length: 6 }, (_, i) => Buffer.alloc(size, 65 + i));
      const answers = await Promise.all(bodies.map((b) => tusPatch(api, location, 0, b)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([204, 409, 409, 409, 409, 409]);
      const winner = bodies[answers.findIndex((a) => a.status === 204)]!;
      const stored = await sql<{ data: Uint8Array }>(
        'SELECT data FROM upload_chunks WHERE upload_id = $1 ORDER BY "offset"',
        [idOf(location)],
      );
      expect(Buffer.concat(stored.map((r) => Buffer.from(r.data))).equals(winner)).toBe(true);
      expect(await tusOffset(api, location)).toBe(size);
    }
  });

  it('never answers 5xx to random tus requests (300)', async () => {
    const location = (await tusCreate(api, 50_000)).headers.get('location')!;
    const num = fc.oneof(
      fc.integer({ min: -10, max: 60_000 }).map(String),
      fc.constantFrom('', 'NaN', '-0', '1e3', '0x10', '99999999999999999999', ' 5', '5 ', '1.5', 'Infinity'),
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS', 'GET', 'PUT'),
        fc.constantFrom(
          location,
          '/api/uploads',
          '/api/uploads/',
          `/api/uploads?id=${idOf(location)}`,
          '/api/uploads/%ZZ',
          '/api/uploads/a/b',
        ),
        fc.record(
          {
            'tus-resumable': fc.constantFrom('1.0.0', '0.2.2', ''),
            'upload-length': num,
            'upload-offset': num,
            'upload-defer-length': fc.constantFrom('1', '0'),
            'upload-metadata': fc.oneof(
              fc.constant(tusMetadata({ filename: 'a.pdf' })),
              fc.constant(tusMetadata({ filename: '\u0000\ud800.pdf', filetype: 'x' })),
              fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
            ),
            'content-type': fc.constantFrom('application/offset+octet-stream', 'application/json', 'text/plain'),
          },
          { requiredKeys: [] },
        ),
        fc.uint8Array({ maxLength: 3000 }),
        async (method, path, headers, body) => {
          const bodyless = method === 'GET' || method === 'HEAD';
          const r = await fetch(api.url + path, {
            method,
            headers: { ...headers, 'x-forwarded-for': nextIp() },
            body: bodyless ? undefined : body,
          });
          await r.arrayBuffer();
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          expect(r.status, `${method} ${path} ${JSON.stringify(headers)}: ${r.status}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    console.log(`[upload fuzz ${backend}] statuses:`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    // Whatever happened, the stored offset equals the bytes stored.
    const rows = await sql<{ id: string; offset: string; stored: string | null }>(
      `SELECT u.id, u."offset", (SELECT sum(length(c.data)) FROM upload_chunks c WHERE c.upload_id = u.id) AS stored FROM uploads u`,
    );
    for (const row of rows) expect(Number(row.stored ?? 0), row.id).toBe(Number(row.offset));
  });
});
