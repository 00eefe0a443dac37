import { useEffect, useMemo } from 'react';
import { countedLines } from '@/lib/domain/cart/rules';
import type { CountedLine } from '@/lib/domain/pricing/quantity';
import { ensureCartHydrated, useCartStore } from '@/lib/edge/state/cart-store';

/**
 * The cart's lines as the minimum-order rule counts them (those of the
 * product count towards its minimum). The store hydrates after mount, so the server render and the
 * first client render agree on an empty cart.
 */
export function useCartQuantities(): CountedLine[] {
  // Select the array itself: a derived array would be new on every call and re-render forever.
  const lines = useCartStore((state) => state.lines);
  useEffect(() => {
    ensureCartHydrated();
  }, []);
  return useMemo(() => countedLines(lines), [lines]);
}
