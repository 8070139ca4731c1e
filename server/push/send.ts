// Sends one queued push (an outbox row of kind 'push') with web-push: VAPID-signed and encrypted
// (aes128gcm) for the subscription. A subscription its push service calls gone (404, 410) is removed.
import https from 'node:https';
import net from 'node:net';
import type { Env } from '../env.ts';
import { isLoopbackHttp } from '../http/request-target.ts';
import type { Queryable } from '../store/db.ts';
import { deleteSubscription, findSubscription } from '../store/push.ts';

/** Not worth a retry: the row fails for good. */
export class PermanentPushError extends Error {}

/** How long a push service keeps trying to reach a device that is off (a lead is stale after a day). */
const TTL_SECONDS = 24 * 60 * 60;
/** web-push's own timeout covers a silent connection, not one that ends mid-answer: the bound on both. */
const SEND_DEADLINE_MS = 20_000;

/**
 * web-push always speaks HTTPS. A push service on this machine over plain HTTP (a test's, or a
 * developer's; the only http endpoints /api/staff/push-subscribe accepts) needs plain sockets.
 */
class LoopbackAgent extends https.Agent {
  override createConnection(options: https.RequestOptions): net.Socket {
    return net.createConnection({ host: options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}
let loopback: LoopbackAgent | undefined;
const agentFor = (endpoint: string) => {
  return isLoopbackHttp(new URL(endpoint)) ? (loopback ??= new LoopbackAgent({ keepAlive: false })) : undefined;
};

/** Sends `payload` to the subscription `subscriptionId`; false when the subscription no longer exists. */
export async function sendPush(db: Queryable, env: Env, subscriptionId: string, payload: string): Promise<boolean> {
  if (!env.vapid) throw new Error('VAPID keys are not set');
  const sub = await findSubscription(db, subscriptionId);
  // Removed since (signed out of push, account removed, or gone): nothing to send.
  if (!sub) return false;
  // Loaded on first use: the server at rest does not carry it.
  const { default: webpush } = await import('web-push');
  const { WebPushError } = webpush;
  let deadline: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
        vapidDetails: { subject: env.vapid.subject, publicKey: env.vapid.publicKey, privateKey: env.vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: 15_000,
        agent: agentFor(sub.endpoint),
      }),
      new Promise((_, reject) => {
        deadline = setTimeout(
          () => reject(new Error(`the push service did not finish answering in ${SEND_DEADLINE_MS / 1000} s`)),
          SEND_DEADLINE_MS,
        );
      }),
    ]);
    return true;
  } catch (e) {
    if (e instanceof WebPushError && (e.statusCode === 404 || e.statusCode === 410)) {
      await deleteSubscription(db, sub.id);
      throw new PermanentPushError(`subscription gone (${e.statusCode}); removed`);
    }
    // Other refusals (400, 401, 403, 413) will not change on a retry; 429 and 5xx may.
    if (e instanceof WebPushError && e.statusCode >= 400 && e.statusCode < 500 && e.statusCode !== 429) {
      throw new PermanentPushError(`push service refused (${e.statusCode}): ${e.body?.slice(0, 200) ?? ''}`);
    }
    throw e;
  } finally {
    clearTimeout(deadline);
  }
}
