/**
 * The header's view of the cart: the number of lines, read straight from the
 * persisted cart (localStorage key `cart`, written by cart-store.ts). It does
 * not import zustand, so pages that only show the cart icon do not ship the
 * store. Hydration-safe: the server snapshot is 0, so the server HTML and the
 * first client render agree; the stored count appears right after hydration.
 */
import { useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'cart';
/** Fired on window (after the write) whenever the cart store changes in this tab. */
export const CART_CHANGE_EVENT = 'cart:change';

/** Number of lines in the stored cart; 0 when absent, unreadable or on the server. */
export function readStoredCartLineCount(): number {
  if (typeof window === 'undefined') return 0;
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return 0;
    const parsed: unknown = JSON.parse(raw);
    const lines = (parsed as { state?: { lines?: unknown } } | null)?.state?.lines;
    return Array.isArray(lines) ? lines.length : 0;
  } catch {
    return 0;
  }
}

export function subscribeCartCount(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

const serverSnapshot = (): number => 0;

/** Number of cart lines: 0 on the server and during hydration, then the stored count, kept up to date. */
export function useCartLineCount(): number {
  return useSyncExternalStore(subscribeCartCount, readStoredCartLineCount, serverSnapshot);
}
