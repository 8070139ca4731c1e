// What staff see of the files sent with submissions: the listing's `attachments`, the download
// (GET /api/attachments/<id>), the notification mail (attached up to MAIL_ATTACHMENTS_MAX_MB,
// listed above it), and the housekeeping (retention, orphan uploads). The rows are written in SQL
// as the upload endpoint and the acceptance would write them.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiHandlerFor } from '../../server/app.ts';
import { contentDisposition } from '../../server/endpoints/attachments.ts';
import type { LeadWithFiles } from '../../server/staff/export.ts';
import { attachmentPath } from '../../src/config/attachments.ts';
import {
  ADMIN_TOKEN,
  CRON_SECRET,
  adminGet,
  backends,
  insertAttachment,
  post,
  sleep,
  sql,
  startApi,
  startAttachmentServer,
  validContact,
  type TestApi,
} from './helpers.ts';
import { decodeBody, type CapturedMail } from './smtp.ts';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** POSTs a contact message; returns its id. */
async function contact(api: TestApi, over: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const body = validContact(over);
  const r = await post(api, '/api/send-contact-email', body, { key: randomUUID() });
  expect(r.status).toBe(201);
  return { id: ((await r.json()) as { id: string }).id, email: body.email };
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** The parts of a captured multipart message (one level: nodemailer's text + attachments). */
function parts(mail: CapturedMail): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(mail.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [];
  return mail.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => {
      const text = p.replace(/^\r\n/, '');
      const split = text.indexOf('\r\n\r\n');
      const headers: Record<string, string> = {};
      for (const line of text
        .slice(0, split)
        .replace(/\r\n[ \t]+/g, ' ')
        .split('\r\n')) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      return { headers, body: text.slice(split + 4) };
    });
}

const attachmentsOf = (mail: CapturedMail) =>
  parts(mail)
    .filter((p) => /^attachment/i.test(p.headers['content-disposition'] ?? ''))
    .map((p) => ({
      disposition: p.headers['content-disposition']!,
      type: p.headers['content-type']!,
      bytes: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
    }));

const textOf = (mail: CapturedMail) => {
  const text = parts(mail).find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'));
  return (text ? decodeBody({ ...mail, headers: text.headers, body: text.body }) : decodeBody(mail)).replace(
    /\r\n/g,
    '\n',
  );
};

describe.each(backends)('attachments on %s', (backend) => {
  let api: TestApi;
  let files: Awaited<ReturnType<typeof startAttachmentServer>>;
  beforeAll(async () => {
    api = await startApi({ backend });
    files = await startAttachmentServer();
  });
  afterAll(async () => {
    await files?.close();
    await api?.close();
  });

  const download = (p: string, init: RequestInit & { token?: string | null } = {}) =>
    fetch(files.url + p, {
      ...init,
      headers: init.token === null ? {} : { authorization: `Bearer ${init.token ?? ADMIN_TOKEN}` },
    });

  it('GET /api/leads: each row has its files by position, an empty list when none', async () => {
    const plain = await contact(api, { name: 'No Files' });
    const withFiles = await contact(api, { name: 'Two Files' });
    const second = await insertAttachment(withFiles.id, {
      bytes: Buffer.from('second file'),
      filename: 'b.png',
      contentType: 'image/png',
      position: 1,
    });
    const first = await insertAttachment(withFiles.id, {
      bytes: Buffer.from('first file, longer'),
      filename: 'Statement of work.pdf',
      position: 0,
    });
    const r = await adminGet(api, '/api/leads?limit=10');
    expect(r.status).toBe(200);
    const rows = ((await r.json()) as { leads: LeadWithFiles[] }).leads;
    const byId = new Map(rows.map((i) => [i.id, i]));
    expect(byId.get(plain.id)!.attachments).toEqual([]);
    expect(byId.get(withFiles.id)!.attachments).toEqual([
      {
        id: first.id,
        filename: 'Statement of work.pdf',
        contentType: 'application/pdf',
        size: 18,
        sha256: first.sha256,
      },
      { id: second.id, filename: 'b.png', contentType: 'image/png', size: 11, sha256: second.sha256 },
    ]);
    // Every row has the list, on every page.
    const page = (await (await adminGet(api, '/api/leads?limit=1')).json()) as { leads: LeadWithFiles[] };
    expect(Array.isArray(page.leads[0]!.attachments)).toBe(true);
  });

  it('GET /api/attachments?id= and /<id>: the exact bytes, streamed from several chunks, with safe headers', async () => {
    const { id: submissionId } = await contact(api);
    // 2.5 chunks of 1 MB, as three PATCHes would store them.
    const bytes = randomBytes(2.5 * 1024 * 1024);
    const name = 'Résumé – 2026 "final"; v2.pdf';
    const a = await insertAttachment(submissionId, { bytes, filename: name, field: 'resume' });
    for (const p of [`/api/attachments?id=${a.id}`, `/api/attachments/${a.id}`]) {
      const r = await download(p);
      expect(r.status, p).toBe(200);
      const got = Buffer.from(await r.arrayBuffer());
      expect(got.length).toBe(bytes.length);
      expect(sha256(got)).toBe(a.sha256);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.headers.get('content-length')).toBe(String(bytes.length));
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('cache-control')).toBe('no-store');
      const digest = Buffer.from(a.sha256, 'hex').toString('base64');
      expect(r.headers.get('repr-digest')).toBe(`sha-256=:${digest}:`);
      expect(r.headers.get('digest')).toBe(`SHA-256=${digest}`);
      const disposition = r.headers.get('content-disposition')!;
      expect(disposition).toBe(contentDisposition(name));
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(name);
      expect(/filename="([^"]*)"/.exec(disposition)![1]).toBe('R_sum_ _ 2026 _final_; v2.pdf');
    }
    const head = await download(`/api/attachments?id=${a.id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('Content-Disposition is one safe header for any filename', () => {
    for (const name of ['a\r\nSet-Cookie: x=1.pdf', 'back\\slash "quote" 100%.pdf', '日本語.pdf', '', '\u2028.txt']) {
      const h = contentDisposition(name);
      // eslint-disable-next-line no-control-regex
      expect(h, name).not.toMatch(/[\u0000-\u001f\u007f-\uffff]/);
      expect(/filename="([^"]*)"/.exec(h)![1], name).not.toMatch(/["\\]/);
      expect(h).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
    }
    expect(decodeURIComponent(/''(.+)$/.exec(contentDisposition('日本語.pdf'))![1]!)).toBe('日本語.pdf');
  });

  it('401 without a token or with a wrong one (the same answer for a known and an unknown id)', async () => {
    const { id: submissionId } = await contact(api);
    const a = await insertAttachment(submissionId, { bytes: Buffer.from('secret'), filename: 'x.txt' });
    for (const id of [a.id, randomUUID(), 'not-an-id']) {
      for (const token of [null, 'wrong', `${ADMIN_TOKEN}x`, ADMIN_TOKEN.slice(0, -1)]) {
        const r = await download(`/api/attachments?id=${id}`, { token });
        expect(r.status, `${id} ${token}`).toBe(401);
        expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(await r.text()).toBe('{"error":"unauthorized"}');
      }
    }
    const basic = await fetch(`${files.url}/api/attachments?id=${a.id}`, {
      headers: { authorization: `Basic ${ADMIN_TOKEN}` },
    });
    expect(basic.status).toBe(401);
  });

  it('404 for an unknown or malformed id, 405 for other methods, 404 when ADMIN_TOKEN is not set', async () => {
    for (const p of [
      `/api/attachments?id=${randomUUID()}`,
      `/api/attachments/${randomUUID()}`,
      '/api/attachments',
      '/api/attachments?id=',
      '/api/attachments?id=x',
      "/api/attachments?id=1'%20OR%201=1",
      '/api/attachments/..%2F..%2Fetc%2Fpasswd',
      `/api/attachments?id=${randomUUID()}x`,
    ]) {
      const r = await download(p);
      expect(r.status, p).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const { id: submissionId } = await contact(api);
    const a = await insertAttachment(submissionId, { bytes: Buffer.from('abc'), filename: 'x.txt' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const r = await download(`/api/attachments?id=${a.id}`, { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, HEAD');
    }
    api.setEnv({ ADMIN_TOKEN: undefined });
    try {
      expect((await download(`/api/attachments?id=${a.id}`)).status).toBe(404);
    } finally {
      api.setEnv({ ADMIN_TOKEN });
    }
    expect((await download(`/api/attachments?id=${a.id}`)).status).toBe(200);
  });

  it('a file whose stored bytes are incomplete is a 500 before any byte, never a short download', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { id: submissionId } = await contact(api);
      const a = await insertAttachment(submissionId, { bytes: randomBytes(3000), filename: 'x.pdf', chunkBytes: 1000 });
      await sql('DELETE FROM upload_chunks WHERE upload_id = $1 AND "offset" = 1000', [a.uploadId]);
      const r = await download(`/api/attachments?id=${a.id}`);
      expect(r.status).toBe(500);
      expect(r.headers.get('content-disposition')).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });

  it('the local server answers both forms through its route table', async () => {
    expect(apiHandlerFor('/api/attachments')).toBeDefined();
    const { id: submissionId } = await contact(api);
    const bytes = randomBytes(5000);
    const a = await insertAttachment(submissionId, { bytes, filename: 'x.pdf' });
    for (const p of [`/api/attachments?id=${a.id}`, attachmentPath(a.id)]) {
      const r = await adminGet(api, p);
      expect(r.status, p).toBe(200);
      expect(sha256(Buffer.from(await r.arrayBuffer()))).toBe(a.sha256);
    }
    expect((await fetch(`${api.url}${attachmentPath(a.id)}`)).status).toBe(401);
  });

  /** A contact message whose notification waits (no SMTP) until its files are stored, then is sent. */
  async function mailWithFiles(list: { bytes: Buffer; filename: string; contentType?: string }[]) {
    api.setEnv({ SMTP_URL: undefined });
    await sleep(300); // a timer run that started before the change may still be sending
    const sent = await contact(api);
    const stored = [];
    for (const [position, f] of list.entries()) stored.push(await insertAttachment(sent.id, { ...f, position }));
    api.setEnv({ SMTP_URL: api.smtp.url });
    await api.smtp.waitFor((m) => m.some((x) => x.raw.includes(sent.email)), 15_000);
    const mails = api.smtp.matching(sent.email);
    expect(mails).toHaveLength(1);
    return { mail: mails[0]!, stored };
  }

  it('the notification carries the files as MIME attachments, byte for byte', async () => {
    const pdf = randomBytes(200_000);
    const png = randomBytes(3_000);
    const { mail, stored } = await mailWithFiles([
      { bytes: pdf, filename: 'RFP – scope.pdf' },
      { bytes: png, filename: 'diagram.png', contentType: 'image/png' },
    ]);
    const got = attachmentsOf(mail);
    expect(got).toHaveLength(2);
    expect(sha256(got[0]!.bytes)).toBe(stored[0]!.sha256);
    expect(sha256(got[1]!.bytes)).toBe(stored[1]!.sha256);
    expect(got[0]!.type).toMatch(/^application\/pdf/);
    expect(got[1]!.type).toMatch(/^image\/png/);
    expect(got[1]!.disposition).toMatch(/filename="?diagram\.png/);
    const text = textOf(mail);
    expect(text).toContain('Attachments (2, attached to this e-mail):');
    expect(text).toContain('RFP – scope.pdf (195 KB, application/pdf)');
    // The list sits before the trailer with the request facts.
    expect(text.indexOf('Attachments (2')).toBeLessThan(text.indexOf('\n--\n'));
  });

  it('above MAIL_ATTACHMENTS_MAX_MB the mail carries none and says how staff fetch them', async () => {
    api.setEnv({ MAIL_ATTACHMENTS_MAX_MB: '0.001' });
    try {
      const { mail, stored } = await mailWithFiles([
        { bytes: randomBytes(900), filename: 'one.pdf' },
        { bytes: randomBytes(600), filename: 'two.docx', contentType: allowedDocx },
      ]);
      expect(attachmentsOf(mail)).toEqual([]);
      expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);
      const text = textOf(mail);
      expect(text).toMatch(/Attachments \(2, 1\.5 KB in all, not attached: over the 0\.001 MB/);
      expect(text).toContain('one.pdf (900 B, application/pdf)');
      expect(text).toContain(`two.docx (600 B, ${allowedDocx})`);
      for (const a of stored) expect(text).toContain(attachmentPath(a.id));
      expect(text).toContain('npm run leads -- --save-attachments DIR');
    } finally {
      api.setEnv({ MAIL_ATTACHMENTS_MAX_MB: undefined });
    }
  });

  it('housekeeping deletes the files of submissions past ATTACHMENT_RETENTION_DAYS, and stale orphan uploads', async () => {
    const old = await contact(api);
    const recent = await contact(api);
    const oldFile = await insertAttachment(old.id, { bytes: randomBytes(3000), filename: 'old.pdf', chunkBytes: 1000 });
    const recentFile = await insertAttachment(recent.id, { bytes: randomBytes(10), filename: 'new.pdf' });
    await sql(`UPDATE submissions SET created_at = now() - interval '91 days' WHERE id = $1`, [old.id]);
    // Uploads no submission named: one idle for 25 h, one created 30 h ago but resumed 23 h ago.
    const orphan = async (created: string, updated: string) => {
      const id = randomUUID().replace(/-/g, '');
      await sql(
        `INSERT INTO uploads (id, client, length, "offset", created_at, updated_at)
         VALUES ($1, '127.0.0.1', 10, 4, now() - $2::interval, now() - $3::interval)`,
        [id, created, updated],
      );
      await sql(`INSERT INTO upload_chunks (upload_id, "offset", data) VALUES ($1, 0, '\\x01020304')`, [id]);
      return id;
    };
    const stale = await orphan('25 hours', '25 hours');
    const resumed = await orphan('30 hours', '23 hours');
    // A named upload is never an orphan, however old.
    await sql(`UPDATE uploads SET updated_at = now() - interval '40 days' WHERE id = $1`, [recentFile.uploadId]);

    const r = await fetch(`${api.url}/api/cron/deliver-outbox`, {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ ok: true, attachmentsPruned: 1, orphanUploadsPruned: 1 });

    const count = async (table: string, column: string, id: string) =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id]))[0]!.n;
    expect(await count('attachments', 'id', oldFile.id)).toBe(0);
    expect(await count('uploads', 'id', oldFile.uploadId)).toBe(0);
    expect(await count('upload_chunks', 'upload_id', oldFile.uploadId)).toBe(0);
    expect(await count('submissions', 'id', old.id)).toBe(1);
    expect(await count('attachments', 'id', recentFile.id)).toBe(1);
    expect(await count('upload_chunks', 'upload_id', recentFile.uploadId)).toBe(1);
    expect(await count('uploads', 'id', stale)).toBe(0);
    expect(await count('upload_chunks', 'upload_id', stale)).toBe(0);
    expect(await count('uploads', 'id', resumed)).toBe(1);
    // The listing no longer names the deleted file; a download of it is a 404.
    const rows = (await (await adminGet(api, '/api/leads?limit=1000')).json()) as { leads: LeadWithFiles[] };
    expect(rows.leads.find((i) => i.id === old.id)!.attachments).toEqual([]);
    expect((await download(`/api/attachments?id=${oldFile.id}`)).status).toBe(404);

    // A shorter retention takes the recent one too; the counts say so.
    api.setEnv({ ATTACHMENT_RETENTION_DAYS: '0.00001' });
    try {
      await sleep(1000);
      const again = await fetch(`${api.url}/api/cron/deliver-outbox`, {
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      });
      const json = (await again.json()) as { attachmentsPruned: number };
      expect(json.attachmentsPruned).toBeGreaterThanOrEqual(1);
      expect(await count('attachments', 'id', recentFile.id)).toBe(0);
      expect(await count('uploads', 'id', recentFile.uploadId)).toBe(0);
    } finally {
      api.setEnv({ ATTACHMENT_RETENTION_DAYS: undefined });
    }
  });
});

const allowedDocx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
