/**
 * The wishlist and compare stores as the buttons on product cards use them:
 * the store (zustand persist, the list code) is downloaded only when
 * something is stored under its key, when another tab writes that key, or
 * when a button is pointed at, focused or pressed. A first visit to a
 * catalog page ships none of it.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ProductListStore, ProductSnapshot } from './list-store';
import { hydrateOnce } from './hydration';
import { readItem } from './storage';

export const WISHLIST_STORAGE_KEY = 'wishlist';
export const COMPARE_STORAGE_KEY = 'compare';

export interface LazyList {
  key: string;
  /** The store, loaded and hydrated (the same one every time). */
  load: () => Promise<ProductListStore>;
  /** The store once loaded, else null. */
  current: () => ProductListStore | null;
  subscribe: (listener: () => void) => () => void;
}

function lazyList(key: string, importStore: () => Promise<ProductListStore>): LazyList {
  let store: ProductListStore | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    importStore().then((loaded) => {
      if (!store) {
        store = loaded;
        hydrateOnce(loaded);
        listeners.forEach((listener) => listener());
      }
      return loaded;
    });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key && !store) void load();
    });
  }
  return {
    key,
    load,
    current: () => store,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const wishlistList = lazyList(WISHLIST_STORAGE_KEY, () => import('./wishlist-store').then((m) => m.wishlistStore));
export const compareList = lazyList(COMPARE_STORAGE_KEY, () => import('./compare-store').then((m) => m.compareStore));

const noStore = () => null;
const noSubscription = () => () => {};

/**
 * The list's items: null on the server, while hydrating and until the store
 * is loaded and has read storage, then the list, kept up to date.
 */
export function useLazyList(list: LazyList): ProductSnapshot[] | null {
  useEffect(() => {
    // An earlier visit stored something: load now, to show what is pressed.
    if (readItem(list.key) !== null) void list.load();
  }, [list]);
  const store = useSyncExternalStore(list.subscribe, list.current, noStore);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!store) return noSubscription();
      const offState = store.subscribe(listener);
      const offHydration = store.persist.onFinishHydration(listener);
      return () => {
        offState();
        offHydration();
      };
    },
    [store],
  );
  const items = useCallback(() => (store?.persist.hasHydrated() ? store.getState().items : null), [store]);
  return useSyncExternalStore(subscribe, items, noStore);
}
