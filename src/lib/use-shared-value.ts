import { useSyncExternalStore } from 'react';
import type { SharedValue } from '@/lib/app-status';

/** The shared value's current value; hydration renders the initial one, as the prerender did, so the HTML matches. */
export function useSharedValue<T>(shared: SharedValue<T>): T {
  return useSyncExternalStore(shared.subscribe, shared.get, () => shared.initial);
}
