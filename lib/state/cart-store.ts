/**
 * Minimal persisted cart store (spec §4 "Cart": saved to local storage on
 * every change and restored at start). The full cart logic (merge, tiers,
 * totals) arrives with the cart issue; this keeps only what the header needs.
 *
 * Hydration: the store is created with `skipHydration` so the server render
 * and the first client render agree (empty cart). `useCartLineCount()` reads
 * through `useSyncExternalStore` with a server snapshot of 0 and triggers the
 * one rehydration from localStorage on the client.
 */
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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

export const CART_STORAGE_KEY = 'cart';
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

/**
 * Loads the persisted cart once on the client. localStorage is synchronous, so
 * the state is available as soon as this returns.
 */
export function ensureCartHydrated(): void {
  if (typeof window === 'undefined') return;
  if (!useCartStore.persist.hasHydrated()) {
    void useCartStore.persist.rehydrate();
  }
}

function subscribe(onChange: () => void): () => void {
  const unsubscribeState = useCartStore.subscribe(onChange);
  const unsubscribeHydration = useCartStore.persist.onFinishHydration(onChange);
  ensureCartHydrated();
  return () => {
    unsubscribeState();
    unsubscribeHydration();
  };
}

function lineCountSnapshot(): number {
  return useCartStore.persist.hasHydrated() ? useCartStore.getState().lines.length : 0;
}

const serverSnapshot = (): number => 0;

/** Number of cart lines; 0 on the server and until the stored cart is loaded. */
export function useCartLineCount(): number {
  return useSyncExternalStore(subscribe, lineCountSnapshot, serverSnapshot);
}

/** Current number of lines, loading the stored cart first if needed (event handlers). */
export function readCartLineCount(): number {
  ensureCartHydrated();
  return useCartStore.getState().lines.length;
}
