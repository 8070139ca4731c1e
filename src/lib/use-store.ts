import { useSyncExternalStore } from 'react';
import type { Store } from '@/lib/app-status';

/** Hydration renders the initial value, as the prerender did, so the HTML matches. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
