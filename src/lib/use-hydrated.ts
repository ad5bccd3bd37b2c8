/**
 * `useHydrated()`: false on the server and while React hydrates the server's HTML, true afterwards
 * (and for client-only renders). Components that draw something from the device (storage, the
 * clock, the network) draw the server's value while it is false (issue 12, src/lib/hydration.ts).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
