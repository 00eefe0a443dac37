/**
 * The cart for pages that only read its lines and add to it (the product
 * page's configurator), as a lazy store (./lazy-store.ts): the cart store,
 * zustand's persist and the order options download when a cart is stored,
 * another tab writes one, or the shopper adds a line. A first visit to a
 * product page ships none of it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { CartLine } from '@/lib/domain/cart/types';
import { CART_STORAGE_KEY } from './cart-key';
import type { CartStore } from './cart-store';
import { hydrateOnce } from './hydration';
import { lazyStore, useLazyStore } from './lazy-store';

export const lazyCart = lazyStore<CartStore>(CART_STORAGE_KEY, () => import('./cart-store'));

const NO_LINES: readonly CartLine[] = [];
const noLines = () => NO_LINES;
const noSubscription = () => () => {};

/** The cart's lines: none on the server, while hydrating and while no cart is stored, then the stored ones, kept up to date. */
export function useCartLines(): readonly CartLine[] {
  const store = useLazyStore(lazyCart);
  useEffect(() => {
    if (store) hydrateOnce(store);
  }, [store]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store ? () => store.getState().lines : noLines, noLines);
}

/** The cart store, loaded and holding the stored cart, so an added line extends it instead of replacing it. */
export async function loadCart(): Promise<CartStore> {
  const store = await lazyCart.load();
  hydrateOnce(store);
  return store;
}
