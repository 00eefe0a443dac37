import { cents } from '../pricing/round';
import type { CartLine } from './types';

export interface CartTotals {
  /** What the cart costs, to the cent (store currency). */
  subtotal: number;
  /** Total savings against list prices, to the cent (spec §9). */
  savings: number;
  /** Units across all lines. */
  quantity: number;
}

/** Sums of the lines' own totals: each line is already priced to the cent, so the subtotal matches what the lines show. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotal = 0;
  let savings = 0;
  let quantity = 0;
  for (const line of lines) {
    subtotal += line.sum;
    savings += line.discount;
    quantity += line.qty;
  }
  return { subtotal: cents(subtotal), savings: cents(savings), quantity };
}
