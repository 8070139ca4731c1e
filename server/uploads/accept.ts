// Files accepted with a submission, inside its transaction: each named upload must be complete,
// hash to the SHA-256 the browser gave, fit the field's limits, pass the byte sniffing and belong
// to no other submission. A refusal throws FileRefusedError, which rolls the submission back.
import { createHash, randomUUID } from 'node:crypto';
import { fileFields, type FileFieldName, type FileRef } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import type { Queryable } from '../store/db.ts';
import {
  findUpload,
  insertAttachment,
  insertCompleteUpload,
  isAttached,
  newUploadId,
  readUploadBytes,
  reserveQuota,
  type UploadQuota,
  type NewAttachment,
} from '../store/uploads.ts';
import { sanitizeFilename } from './filename.ts';
import { sniffFile } from './sniff.ts';

/** A file field's refusal: answered as a validation error under the field's name. */
export class FileRefusedError extends Error {
  constructor(
    public readonly field: FileFieldName,
    message: string,
  ) {
    super(message);
    this.name = 'FileRefusedError';
  }
}

/** A file posted inline by a form without JavaScript (multipart). */
export interface InlineFile {
  filename: string;
  bytes: Buffer;
}

/** One file accepted with a submission, as its attachments row holds it. */
export interface AcceptedFile extends NewAttachment {
  field: FileFieldName;
}

export const sha256Hex = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

function checkCount(field: FileFieldName, count: number, total: number): void {
  const limits = fileFields[field];
  if (count > limits.maxFiles) throw new FileRefusedError(field, fileErrors.tooMany(limits.maxFiles));
  if (total > limits.maxTotalBytes) throw new FileRefusedError(field, fileErrors.tooLarge(limits.maxTotalBytes));
}

/** Checks a no-JS post's files before anything is stored (no database needed). */
export async function checkInlineFiles(field: FileFieldName, files: InlineFile[]): Promise<string[]> {
  checkCount(
    field,
    files.length,
    files.reduce((n, f) => n + f.bytes.length, 0),
  );
  const types: string[] = [];
  for (const f of files) {
    const name = sanitizeFilename(f.filename);
    const sniffed = await sniffFile(f.bytes, name);
    if (!sniffed.ok) throw new FileRefusedError(field, sniffed.error);
    types.push(sniffed.contentType);
  }
  return types;
}

/** Verifies the named uploads and attaches them to the new submission. */
export async function attachUploads(
  tx: Queryable,
  submissionId: string,
  field: FileFieldName,
  refs: FileRef[],
): Promise<AcceptedFile[]> {
  checkCount(field, refs.length, 0);
  const seen = new Set<string>();
  const out: AcceptedFile[] = [];
  let total = 0;
  for (const [position, ref] of refs.entries()) {
    const filename = sanitizeFilename(ref.filename);
    if (seen.has(ref.uploadId)) throw new FileRefusedError(field, fileErrors.duplicate(filename));
    seen.add(ref.uploadId);
    const damaged = () => new FileRefusedError(field, fileErrors.damaged(filename));
    // Locked: a second submission naming the same upload waits here, then sees it attached.
    const upload = await findUpload(tx, ref.uploadId, true);
    if (!upload || upload.offset !== upload.length) throw damaged();
    if (await isAttached(tx, ref.uploadId)) throw damaged();
    total += upload.length;
    checkCount(field, refs.length, total);
    const bytes = await readUploadBytes(tx, ref.uploadId, upload.length);
    if (!bytes) throw damaged();
    const sha256 = sha256Hex(bytes);
    if (sha256 !== ref.sha256.toLowerCase()) throw damaged();
    const sniffed = await sniffFile(bytes, filename);
    if (!sniffed.ok) throw new FileRefusedError(field, sniffed.error);
    const a: AcceptedFile = {
      id: randomUUID(),
      uploadId: ref.uploadId,
      field,
      position,
      filename,
      contentType: sniffed.contentType,
      size: bytes.length,
      sha256,
    };
    await insertAttachment(tx, submissionId, a);
    out.push(a);
  }
  return out;
}

/** Stores a no-JS post's files (already checked) as complete uploads and attaches them. */
export async function attachInlineFiles(
  tx: Queryable,
  submissionId: string,
  field: FileFieldName,
  files: InlineFile[],
  contentTypes: string[],
  quota: UploadQuota,
): Promise<AcceptedFile[]> {
  const total = files.reduce((n, f) => n + f.bytes.length, 0);
  if (total > 0) await reserveQuota(tx, quota, total);
  const out: AcceptedFile[] = [];
  for (const [position, f] of files.entries()) {
    const filename = sanitizeFilename(f.filename);
    const a: AcceptedFile = {
      id: randomUUID(),
      uploadId: newUploadId(),
      field,
      position,
      filename,
      contentType: contentTypes[position]!,
      size: f.bytes.length,
      sha256: sha256Hex(f.bytes),
    };
    await insertCompleteUpload(tx, {
      id: a.uploadId,
      client: quota.client,
      bytes: f.bytes,
      metadata: { filename, filetype: a.contentType },
    });
    await insertAttachment(tx, submissionId, a);
    out.push(a);
  }
  return out;
}
