// Web Push to a staff member's devices: the key a device subscribes with, and its subscription.
import type { pushActions } from '../../../src/features/staff/contract/push.ts';
import { HttpError } from '../../errors.ts';
import { addSubscription, removeSubscription } from '../../store/push.ts';
import type { HandlersFor } from './context.ts';

export const pushHandlers: HandlersFor<keyof typeof pushActions> = {
  async 'push-key'({ env }) {
    return { publicKey: env.vapid?.publicKey ?? null };
  },

  async 'push-subscribe'({ db, env, session, body: { subscription } }) {
    if (!env.vapid) throw new HttpError(404, 'push_off', 'Push notifications are not set up on this server.');
    const { endpoint, keys } = subscription;
    await addSubscription(db, session.account.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    return { subscribed: true as const };
  },

  async 'push-unsubscribe'({ db, session, body: { endpoint } }) {
    return { removed: await removeSubscription(db, session.account.id, endpoint) };
  },
};
