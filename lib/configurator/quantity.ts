import type { PricingGrid } from '../pricing/grid';
import { minimumShortfall } from '../pricing/quantity';

/**
 * The quantity control (spec §4 "Configurator", §5 "Quantity"): a select of
 * the pricing breaks, with a 'Custom Quantity' entry that opens a text field
 * (never for lot-priced items, which are sold in break quantities only).
 * Without a grid there is nothing to choose from: the text field alone.
 */

/** The select value of the 'Custom Quantity' entry. */
export const CUSTOM_QUANTITY = 'custom';

export interface QuantityChoices {
  /** The break quantities offered in the select (empty: no select). */
  breaks: number[];
  /** Whether the select offers 'Custom Quantity'. */
  allowCustom: boolean;
}

export function quantityChoices(grid: PricingGrid | null, lot: boolean): QuantityChoices {
  const breaks = grid?.breaks.filter((b) => Number.isInteger(b) && b > 0) ?? [];
  return { breaks, allowCustom: breaks.length > 0 && !lot };
}

/** The quantity the page opens with: the first break, or 1 without a grid. */
export function defaultQuantity(grid: PricingGrid | null): number {
  return quantityChoices(grid, false).breaks[0] ?? 1;
}

/** The text field shows when 'Custom Quantity' is chosen or when there is no break to choose. */
export const showsQuantityField = (choices: QuantityChoices, selectValue: string): boolean =>
  choices.breaks.length === 0 || selectValue === CUSTOM_QUANTITY;

/** Quantities of this product already in the cart (every line of the same product). */
export function cartQuantities(lines: readonly { productId: string; qty: number }[], productId: string): number[] {
  return lines.filter((l) => l.productId === productId).map((l) => l.qty);
}

export interface MinimumViolation {
  /** The first price break. */
  n: number;
  /** How many more are needed. */
  m: number;
}

/**
 * The minimum-order rule: what the cart already holds of this product plus
 * the current quantity must reach the first price break.
 */
export function minimumViolation(grid: PricingGrid | null, inCart: readonly number[], quantity: number): MinimumViolation | null {
  const first = grid?.breaks[0];
  const m = minimumShortfall(first, [...inCart, quantity]);
  return first !== undefined && m > 0 ? { n: first, m } : null;
}
