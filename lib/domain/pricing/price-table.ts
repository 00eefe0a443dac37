import type { Cents } from '../../ground/money/cents';
import { priceLine, type PriceInput } from './price';

/**
 * The price at every quantity break for the item as chosen (variant,
 * extras, markup): what the shopper would pay for each break, priced by the
 * same `priceLine` as the line itself, so a row and the line at that
 * quantity never differ.
 */

export interface PriceTableRow {
  quantity: number;
  total: Cents;
  /** Exact per-unit price, in currency units (shown with lib/ground/money showUnitPrice). */
  unitPrice: number;
  savings: Cents;
  /** The saving against list, in whole percent. */
  savingsPercent: number;
}

export interface PriceTable {
  rows: PriceTableRow[];
  /** The row whose break prices the current quantity; null when there is no quantity to price. */
  current: number | null;
}

/** Null without a grid (or a row of it for the variant): the price does not change by quantity, so there is nothing to tabulate. */
export function priceTable(input: PriceInput): PriceTable | null {
  const now = priceLine(input);
  if (!input.grid || now.breakIndex === null) return null;
  const rows = input.grid.breaks.map((quantity) => {
    const { total, unitPrice, savings, listTotal } = priceLine({ ...input, quantity });
    return { quantity, total, unitPrice, savings, savingsPercent: listTotal > 0 ? Math.round((savings / listTotal) * 100) : 0 };
  });
  return { rows, current: input.quantity >= 1 ? now.breakIndex : null };
}
