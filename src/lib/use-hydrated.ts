import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False while prerendering and hydrating, true from the first client render after hydration. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
