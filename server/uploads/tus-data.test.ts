// The tus DataStore and the upload rows under it, against a real (in-memory) PGlite with the project's migrations.
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../store/migrations.ts';
import { PGLITE_BYTEA, pgliteDb, pgliteExtensions, type Db } from '../store/db.ts';
import { findUpload, newUploadId, readUploadBytes } from '../store/uploads.ts';
import { PgDataStore } from './tus-data.ts';

let pg: PGlite;
let db: Db;

beforeAll(async () => {
  // The server's own bytea codec (db.ts), as in production.
  pg = await PGlite.create({ ...PGLITE_BYTEA, extensions: await pgliteExtensions() });
  for (const m of migrations) await pg.exec(m.sql);
  db = { ...pgliteDb(pg), close: () => pg.close() };
}, 60_000);
afterAll(() => pg?.close());

const tusData = (client = '203.0.113.1', quotaBytes = 0) => new PgDataStore(db, { client, quotaBytes });
const create = async (size: number, s = tusData()) =>
  s.create(new Upload({ id: newUploadId(), size, offset: 0, metadata: { filename: 'cv.pdf' } }));
const body = (b: Buffer) => Readable.from([b]);

describe('PgDataStore', () => {
  it('makes random URL-safe ids of 144 bits', () => {
    const ids = new Set(Array.from({ length: 100 }, newUploadId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('creates, appends chunk by chunk and reads the bytes back in order', async () => {
    const s = tusData();
    const u = await create(10, s);
    expect(s.extensions).toEqual(expect.arrayContaining(['creation', 'termination']));
    expect(await s.write(body(Buffer.from('hello')), u.id, 0)).toBe(5);
    const got = await s.getUpload(u.id);
    expect([got.offset, got.size, got.metadata]).toEqual([5, 10, { filename: 'cv.pdf' }]);
    expect(await s.write(body(Buffer.from('world')), u.id, 5)).toBe(10);
    expect((await readUploadBytes(db, u.id, 10))?.toString()).toBe('helloworld');
  });

  it('refuses a write at the wrong offset (409) or past the length (413), changing nothing', async () => {
    const s = tusData();
    const u = await create(4, s);
    await expect(s.write(body(Buffer.from('ab')), u.id, 1)).rejects.toMatchObject({ status_code: 409 });
    await expect(s.write(body(Buffer.from('abcde')), u.id, 0)).rejects.toMatchObject({ status_code: 413 });
    expect((await s.getUpload(u.id)).offset).toBe(0);
    await expect(s.write(body(Buffer.from('x')), 'missing-upload-id-0000', 0)).rejects.toMatchObject({
      status_code: 404,
    });
  });

  it('of parallel writes at one offset exactly one wins', async () => {
    const s = tusData();
    const u = await create(3, s);
    const results = await Promise.allSettled(
      ['aaa', 'bbb', 'ccc', 'ddd'].map((x) => s.write(body(Buffer.from(x)), u.id, 0)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status_code: 409 });
    const bytes = (await readUploadBytes(db, u.id, 3))!.toString();
    expect(['aaa', 'bbb', 'ccc', 'ddd']).toContain(bytes);
  });

  it('counts declared lengths against the client quota over 24 hours', async () => {
    const s = tusData('198.51.100.9', 100);
    await create(60, s);
    await expect(create(41, s)).rejects.toMatchObject({ status_code: 429 });
    await create(40, s);
    // Another client has its own quota.
    await create(100, tusData('198.51.100.10', 100));
  });

  it('termination drops the bytes but keeps the row for the quota; an attached upload stays', async () => {
    const s = tusData('192.0.2.50', 10);
    const u = await create(10, s);
    await s.write(body(Buffer.from('0123456789')), u.id, 0);
    await s.remove(u.id);
    await expect(s.getUpload(u.id)).rejects.toMatchObject({ status_code: 404 });
    expect(await findUpload(db, u.id)).toBeUndefined();
    await expect(create(1, s)).rejects.toMatchObject({ status_code: 429 });
    await expect(s.remove(u.id)).rejects.toMatchObject({ status_code: 404 });

    const kept = await create(2);
    await tusData().write(body(Buffer.from('ok')), kept.id, 0);
    const sub = '00000000-0000-4000-8000-00000000abcd';
    await db.query(
      `INSERT INTO submissions (id, kind, idempotency_key, fingerprint, email, fields) VALUES ($1, 'contact', $2, 'f', 'a@b.co', '{}')`,
      [sub, sub],
    );
    await db.query(
      `INSERT INTO attachments (id, submission_id, upload_id, field, position, filename, content_type, size, sha256)
       VALUES ($1, $2, $3, 'attachments', 0, 'cv.pdf', 'application/pdf', 2, 'x')`,
      [sub, sub, kept.id],
    );
    await expect(tusData().remove(kept.id)).rejects.toMatchObject({ status_code: 403 });
    expect((await readUploadBytes(db, kept.id, 2))?.toString()).toBe('ok');
  });

  it('refuses empty, huge and deferred lengths at creation', async () => {
    await expect(create(0)).rejects.toMatchObject({ status_code: 400 });
    await expect(create(10 * 1024 * 1024 + 1)).rejects.toMatchObject({ status_code: 413 });
    await expect(tusData().create(new Upload({ id: newUploadId(), offset: 0 }))).rejects.toMatchObject({
      status_code: 400,
    });
  });
});
