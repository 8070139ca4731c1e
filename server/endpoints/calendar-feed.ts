// GET /api/calendar-feed?token=…: a staff member's calls as an iCalendar feed their calendar app
// subscribes to. The token is the only credential (calendar apps send no cookie): 32 random bytes
// made on the Calls page, kept as its SHA-256, looked up by that hash; an unknown or revoked token
// is a 404. Never cached by anyone on the way.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { calendarFeed } from '../booking/feed.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { queryParam } from '../http/request.ts';
import { allowMethods, noStore, sendError } from '../http/respond.ts';
import { callsOfHost, hostOfFeed } from '../store/booking-hosts.ts';
import { getDb } from '../store/db.ts';
import { tokenHash } from '../store/staff.ts';

/** A feed lists calls from this long ago on. */
export const FEED_PAST_DAYS = 30;
/** A feed token as the Calls page makes them: 32 bytes, base64url. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function calendarFeedHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  res.setHeader('Cache-Control', 'no-store, private');
  // (The token is in the address: nothing this answer links to learns it.)
  res.setHeader('Referrer-Policy', 'no-referrer');
  if (!allowMethods(req, res, ['GET', 'HEAD'])) return;
  try {
    const token = queryParam(req, 'token') ?? '';
    const notFound = new HttpError(404, 'not_found', 'No calendar feed here: the link is wrong or was revoked.');
    if (!FEED_TOKEN.test(token)) throw notFound;
    const env = getEnv();
    const db = await getDb(env);
    const hostId = await hostOfFeed(db, tokenHash(token));
    if (!hostId) throw notFound;
    const calls = await callsOfHost(db, hostId, new Date(Date.now() - FEED_PAST_DAYS * 86_400_000));
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="calls.ics"');
    res.status(200).send(calendarFeed(calls, env.siteUrl));
  } catch (e) {
    sendError(res, e, 'calendar-feed');
  }
}
