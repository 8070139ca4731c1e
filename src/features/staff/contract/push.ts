// Web Push to a staff member's devices: the VAPID key a device subscribes with, and its
// subscription. The server loads this file: relative imports only.
import { z } from 'zod';
import { action } from './action.ts';

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Only an https push service (http for a local one on this machine, as a test's) and well-formed keys. */
const pushEndpoint = z
  .string()
  .max(2000)
  .refine((e) => {
    try {
      const u = new URL(e);
      return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.includes(u.hostname));
    } catch {
      return false;
    }
  });

const subscription = z.object(
  {
    endpoint: pushEndpoint,
    keys: z.object({
      p256dh: z.string().max(200).regex(B64URL),
      auth: z.string().max(100).regex(B64URL),
    }),
  },
  { error: 'Send the browser’s push subscription (endpoint and keys).' },
);

export const pushActions = {
  'push-key': action({
    method: 'GET',
    auth: 'session',
    write: false,
    answer: 'json',
    // null: push is not set up here (an answer, not an error: the inbox then offers nothing).
    response: z.object({ publicKey: z.string().nullable() }),
  }),
  'push-subscribe': action({
    method: 'POST',
    auth: 'session',
    write: true,
    body: z.object({ subscription }),
    answer: 'json',
    created: true,
    response: z.object({ subscribed: z.literal(true) }),
  }),
  'push-unsubscribe': action({
    method: 'POST',
    auth: 'session',
    write: true,
    body: z.object({ endpoint: z.string().max(2000) }),
    answer: 'json',
    response: z.object({ removed: z.boolean() }),
  }),
};
