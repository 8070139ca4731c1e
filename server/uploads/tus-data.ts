// tus over the upload rows (server/store/uploads.ts): @tus/server's DataStore, the per-client
// quota at creation, and tus's answers for what the rows refuse. Each PATCH is stored a piece at a
// time as it arrives; of two PATCHes at the same offset exactly one goes on, the other gets 409, so
// parallel or replayed requests can never interleave bytes.
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { MAX_UPLOAD_BYTES } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import type { Db } from '../store/db.ts';
import {
  appendPiece,
  createUpload,
  findUpload,
  PIECE_BYTES,
  QuotaExceededError,
  reserveQuota,
  type UploadQuota,
  terminateUpload,
} from '../store/uploads.ts';

/** A refusal in the shape @tus/server answers with (status_code and body). */
export interface TusError {
  status_code: number;
  body: string;
}
const tusError = (status_code: number, body: string): TusError => ({ status_code, body });

export const QUOTA_ERROR = tusError(429, fileErrors.quota);

/** Who is uploading (one DataStore per request), and UPLOAD_QUOTA_MB in bytes (0: no cap). */
export type UploadClient = UploadQuota;

/** A stream's chunk as bytes. */
const asBuffer = (c: unknown): Buffer =>
  Buffer.isBuffer(c)
    ? c
    : typeof c === 'string'
      ? Buffer.from(c)
      : c instanceof Uint8Array
        ? Buffer.from(c.buffer, c.byteOffset, c.byteLength)
        : Buffer.alloc(0);

/** The tus DataStore over the uploads and upload_chunks tables. One per request (it knows the client). */
export class PgDataStore extends DataStore {
  constructor(
    private readonly db: Db,
    private readonly ctx: UploadClient,
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
        await reserveQuota(tx, this.ctx, size);
      } catch (e) {
        if (e instanceof QuotaExceededError) throw QUOTA_ERROR;
        throw e;
      }
      return createUpload(tx, { id: upload.id, client: this.ctx.client, length: size, metadata });
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
      const next = await appendPiece(this.db, id, at, piece);
      if (next === 'missing') throw ERRORS.FILE_NOT_FOUND;
      if (next === 'offset') throw ERRORS.INVALID_OFFSET;
      if (next === 'length') throw ERRORS.ERR_SIZE_EXCEEDED;
      at = next;
    };
    for await (const c of stream) {
      const b = asBuffer(c);
      parts.push(b);
      size += b.length;
      if (size >= PIECE_BYTES) await flush();
    }
    // The last piece, or for an empty PATCH the offset check alone.
    if (size > 0 || at === offset) await flush();
    return at;
  }

  /**
   * Termination drops the bytes but keeps the row until the orphan cleanup, so deleting and
   * re-uploading cannot get round the quota. An upload a submission holds cannot be deleted.
   */
  override async remove(id: string): Promise<void> {
    const done = await terminateUpload(this.db, id);
    if (done === 'missing') throw ERRORS.FILE_NOT_FOUND;
    if (done === 'attached') throw tusError(403, 'This upload belongs to a submission and cannot be deleted.\n');
  }
}
