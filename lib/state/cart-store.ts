/**
 * The persisted cart (spec §4 "Cart": saved to local storage on every change
 * and restored at start). The transitions are the pure functions of lib/cart;
 * this module only holds their result and the order options.
 *
 * Hydration: the store is created with `skipHydration` so the server render
 * and the first client render agree (empty cart); `ensureCartHydrated()`
 * loads the stored state on the client. Components that only need the line
 * count use `useCartLineCount` from ./cart-count, which reads the stored cart
 * without this module (and without shipping zustand).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addLine, decrementLine, flagUnavailable, removeLine, setLineQuantity } from '@/lib/cart/lines';
import { DEFAULT_ORDER_OPTIONS, applyOrderOptions, normalizeOrderOptions, type OrderOptions, type OrderOptionsPatch } from '@/lib/cart/order-options';
import { isCartLine } from '@/lib/cart/shape';
import type { CartLine } from '@/lib/cart/types';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './cart-count';
import { consumeCheckoutMarkers } from './checkout-markers';

export { CART_STORAGE_KEY, useCartLineCount, readStoredCartLineCount } from './cart-count';

export interface CartState {
  lines: CartLine[];
  orderOptions: OrderOptions;
  /** Merges with a line of the same variant and properties, else appends (lib/cart/lines). */
  add: (line: CartLine) => void;
  /** One less, while the quantity is above 1. */
  decrement: (lineItemId: string) => void;
  remove: (lineItemId: string) => void;
  /** Sets the quantity and re-prices the line. */
  setQuantity: (lineItemId: string, qty: number) => void;
  /** Replaces the cart. */
  update: (lines: CartLine[]) => void;
  /** Empties the cart and resets the order options. */
  clear: () => void;
  /** Marks lines whose variant checkout found gone. */
  flagUnavailable: (lineItemIds: string[]) => void;
  setOrderOptions: (patch: OrderOptionsPatch) => void;
}

type PersistedCart = Pick<CartState, 'lines' | 'orderOptions'>;

export const CART_STORAGE_VERSION = 2;

/** Keeps only well-formed lines and complete order options (storage is user-editable and outlives releases). */
function sanitize(raw: unknown): PersistedCart {
  const state = (raw && typeof raw === 'object' ? raw : {}) as { lines?: unknown; orderOptions?: unknown };
  return {
    lines: Array.isArray(state.lines) ? state.lines.filter(isCartLine) : [],
    orderOptions: normalizeOrderOptions(state.orderOptions),
  };
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      orderOptions: DEFAULT_ORDER_OPTIONS,
      add: (line) => set((s) => ({ lines: addLine(s.lines, line) })),
      decrement: (id) => set((s) => ({ lines: decrementLine(s.lines, id) })),
      remove: (id) => set((s) => ({ lines: removeLine(s.lines, id) })),
      setQuantity: (id, qty) => set((s) => ({ lines: setLineQuantity(s.lines, id, qty) })),
      update: (lines) => set({ lines: [...lines] }),
      clear: () => set({ lines: [], orderOptions: DEFAULT_ORDER_OPTIONS }),
      flagUnavailable: (ids) => set((s) => ({ lines: flagUnavailable(s.lines, ids) })),
      setOrderOptions: (patch) => set((s) => ({ orderOptions: applyOrderOptions(s.orderOptions, patch) })),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedCart => ({ lines: state.lines, orderOptions: state.orderOptions }),
      // Version 1 lines ({lineItemId, id, qty, properties}) cannot be priced or shown: sanitize drops them.
      migrate: (persisted) => sanitize(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
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
  // Another tab changed the cart: reload it, so this tab neither shows a stale
  // cart nor writes it back over the other tab's change.
  window.addEventListener('storage', (event) => {
    if ((event.key === CART_STORAGE_KEY || event.key === null) && useCartStore.persist.hasHydrated()) {
      void useCartStore.persist.rehydrate();
    }
  });
}

/**
 * Loads the persisted cart once on the client (synchronous: localStorage),
 * and empties it when the checkout markers say the last order went through.
 */
export function ensureCartHydrated(): void {
  if (typeof window === 'undefined') return;
  const completed = consumeCheckoutMarkers();
  if (!useCartStore.persist.hasHydrated()) {
    void useCartStore.persist.rehydrate();
  }
  if (completed) useCartStore.getState().clear();
}
