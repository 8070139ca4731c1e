// GET /api/inquiries?kind=contact|demo|newsletter|application|webinar&limit=N&cursor=C: stored
// submissions, newest first, a page at a time, each with its files (`attachments`), for the sales
// team and `npm run inquiries`. Needs `Authorization: Bearer $ADMIN_TOKEN`; 404 when ADMIN_TOKEN is
// not set (the endpoint does not exist then), 401 on a missing or wrong token.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { formKindNames, type FormKind } from '../../src/config/form-kinds.ts';
import { getEnv } from '../env.ts';
import { bearerGate } from '../http/auth.ts';
import { queryParam } from '../http/request.ts';
import { noStore, sendError, sendJson } from '../http/respond.ts';
import { attachmentsBySubmission } from '../store/attachments.ts';
import { getDb } from '../store/db.ts';
import { listSubmissions } from '../store/submissions.ts';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

const bad = (res: VercelResponse, error: string, message: string) => sendJson(res, 400, { error, message });

export async function inquiriesHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  try {
    const env = getEnv();
    if (!bearerGate(req, res, env.ADMIN_TOKEN, 'inquiries', ['GET', 'HEAD'])) return;
    const rawLimit = queryParam(req, 'limit');
    const limit = rawLimit === undefined || rawLimit === '' ? DEFAULT_LIMIT : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return bad(res, 'invalid_limit', `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    }
    const kind = queryParam(req, 'kind') || undefined;
    if (kind !== undefined && !formKindNames.includes(kind as FormKind)) {
      return bad(res, 'invalid_kind', `kind must be one of ${formKindNames.join(', ')}.`);
    }
    const rawCursor = queryParam(req, 'cursor') || undefined;
    const cursor = rawCursor === undefined ? undefined : Number(rawCursor);
    if (cursor !== undefined && !(Number.isSafeInteger(cursor) && cursor > 0)) {
      return bad(res, 'invalid_cursor', 'cursor must be the nextCursor of an earlier page.');
    }
    const db = await getDb(env);
    const page = await listSubmissions(db, { kind, limit, cursor });
    // One query for the whole page's files.
    const ids = page.inquiries.map((i) => i.id);
    const files = await attachmentsBySubmission(db, ids);
    const inquiries = page.inquiries.map((i) => ({ ...i, attachments: files.get(i.id) ?? [] }));
    sendJson(res, 200, { count: inquiries.length, limit, kind: kind ?? null, inquiries, nextCursor: page.nextCursor });
  } catch (e) {
    sendError(res, e, 'inquiries');
  }
}
