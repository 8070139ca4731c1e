// POST /api/events: the site's own analytics, batches of events a device recorded (and kept while
// offline). Each event is stored once (its UUID), at the device's time corrected by the server's
// clock, under the day's visitor key: an HMAC of the day's salt with the truncated address and the
// user agent, neither of which is stored, and none at all under Global Privacy Control or Do Not
// Track. Bots, and browsers under automation, are answered alike and not counted.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { z } from 'zod';
import { EVENT_DEVICE_DAYS } from '../../src/config/analytics.ts';
import {
  analyticsEvent,
  eventBatchEnvelope,
  type AnalyticsEvent,
  type EventBatchAnswer,
} from '../../src/features/analytics/contract.ts';
import { touchOf } from '../../src/features/analytics/attribution.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { isBot } from '../http/bots.ts';
import { clientIp, truncatedAddress } from '../http/client-address.ts';
import { header, isSameOrigin, readFields } from '../http/request.ts';
import { allowMethods, noStore, sendError, sendJson } from '../http/respond.ts';
import { countDropped, insertEvents, type StoredEvent } from '../store/analytics.ts';
import { saltedKeys } from '../store/daily-salts.ts';
import { getDb } from '../store/db.ts';

const DAY_MS = 86_400_000;

/** The visitor asked not to be tracked: Global Privacy Control, or the older Do Not Track. */
export const optsOut = (req: VercelRequest) =>
  header(req, 'sec-gpc')?.trim() === '1' || header(req, 'dnt')?.trim() === '1';

export async function eventsHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  noStore(res);
  if (!allowMethods(req, res, ['POST'])) return;
  try {
    const env = getEnv();
    if (!isSameOrigin(req, env.TRUST_PROXY))
      throw new HttpError(403, 'cross_origin', 'Cross-origin events are not accepted.');
    const { kind, fields } = readFields(req);
    if (kind !== 'json') throw new HttpError(415, 'unsupported_media_type', 'Send application/json.');
    // Every problem, each with where it is ("→ at events[0].name").
    const envelope = eventBatchEnvelope.safeParse(fields);
    if (!envelope.success) throw new HttpError(400, 'invalid_batch', z.prettifyError(envelope.error));
    const batch = envelope.data;
    // Each event on its own: one refused does not cost the others, unless none is left.
    const valid: AnalyticsEvent[] = [];
    const refusals: string[] = [];
    batch.events.forEach((raw, i) => {
      const e = analyticsEvent.safeParse(raw);
      if (e.success) valid.push(e.data);
      else {
        const text = z.prettifyError(e.error);
        refusals.push(
          text.includes('→ at ') ? text.replaceAll('→ at ', `→ at events[${i}].`) : `${text}\n  → at events[${i}]`,
        );
      }
    });
    if (!valid.length) throw new HttpError(400, 'invalid_batch', refusals.join('\n'));
    const ua = header(req, 'user-agent') ?? '';
    const answer = (a: EventBatchAnswer) => sendJson(res, 200, a);
    // Answered as if counted, so a bot's device (or a test's) has nothing to send again.
    if (isBot(ua) || (batch.automated && !env.ANALYTICS_COUNT_AUTOMATION))
      return answer({ stored: 0, ignored: batch.events.length });

    // The device's clock may be wrong by any amount: what matters is how long before sending each
    // event happened, by that same clock.
    const now = Date.now();
    const skew = now - batch.sentAt;
    const oldest = now - EVENT_DEVICE_DAYS * DAY_MS;
    const db = await getDb(env);
    const visitor = optsOut(req)
      ? null
      : (await saltedKeys(db, `visitor|${truncatedAddress(clientIp(req, env.TRUST_PROXY))}|${ua}`)).today;
    const events: StoredEvent[] = [];
    for (const e of valid) {
      // A visit's start names where it came from (src/features/analytics/visit.ts): kept as the
      // allow-listed source, medium and campaign of a lead's touch, nothing else of it.
      let params = e.params ?? {};
      if (e.name === 'visit_started') {
        const t = touchOf({ l: `/?${params.query ?? ''}`, r: params.referrer ? `https://${params.referrer}/` : '' });
        params = Object.fromEntries(
          Object.entries({ source: t?.source, medium: t?.medium, campaign: t?.campaign }).filter(([, v]) => v),
        ) as Record<string, string>;
      }
      const occurredAt = Math.min(now, e.at + skew);
      if (occurredAt < oldest) continue;
      events.push({
        id: e.id,
        name: e.name,
        occurredAt: new Date(occurredAt),
        path: e.path,
        visitor,
        params,
      });
    }
    const stored = await db.transaction(async (tx) => {
      await countDropped(tx, (batch.dropped ?? 0) + valid.length - events.length);
      return insertEvents(tx, events);
    });
    answer({ stored, ignored: batch.events.length - stored });
  } catch (e) {
    sendError(res, e, 'events');
  }
}
