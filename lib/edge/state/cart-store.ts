/**
 * The persisted cart (saved to local storage on every change and restored
 * at start). The transitions are the pure functions of lib/domain/cart;
 * this module only holds their result and the order options.
 *
 * Hydration: created with `skipHydration` so the server render and the first
 * client render agree (empty cart); `ensureCartHydrated()` loads the stored
 * state on the client. The header counts lines through ./cart-count, which
 * needs neither this module nor the pricing code; this store keeps that
 * count in step.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { addLine, decrementLine, flagUnavailable, removeLine, setLineQuantity } from '@/lib/domain/cart/lines';
import { DEFAULT_ORDER_OPTIONS, applyOrderOptions, normalizeOrderOptions, type OrderOptions, type OrderOptionsPatch } from '@/lib/domain/cart/order-options';
import { migrateCartState } from '@/lib/domain/cart/migrate';
import { isCartLine } from '@/lib/domain/cart/shape';
import type { CartLine } from '@/lib/domain/cart/types';
import { cartCountStore } from './cart-count';
import { lazyCart } from './cart-lines-view';
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, cartStorage } from './cart-persistence';
import { followOtherTabs, hydrateOnce, useHydrated } from './hydration';

export { CART_STORAGE_KEY, CART_STORAGE_VERSION };

export interface CartState {
  lines: CartLine[];
  orderOptions: OrderOptions;
  /** Merges with a line of the same variant and properties, else appends (lib/domain/cart/lines). */
  add: (line: CartLine) => void;
  /** One less, while the quantity is above 1. */
  decrement: (lineItemId: string) => void;
  remove: (lineItemId: string) => void;
  /** Sets the quantity and re-prices the line. */
  setQuantity: (lineItemId: string, quantity: number) => void;
  /** Replaces the cart. */
  update: (lines: CartLine[]) => void;
  /** Empties the cart and resets the order options. */
  clear: () => void;
  /** Marks lines whose variant checkout found gone. */
  flagUnavailable: (lineItemIds: string[]) => void;
  setOrderOptions: (patch: OrderOptionsPatch) => void;
}

type PersistedCart = Pick<CartState, 'lines' | 'orderOptions'>;

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
      setQuantity: (id, quantity) => set((s) => ({ lines: setLineQuantity(s.lines, id, quantity) })),
      update: (lines) => set({ lines: [...lines] }),
      clear: () => set({ lines: [], orderOptions: DEFAULT_ORDER_OPTIONS }),
      flagUnavailable: (ids) => set((s) => ({ lines: flagUnavailable(s.lines, ids) })),
      setOrderOptions: (patch) => set((s) => ({ orderOptions: applyOrderOptions(s.orderOptions, patch) })),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: cartStorage<PersistedCart>(),
      partialize: (state): PersistedCart => ({ lines: state.lines, orderOptions: state.orderOptions }),
      // Version 1 lines ({lineItemId, id, qty, properties}) cannot be priced or shown: sanitize drops them.
      // Version 2 amounts were currency units; version 3 used the legacy field names (lib/domain/cart/migrate.ts).
      migrate: (persisted, version) => sanitize(migrateCartState(persisted, version)),
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
      skipHydration: true,
    },
  ),
);

// The header's count follows this tab's changes from here (other tabs' through the storage event).
useCartStore.subscribe((state) => cartCountStore.setState({ count: state.lines.length }));
followOtherTabs(useCartStore, CART_STORAGE_KEY);
lazyCart.provide(useCartStore);

export type CartStore = typeof useCartStore;

/**
 * Loads the persisted cart once on the client (synchronous: localStorage).
 * A completed checkout is applied as it loads (./cart-persistence.ts).
 */
export function ensureCartHydrated(): void {
  hydrateOnce(useCartStore);
}

/** Loads the stored cart after hydration and reports when it is there (false on the server and while hydrating). */
export function useCartHydrated(): boolean {
  return useHydrated(useCartStore);
}
