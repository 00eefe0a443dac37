import { roundTo, type Cents } from '../../ground/money/cents';
import type { CartLine } from './types';

export interface CartTotals {
  /** What the cart costs (store currency). */
  subtotal: Cents;
  /** Each line's total (store currency): the checkout converts them one by one (lib/ground/money/display.ts toDisplayTotal). */
  lineTotals: Cents[];
  /** Total savings against list prices. */
  savings: Cents;
  /** Units across all lines. */
  quantity: number;
}

/** Sums of the lines' own totals: each line is already priced to the cent, so the subtotal matches what the lines show. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotal = 0;
  let savings = 0;
  let quantity = 0;
  const lineTotals: Cents[] = [];
  for (const line of lines) {
    lineTotals.push(roundTo(line.total, 0));
    subtotal += line.total;
    savings += line.discount;
    quantity += line.quantity;
  }
  // Whole cents even when a stored line was edited by hand (the server re-prices it anyway).
  return { subtotal: roundTo(subtotal, 0), lineTotals, savings: roundTo(savings, 0), quantity };
}
