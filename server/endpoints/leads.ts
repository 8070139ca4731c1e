// GET /api/leads?kind=contact|demo|newsletter|application|webinar&limit=N&cursor=C: stored
// submissions, newest first, a page at a time, each with its files (`attachments`), for the sales
// team and `npm run leads`. Needs `Authorization: Bearer $ADMIN_TOKEN`; 404 when ADMIN_TOKEN is
// not set (the endpoint does not exist then), 401 on a missing or wrong token.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { leadFilter, paging } from '../../src/features/staff/contract/leads.ts';
import { getEnv } from '../env.ts';
import { bearerGate } from '../http/auth.ts';
import { parseWith, queryOf } from '../http/parse.ts';
import { noStore, sendError, sendJson } from '../http/respond.ts';
import { attachmentsBySubmission } from '../store/attachments.ts';
import { getDb } from '../store/db.ts';
import { listLeads } from '../store/submissions.ts';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/** The same kind, limit and cursor rules as the staff inbox's listing. */
const submissionsQuery = leadFilter.pick({ kind: true }).extend(paging(DEFAULT_LIMIT, MAX_LIMIT).shape);

export async function leadsHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  try {
    const env = getEnv();
    if (!bearerGate(req, res, env.ADMIN_TOKEN, 'leads', ['GET', 'HEAD'])) return;
    const { kind, limit, cursor } = parseWith(submissionsQuery, queryOf(req));
    const db = await getDb(env);
    const page = await listLeads(db, { kind, limit, cursor });
    // One query for the whole page's files.
    const ids = page.leads.map((i) => i.id);
    const files = await attachmentsBySubmission(db, ids);
    const leads = page.leads.map((i) => ({ ...i, attachments: files.get(i.id) ?? [] }));
    sendJson(res, 200, { count: leads.length, limit, kind: kind ?? null, leads, nextCursor: page.nextCursor });
  } catch (e) {
    sendError(res, e, 'leads');
  }
}
