/**
 * The header's cart count (./cart-count.ts) as a lazy store (./lazy-store.ts):
 * downloaded when a cart is stored, another tab writes one, or the page
 * imports the cart anyway. A visitor without a cart ships none of it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { CART_STORAGE_KEY } from './cart-key';
import type { CartCount } from './cart-count';
import type { PersistedStore } from './hydration';
import { lazyStore, useLazyStore } from './lazy-store';

export const lazyCartCount = lazyStore<StoreApi<CartCount> & PersistedStore>(CART_STORAGE_KEY, () => import('./cart-count'));

const zero = () => 0;
const noSubscription = () => () => {};

/**
 * Number of cart lines: 0 on the server and while hydrating, then the stored
 * count, kept up to date. Reading the cart as the page starts is also where
 * a completed checkout empties it (./cart-persistence.ts).
 */
export function useCartLineCount(): number {
  const store = useLazyStore(lazyCartCount);
  useEffect(() => {
    if (store) void store.persist.rehydrate();
  }, [store]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store ? () => store.getState().count : zero, zero);
}
