import { useEffect, useSyncExternalStore } from 'react';

/**
 * When a persisted store reads localStorage. Every store is created with
 * `skipHydration`, so the server render and the hydrating client render
 * agree (nothing stored is known yet); the stored state is loaded on the
 * client once the page runs. localStorage is synchronous, so the state is
 * there as soon as these return.
 */
export interface PersistedStore {
  persist: {
    hasHydrated: () => boolean;
    rehydrate: () => Promise<void>;
    onFinishHydration: (listener: () => void) => () => void;
  };
}

/** Loads the stored state once per page (client only). */
export function hydrateOnce(store: PersistedStore): void {
  if (typeof window === 'undefined' || store.persist.hasHydrated()) return;
  void store.persist.rehydrate();
}

/**
 * Re-reads the store when another tab changes its key (or clears storage),
 * so this tab neither shows a stale value nor writes it back over the other
 * tab's change. Stores not loaded yet wait for their own first read.
 */
export function followOtherTabs(store: PersistedStore, key: string): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if ((event.key === key || event.key === null) && store.persist.hasHydrated()) void store.persist.rehydrate();
  });
}

const onServer = () => false;

/**
 * Loads the store after hydration and reports when its stored state is
 * there: false on the server and in the hydrating render, so a page shows
 * its loading state rather than an "empty" that is not true.
 */
export function useHydrated(store: PersistedStore): boolean {
  useEffect(() => hydrateOnce(store), [store]);
  return useSyncExternalStore(store.persist.onFinishHydration, store.persist.hasHydrated, onServer);
}
