// Upload rows in PostgreSQL (migration 004): the tus DataStore, the per-client quota, and reading
// an upload's bytes back. Each PATCH is one upload_chunks row, written with a conditional update
// of uploads."offset" in one transaction: of two PATCHes at the same offset exactly one commits,
// the other gets 409, so parallel or replayed requests can never interleave bytes.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { MAX_UPLOAD_BYTES } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import type { Db, Queryable } from '../store/db.ts';

/** A new upload id: 144 random bits, URL-safe. */
export const newUploadId = () => randomBytes(18).toString('base64url');

/** A refusal in the shape @tus/server answers with (status_code and body). */
export interface TusError {
  status_code: number;
  body: string;
}
const tusError = (status_code: number, body: string): TusError => ({ status_code, body });

export const QUOTA_ERROR = tusError(429, fileErrors.quota);

/** Thrown when a client has sent more than UPLOAD_QUOTA_MB in 24 h. */
export class QuotaExceededError extends Error {
  constructor() {
    super(fileErrors.quota);
    this.name = 'QuotaExceededError';
  }
}

/**
 * Reserves `bytes` of the client's 24-hour quota (counted by declared upload length), or throws.
 * A transaction-scoped advisory lock per client serialises concurrent creations.
 */
export async function reserveQuota(tx: Queryable, client: string, bytes: number, quotaBytes: number): Promise<void> {
  if (quotaBytes <= 0) return;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`uploads:${client}`]);
  const { rows } = await tx.query<{ used: string | number }>(
    `SELECT coalesce(sum(length), 0)::text AS used FROM uploads
     WHERE client = $1 AND created_at > now() - interval '24 hours'`,
    [client],
  );
  if (Number(rows[0]?.used ?? 0) + bytes > quotaBytes) throw new QuotaExceededError();
}

const asBuffer = (v: unknown): Buffer =>
  Buffer.isBuffer(v)
    ? v
    : v instanceof Uint8Array
      ? Buffer.from(v.buffer, v.byteOffset, v.byteLength)
      : Buffer.alloc(0);

interface UploadRow {
  id: string;
  length: string | number;
  offset: string | number;
  metadata: Record<string, unknown> | string | null;
  created_at: Date | string;
}

const metadataOf = (m: UploadRow['metadata']): Record<string, unknown> =>
  typeof m === 'string' ? (JSON.parse(m) as Record<string, unknown>) : (m ?? {});

/** The upload's row, locked for the transaction when `lock`; undefined when missing or terminated. */
export async function findUpload(
  q: Queryable,
  id: string,
  lock = false,
): Promise<
  { id: string; length: number; offset: number; metadata: Record<string, unknown>; createdAt: Date } | undefined
> {
  const { rows } = await q.query<UploadRow>(
    `SELECT id, length, "offset", metadata, created_at FROM uploads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const r = rows[0];
  if (!r) return undefined;
  const metadata = metadataOf(r.metadata);
  if (metadata.terminated) return undefined;
  return { id: r.id, length: Number(r.length), offset: Number(r.offset), metadata, createdAt: new Date(r.created_at) };
}

/** The bytes stored so far, in offset order; undefined when the chunks do not join up exactly. */
export async function readUploadBytes(q: Queryable, id: string, expected: number): Promise<Buffer | undefined> {
  const { rows } = await q.query<{ offset: string | number; data: unknown }>(
    'SELECT "offset", data FROM upload_chunks WHERE upload_id = $1 ORDER BY "offset"',
    [id],
  );
  const parts: Buffer[] = [];
  let at = 0;
  for (const r of rows) {
    if (Number(r.offset) !== at) return undefined;
    const b = asBuffer(r.data);
    parts.push(b);
    at += b.length;
  }
  return at === expected ? Buffer.concat(parts, at) : undefined;
}

/** Stores a whole file (a no-JS form post) as a complete upload, in pieces of PIECE_BYTES. */
export async function insertCompleteUpload(
  tx: Queryable,
  u: { id: string; client: string; bytes: Buffer; metadata: Record<string, string> },
): Promise<void> {
  await tx.query('INSERT INTO uploads (id, client, length, "offset", metadata) VALUES ($1, $2, $3, $3, $4::jsonb)', [
    u.id,
    u.client,
    u.bytes.length,
    JSON.stringify(u.metadata),
  ]);
  for (let at = 0; at < u.bytes.length; at += PIECE_BYTES) {
    await tx.query('INSERT INTO upload_chunks (upload_id, "offset", data) VALUES ($1, $2, $3)', [
      u.id,
      at,
      u.bytes.subarray(at, at + PIECE_BYTES),
    ]);
  }
}

export interface StoreContext {
  /** The client's rate-limit key (uploads.client). */
  client: string;
  /** UPLOAD_QUOTA_MB in bytes (0: no cap). */
  quotaBytes: number;
}

/**
 * A PATCH is stored in pieces of about this size as its bytes arrive, each in its own short
 * transaction: a request holds one piece in memory, never its whole body, and never keeps a
 * transaction open while it waits for the network.
 */
export const PIECE_BYTES = 256 * 1024;

/** The tus DataStore over the uploads and upload_chunks tables. One per request (it knows the client). */
export class PgDataStore extends DataStore {
  constructor(
    private readonly db: Db,
    private readonly ctx: StoreContext,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const size = upload.size;
    if (size === undefined || !Number.isSafeInteger(size) || size <= 0) throw ERRORS.INVALID_LENGTH;
    if (size > MAX_UPLOAD_BYTES) throw ERRORS.ERR_MAX_SIZE_EXCEEDED;
    const metadata = upload.metadata ?? {};
    const createdAt = await this.db.transaction(async (tx) => {
      try {
        await reserveQuota(tx, this.ctx.client, size, this.ctx.quotaBytes);
      } catch (e) {
        if (e instanceof QuotaExceededError) throw QUOTA_ERROR;
        throw e;
      }
      const { rows } = await tx.query<{ created_at: Date | string }>(
        'INSERT INTO uploads (id, client, length, metadata) VALUES ($1, $2, $3, $4::jsonb) RETURNING created_at',
        [upload.id, this.ctx.client, size, JSON.stringify(metadata)],
      );
      return new Date(rows[0]!.created_at);
    });
    upload.creation_date = createdAt.toISOString();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await findUpload(this.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const meta: Record<string, string | null> = {};
    for (const k of ['filename', 'filetype']) if (typeof row.metadata[k] === 'string') meta[k] = row.metadata[k];
    return new Upload({
      id: row.id,
      size: row.length,
      offset: row.offset,
      metadata: meta,
      creation_date: row.createdAt.toISOString(),
    });
  }

  /**
   * Appends the stream's bytes at `offset`, a piece at a time. Each piece moves the offset only
   * from where the previous one left it, so of two PATCHes at one offset exactly one goes on (the
   * other gets 409) and bytes never overlap or leave a gap. Pieces stored before a dropped
   * connection stay, as tus asks: the client resumes from the offset HEAD reports.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let at = offset;
    let parts: Buffer[] = [];
    let size = 0;
    const flush = async () => {
      const piece = Buffer.concat(parts, size);
      parts = [];
      size = 0;
      at = await this.append(id, at, piece);
    };
    for await (const c of stream) {
      const b = typeof c === 'string' ? Buffer.from(c) : asBuffer(c);
      parts.push(b);
      size += b.length;
      if (size >= PIECE_BYTES) await flush();
    }
    // The last piece, or for an empty PATCH the offset check alone.
    if (size > 0 || at === offset) await flush();
    return at;
  }

  /** One piece at `offset`, in one transaction; the new offset. */
  private append(id: string, offset: number, data: Buffer): Promise<number> {
    return this.db.transaction(async (tx) => {
      // The one rule: only the piece whose offset is the stored one moves it, and never past length.
      const { rows } = await tx.query<{ offset: string | number }>(
        `UPDATE uploads SET "offset" = "offset" + $3, updated_at = now()
         WHERE id = $1 AND "offset" = $2 AND "offset" + $3 <= length AND metadata->>'terminated' IS NULL
         RETURNING "offset"`,
        [id, offset, data.length],
      );
      if (!rows[0]) {
        const row = await findUpload(tx, id);
        if (!row) throw ERRORS.FILE_NOT_FOUND;
        if (row.offset !== offset) throw ERRORS.INVALID_OFFSET;
        throw ERRORS.ERR_SIZE_EXCEEDED;
      }
      if (data.length > 0) {
        await tx.query('INSERT INTO upload_chunks (upload_id, "offset", data) VALUES ($1, $2, $3)', [id, offset, data]);
      }
      return Number(rows[0].offset);
    });
  }

  /**
   * Termination drops the bytes but keeps the row until the orphan cleanup, so deleting and
   * re-uploading cannot get round the quota. An upload a submission holds cannot be deleted.
   */
  override async remove(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await findUpload(tx, id, true);
      if (!row) throw ERRORS.FILE_NOT_FOUND;
      const held = await tx.query('SELECT 1 FROM attachments WHERE upload_id = $1', [id]);
      if (held.rows.length) throw tusError(403, 'This upload belongs to a submission and cannot be deleted.\n');
      await tx.query('DELETE FROM upload_chunks WHERE upload_id = $1', [id]);
      await tx.query(
        `UPDATE uploads SET "offset" = 0, metadata = metadata || '{"terminated": true}'::jsonb, updated_at = now()
         WHERE id = $1`,
        [id],
      );
    });
  }
}
