// Web Push on this device (contract: ../contract/push.ts).
import useSWR from 'swr';
import type { BodyIn } from '@/features/staff/contract';
import { request } from './client';

export const getPushKey = () => request('push-key', {}).then((r) => r.publicKey);

/** The key a device subscribes with; null when push is not set up on the server. */
export const usePushKey = () => useSWR('push-key', getPushKey, { revalidateOnFocus: false });

export const subscribePush = (subscription: BodyIn<'push-subscribe'>['subscription']) =>
  request('push-subscribe', { body: { subscription } });

export const unsubscribePush = (endpoint: string) => request('push-unsubscribe', { body: { endpoint } });
