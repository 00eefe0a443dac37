/**
 * The wishlist and compare stores as the buttons on product cards use them
 * (./lazy-store.ts): downloaded when something is stored, when another tab
 * writes the list, or when a button is pointed at, focused or pressed.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ProductListStore, ProductSnapshot } from './list-store';
import { hydrateOnce } from './hydration';
import { lazyStore, useLazyStore, type LazyStore } from './lazy-store';

export const WISHLIST_STORAGE_KEY = 'wishlist';
export const COMPARE_STORAGE_KEY = 'compare';

export type LazyList = LazyStore<ProductListStore>;

export const wishlistList: LazyList = lazyStore<ProductListStore>(WISHLIST_STORAGE_KEY, () => import('./wishlist-store'));
export const compareList: LazyList = lazyStore<ProductListStore>(COMPARE_STORAGE_KEY, () => import('./compare-store'));

/** The store, loaded and holding what is stored: ready for a change. */
export const loadList = (list: LazyList): Promise<ProductListStore> =>
  list.load().then((store) => {
    hydrateOnce(store);
    return store;
  });

const noItems = () => null;
const noSubscription = () => () => {};

/**
 * The list's items: null on the server, while hydrating and until the store
 * is loaded and has read storage, then the list, kept up to date.
 */
export function useLazyList(list: LazyList): ProductSnapshot[] | null {
  const store = useLazyStore(list);
  useEffect(() => {
    if (store) hydrateOnce(store);
  }, [store]);
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
  return useSyncExternalStore(subscribe, items, noItems);
}
