import { useEffect, useMemo } from 'react';
import { cartQuantities } from '@/lib/configurator/quantity';
import { ensureCartHydrated, useCartStore } from '@/lib/state/cart-store';

/**
 * Quantities of this product already in the cart (the minimum-order rule
 * counts them). The store hydrates after mount, so the server render and the
 * first client render agree on an empty cart.
 */
export function useCartQuantities(productId: string): number[] {
  // Select the array itself: a derived array would be new on every call and re-render forever.
  const lines = useCartStore((state) => state.lines);
  useEffect(() => {
    ensureCartHydrated();
  }, []);
  return useMemo(() => cartQuantities(lines, productId), [lines, productId]);
}
