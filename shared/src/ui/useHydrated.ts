import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the server's HTML is hydrated, true from then on (and in a page
 * the browser renders itself): for markup that serves a page only until its scripts run. React
 * renders again after hydration when the two snapshots differ.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
