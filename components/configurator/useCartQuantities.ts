import { useMemo } from 'react';
import { countedLines } from '@/lib/domain/cart/rules';
import type { CountedLine } from '@/lib/domain/pricing/quantity';
import { useCartLines } from '@/lib/edge/state/cart-lines-view';

/**
 * The cart's lines as the minimum-order rule counts them (those of the
 * product count towards its minimum). None until the stored cart is loaded after mount, so the
 * server render and the first client render agree on an empty cart.
 */
export function useCartQuantities(): CountedLine[] {
  const lines = useCartLines();
  return useMemo(() => countedLines(lines), [lines]);
}
