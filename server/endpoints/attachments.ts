// GET|HEAD /api/attachments/<id> (Vercel rewrites it to /api/attachments?id=<id>): the bytes of
// one file sent with a submission, for staff. Needs `Authorization: Bearer $ADMIN_TOKEN`; 404 when
// ADMIN_TOKEN is not set, 401 on a missing or wrong token (checked before the id is looked up, so
// nobody learns which ids exist), 404 for an unknown or malformed id. The file is always a
// download (never rendered on our origin) and its chunks are streamed one at a time.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { getEnv } from '../env.ts';
import { bearerGate } from '../http/auth.ts';
import { queryParam } from '../http/request.ts';
import { noStore, sendError, sendJson } from '../http/respond.ts';
import { chunkOffsets, findAttachment, readChunk, type StoredAttachment } from '../store/attachments.ts';
import { getDb, type Queryable } from '../store/db.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** The id from `?id=` or from the last path segment (the local server passes the path as is). */
export function attachmentIdOf(req: VercelRequest): string | undefined {
  const q = queryParam(req, 'id');
  if (q !== undefined) return q;
  const pathname = (req.url ?? '').split('?')[0]!;
  const m = /^\/api\/attachments\/([^/]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: an ASCII stand-in for old clients (quotes,
 * backslashes and controls replaced), and the exact name percent-encoded (RFC 6266, RFC 8187).
 */
export function contentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const name = filename.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim() || 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file as a download (never rendered on our origin), a chunk at a time. Throws
 * before the first byte when a chunk is missing; the caller ends a download that broke off.
 */
export async function streamAttachment(
  req: VercelRequest,
  res: VercelResponse,
  db: Queryable,
  a: StoredAttachment,
): Promise<void> {
  // Checked before the first byte: a damaged file is a 500, never a short download.
  const offsets = await chunkOffsets(db, a);
  const digest = Buffer.from(a.sha256, 'hex').toString('base64');
  res.statusCode = 200;
  res.setHeader('Content-Type', MIME.test(a.contentType) ? a.contentType : 'application/octet-stream');
  res.setHeader('Content-Length', String(a.size));
  res.setHeader('Content-Disposition', contentDisposition(a.filename));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Opened by mistake in a browser tab, the file still runs nothing on our origin.
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Repr-Digest', `sha-256=:${digest}:`);
  res.setHeader('Digest', `SHA-256=${digest}`);
  if (req.method === 'HEAD') return void res.end();
  for (const offset of offsets) {
    if (res.destroyed) return;
    const chunk = await readChunk(db, a.uploadId, offset);
    // Waits for the client to take each chunk, so a slow one never piles them up in memory.
    if (!res.write(chunk))
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
  }
  res.end();
}

const notFound = (res: VercelResponse) =>
  sendJson(res, 404, { error: 'not_found', message: 'No attachment with this id.' });

export async function attachmentHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  try {
    const env = getEnv();
    if (!bearerGate(req, res, env.ADMIN_TOKEN, 'leads', ['GET', 'HEAD'])) return;
    const id = attachmentIdOf(req);
    if (!id || !UUID.test(id)) return notFound(res);
    const db = await getDb(env);
    const a = await findAttachment(db, id);
    if (!a) return notFound(res);
    await streamAttachment(req, res, db, a);
  } catch (e) {
    if (res.headersSent) {
      console.error('[attachments] download broke off:', (e as Error).message);
      return void res.destroy();
    }
    sendError(res, e, 'attachments');
  }
}
