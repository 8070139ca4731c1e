// Files accepted with submissions (table attachments, bytes in upload_chunks under upload_id):
// what staff see of them, their bytes, and their deletion after ATTACHMENT_RETENTION_DAYS or, for
// uploads no submission named, after UPLOADS.orphanHours.
import type { Queryable } from './db.ts';

/** One file of a submission, as the staff listing answers it. */
export interface AttachmentInfo {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes, checked when the submission was accepted. */
  sha256: string;
}

export interface StoredAttachment extends AttachmentInfo {
  submissionId: string;
  uploadId: string;
}

interface Row {
  id: string;
  submission_id: string;
  upload_id: string;
  filename: string;
  content_type: string;
  size: number | string;
  sha256: string;
}

const COLUMNS = 'id, submission_id, upload_id, filename, content_type, size::float8 AS size, sha256';

const toStored = (r: Row): StoredAttachment => ({
  id: r.id,
  submissionId: r.submission_id,
  uploadId: r.upload_id,
  filename: r.filename,
  contentType: r.content_type,
  size: Number(r.size),
  sha256: r.sha256,
});

export const toInfo = (a: StoredAttachment): AttachmentInfo => ({
  id: a.id,
  filename: a.filename,
  contentType: a.contentType,
  size: a.size,
  sha256: a.sha256,
});

/** The files of several submissions in one query: submission id → its files by position. */
export async function attachmentsBySubmission(
  db: Queryable,
  submissionIds: string[],
): Promise<Map<string, AttachmentInfo[]>> {
  const out = new Map<string, AttachmentInfo[]>();
  if (!submissionIds.length) return out;
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM attachments WHERE submission_id = ANY($1::uuid[]) ORDER BY submission_id, position`,
    [submissionIds],
  );
  for (const r of rows) {
    const list = out.get(r.submission_id) ?? [];
    list.push(toInfo(toStored(r)));
    out.set(r.submission_id, list);
  }
  return out;
}

/** The files of one submission, by position (the notification mail's). */
export async function attachmentsOf(db: Queryable, submissionId: string): Promise<StoredAttachment[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM attachments WHERE submission_id = $1 ORDER BY position`,
    [submissionId],
  );
  return rows.map(toStored);
}

export async function findAttachment(db: Queryable, id: string): Promise<StoredAttachment | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM attachments WHERE id = $1`, [id]);
  return rows[0] && toStored(rows[0]);
}

/** The bytes are missing or not what the attachment row says (size). */
export class DamagedAttachmentError extends Error {
  constructor(id: string, why: string) {
    super(`attachment ${id}: ${why}`);
    this.name = 'DamagedAttachmentError';
  }
}

// PGlite answers bytea as Uint8Array, pg as Buffer.
const asBuffer = (b: Uint8Array) => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));

/**
 * The offsets of an attachment's chunks in order, checked to be contiguous and to add up to its
 * size, so a download can stream them one at a time (at most one chunk in memory).
 */
export async function chunkOffsets(db: Queryable, a: StoredAttachment): Promise<number[]> {
  const { rows } = await db.query<{ offset: number | string; n: number }>(
    `SELECT "offset"::float8 AS "offset", length(data) AS n FROM upload_chunks WHERE upload_id = $1 ORDER BY "offset"`,
    [a.uploadId],
  );
  let at = 0;
  for (const r of rows) {
    if (Number(r.offset) !== at) throw new DamagedAttachmentError(a.id, `a chunk is missing at byte ${at}`);
    at += r.n;
  }
  if (at !== a.size) throw new DamagedAttachmentError(a.id, `${at} bytes stored, ${a.size} expected`);
  return rows.map((r) => Number(r.offset));
}

export async function readChunk(db: Queryable, uploadId: string, offset: number): Promise<Buffer> {
  const { rows } = await db.query<{ data: Uint8Array }>(
    'SELECT data FROM upload_chunks WHERE upload_id = $1 AND "offset" = $2',
    [uploadId, offset],
  );
  if (!rows[0]) throw new Error(`upload ${uploadId}: the chunk at ${offset} went away`);
  return asBuffer(rows[0].data);
}

/** All the bytes of an attachment (for mail, up to MAIL_ATTACHMENTS_MAX_MB in all). */
export async function readAttachment(db: Queryable, a: StoredAttachment): Promise<Buffer> {
  const { rows } = await db.query<{ data: Uint8Array }>(
    'SELECT data FROM upload_chunks WHERE upload_id = $1 ORDER BY "offset"',
    [a.uploadId],
  );
  const bytes = Buffer.concat(rows.map((r) => asBuffer(r.data)));
  if (bytes.length !== a.size)
    throw new DamagedAttachmentError(a.id, `${bytes.length} bytes stored, ${a.size} expected`);
  return bytes;
}

/**
 * Deletes the files (rows, uploads and chunks) of submissions older than `days`, in bounded
 * batches. Rows another transaction holds are skipped (SKIP LOCKED) and go on a later run.
 */
export async function pruneAttachments(
  db: Queryable,
  days: number,
  batch = 100,
): Promise<{ attachments: number; uploads: number }> {
  const total = { attachments: 0, uploads: 0 };
  for (;;) {
    // One statement: the attachment rows first, then the uploads they held (chunks cascade).
    const { rows } = await db.query<{ attachments: number; uploads: number }>(
      `WITH gone AS (
         DELETE FROM attachments WHERE id IN (
           SELECT a.id FROM attachments a JOIN submissions s ON s.id = a.submission_id
           WHERE s.created_at < now() - make_interval(secs => $1::float8)
           LIMIT $2 FOR UPDATE OF a SKIP LOCKED)
         RETURNING upload_id),
       freed AS (DELETE FROM uploads WHERE id IN (SELECT upload_id FROM gone) RETURNING id)
       SELECT (SELECT count(*) FROM gone)::int AS attachments, (SELECT count(*) FROM freed)::int AS uploads`,
      [days * 86_400, batch],
    );
    const r = rows[0]!;
    total.attachments += r.attachments;
    total.uploads += r.uploads;
    if (r.attachments < batch) return total;
  }
}

/**
 * Deletes uploads no attachment names that have not changed for `hours` (by updated_at, so an
 * upload still being resumed stays). Uploads locked by a transaction (an append, or a submission
 * naming them right now) are skipped.
 */
export async function pruneOrphanUploads(db: Queryable, hours: number, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `DELETE FROM uploads WHERE id IN (
         SELECT u.id FROM uploads u
         WHERE u.updated_at < now() - make_interval(secs => $1::float8)
           AND NOT EXISTS (SELECT 1 FROM attachments a WHERE a.upload_id = u.id)
         LIMIT $2 FOR UPDATE OF u SKIP LOCKED)`,
      [hours * 3600, batch],
    );
    total += rowCount;
    if (rowCount < batch) return total;
  }
}
