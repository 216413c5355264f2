import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// False while rendering on the server and during hydration, true afterwards: lets a page keep its
// no-JavaScript fallbacks (pagination links) in the server HTML and swap them once scripts run.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
