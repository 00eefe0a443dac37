/**
 * Minimal persisted cart store (spec §4 "Cart": saved to local storage on
 * every change and restored at start). The full cart logic (merge, tiers,
 * totals) arrives with the cart issue; this keeps only what the header needs.
 *
 * Hydration: the store is created with `skipHydration` so the server render
 * and the first client render agree (empty cart); `ensureCartHydrated()`
 * loads the stored state on the client. Components that only need the line
 * count use `useCartLineCount` from ./cart-count, which reads the stored cart
 * without this module (and without shipping zustand).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './cart-count';

export { CART_STORAGE_KEY, useCartLineCount, readStoredCartLineCount } from './cart-count';

export interface CartStoreLine {
  /** A timestamp-based id, unique per line. */
  lineItemId: string;
  /** The variant id. */
  id: string;
  qty: number;
  properties: Record<string, string>;
}

export interface CartState {
  lines: CartStoreLine[];
  /** Number of lines in the cart. */
  count: () => number;
  setLines: (lines: CartStoreLine[]) => void;
  clear: () => void;
}

export const CART_STORAGE_VERSION = 1;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      count: () => get().lines.length,
      setLines: (lines) => set({ lines }),
      clear: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      skipHydration: true,
    },
  ),
);

if (typeof window !== 'undefined') {
  // persist writes localStorage after notifying listeners: announce the change
  // once the write is done, so cart-count readers see the new value.
  useCartStore.subscribe(() => {
    queueMicrotask(() => window.dispatchEvent(new Event(CART_CHANGE_EVENT)));
  });
}

/** Loads the persisted cart once on the client (synchronous: localStorage). */
export function ensureCartHydrated(): void {
  if (typeof window === 'undefined') return;
  if (!useCartStore.persist.hasHydrated()) {
    void useCartStore.persist.rehydrate();
  }
}
