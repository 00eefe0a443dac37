/**
 * The header's view of the cart: the number of lines of the stored cart. A
 * vanilla store over the cart's key that only reads, so pages that show the
 * cart icon ship neither the cart store nor its pricing code; the header
 * reads it through ./cart-count-view.ts, which downloads it only when a cart
 * is stored. The cart store (./cart-store.ts) keeps it in step within the
 * tab; other tabs' changes come through the storage event.
 */
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { lazyCartCount } from './cart-count-view';
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, cartStorage } from './cart-persistence';
import { followOtherTabs } from './hydration';

export { CART_STORAGE_KEY };

export interface CartCount {
  /** Lines in the stored cart, as stored (the cart page drops what it cannot show). */
  count: number;
}

const linesIn = (state: unknown): number => {
  const lines = (state as { lines?: unknown } | null | undefined)?.lines;
  return Array.isArray(lines) ? lines.length : 0;
};

export const cartCountStore = createStore<CartCount>()(
  persist(() => ({ count: 0 }), {
    name: CART_STORAGE_KEY,
    version: CART_STORAGE_VERSION,
    storage: cartStorage<unknown>({ readOnly: true }),
    // Any stored version has lines to count; migrating is the cart store's job.
    migrate: (persisted) => persisted,
    merge: (persisted, current) => ({ ...current, count: linesIn(persisted) }),
    skipHydration: true,
  }),
);

followOtherTabs(cartCountStore, CART_STORAGE_KEY);
lazyCartCount.provide(cartCountStore);

/** Reads the stored cart now and answers its number of lines; 0 when absent, unreadable or on the server. */
export function readStoredCartLineCount(): number {
  if (typeof window === 'undefined') return 0;
  void cartCountStore.persist.rehydrate();
  return cartCountStore.getState().count;
}
