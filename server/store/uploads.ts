// Uploads in PostgreSQL (migration 004): an upload's row (uploads: its declared length, the offset
// reached, its metadata), its bytes in pieces (upload_chunks), the per-client quota, and the
// attachments rows that tie a finished upload to a submission. A piece moves uploads."offset" only
// from where it stands, in one transaction: of two writes at the same offset exactly one commits,
// so parallel or replayed requests can never interleave bytes. server/uploads/ speaks tus over these.
import { randomBytes } from 'node:crypto';
import { fileErrors } from '../../src/content/attachments.ts';
import type { Db, Queryable } from './db.ts';

/** A new upload id: 144 random bits, URL-safe. */
export const newUploadId = () => randomBytes(18).toString('base64url');

/**
 * Bytes are kept in pieces of about this size: a PATCH stores one each time this much has arrived,
 * each in its own short transaction, so a request holds one piece in memory, never its whole body,
 * and never keeps a transaction open while it waits for the network.
 */
export const PIECE_BYTES = 256 * 1024;

/** Thrown when a client has sent more than UPLOAD_QUOTA_MB in 24 h. */
export class QuotaExceededError extends Error {
  constructor() {
    super(fileErrors.quota);
    this.name = 'QuotaExceededError';
  }
}

/** Whose quota an upload counts against, and its size. */
export interface UploadQuota {
  /** The client's key under today's salt (uploads.client). */
  client: string;
  /** Its key under yesterday's salt, while that is kept: the 24 hours span midnight. */
  earlier?: string;
  quotaBytes: number;
}

/**
 * Reserves `bytes` of the client's 24-hour quota (counted by declared upload length), or throws.
 * A transaction-scoped advisory lock per client serialises concurrent creations.
 */
export async function reserveQuota(tx: Queryable, quota: UploadQuota, bytes: number): Promise<void> {
  if (quota.quotaBytes <= 0) return;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`uploads:${quota.client}`]);
  const { rows } = await tx.query<{ used: string | number }>(
    `SELECT coalesce(sum(length), 0)::text AS used FROM uploads
     WHERE client IN ($1, $2) AND created_at > now() - interval '24 hours'`,
    [quota.client, quota.earlier ?? quota.client],
  );
  if (Number(rows[0]?.used ?? 0) + bytes > quota.quotaBytes) throw new QuotaExceededError();
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

/** The bytes stored so far, in offset order; undefined when the pieces do not join up exactly. */
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

/** A new, empty upload of `length` bytes; when it was created. */
export async function createUpload(
  tx: Queryable,
  u: { id: string; client: string; length: number; metadata: Record<string, string | null> },
): Promise<Date> {
  const { rows } = await tx.query<{ created_at: Date | string }>(
    'INSERT INTO uploads (id, client, length, metadata) VALUES ($1, $2, $3, $4::jsonb) RETURNING created_at',
    [u.id, u.client, u.length, JSON.stringify(u.metadata)],
  );
  return new Date(rows[0]!.created_at);
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

/** Why a piece was not appended: no such upload, another offset stored, or past the declared length. */
export type AppendRefusal = 'missing' | 'offset' | 'length';

/**
 * Appends one piece at `offset`, in one transaction: the new offset, or why not (then nothing
 * changed). The one rule: only the piece whose offset is the stored one moves it, never past the length.
 */
export function appendPiece(db: Db, id: string, offset: number, data: Buffer): Promise<number | AppendRefusal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ offset: string | number }>(
      `UPDATE uploads SET "offset" = "offset" + $3, updated_at = now()
       WHERE id = $1 AND "offset" = $2 AND "offset" + $3 <= length AND metadata->>'terminated' IS NULL
       RETURNING "offset"`,
      [id, offset, data.length],
    );
    if (!rows[0]) {
      const row = await findUpload(tx, id);
      if (!row) return 'missing';
      return row.offset !== offset ? 'offset' : 'length';
    }
    if (data.length > 0) {
      await tx.query('INSERT INTO upload_chunks (upload_id, "offset", data) VALUES ($1, $2, $3)', [id, offset, data]);
    }
    return Number(rows[0].offset);
  });
}

/** Whether a submission holds the upload (an attachments row names it). */
export async function isAttached(q: Queryable, uploadId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM attachments WHERE upload_id = $1', [uploadId]);
  return rows.length > 0;
}

/**
 * Terminates an upload: its bytes go, its row stays until the orphan cleanup (so deleting and
 * re-uploading cannot get round the quota). An upload a submission holds is left as it is.
 */
export function terminateUpload(db: Db, id: string): Promise<'terminated' | 'missing' | 'attached'> {
  return db.transaction(async (tx) => {
    if (!(await findUpload(tx, id, true))) return 'missing';
    if (await isAttached(tx, id)) return 'attached';
    await tx.query('DELETE FROM upload_chunks WHERE upload_id = $1', [id]);
    await tx.query(
      `UPDATE uploads SET "offset" = 0, metadata = metadata || '{"terminated": true}'::jsonb, updated_at = now()
       WHERE id = $1`,
      [id],
    );
    return 'terminated';
  });
}

/** One attachments row: a finished upload accepted as a submission's file, at its place in the field. */
export interface NewAttachment {
  id: string;
  uploadId: string;
  field: string;
  position: number;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

export async function insertAttachment(tx: Queryable, submissionId: string, a: NewAttachment): Promise<void> {
  await tx.query(
    `INSERT INTO attachments (id, submission_id, upload_id, field, position, filename, content_type, size, sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [a.id, submissionId, a.uploadId, a.field, a.position, a.filename, a.contentType, a.size, a.sha256],
  );
}
