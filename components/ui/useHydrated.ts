import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True once React has hydrated the calling island in the browser, false in
 * the server's HTML and during hydration: a click on a control before then
 * does nothing, so islands say when they are ready (`data-hydrated`).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
