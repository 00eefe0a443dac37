import { minimumShortfall } from '../pricing/quantity';
import type { CartLine } from './types';

/**
 * What the cart page allows (spec §4, §5): the quantity choices of a line,
 * its minimum order quantity, and whether the cart may go to checkout.
 */

/** The line's minimum order quantity: the first break of its pricing grid (0 without one). */
export function lineMinimum(line: Pick<CartLine, 'priceObject'>): number {
  return line.priceObject?.breaks[0] ?? 0;
}

/**
 * The §5 minimum rule applied to one line (the cart page checks each line
 * on its own): how many units are missing to reach the first break.
 */
export function lineMinimumShortfall(line: Pick<CartLine, 'priceObject' | 'qty'>): number {
  return minimumShortfall(lineMinimum(line), [line.qty]);
}

export interface QuantityOptions {
  /** The pricing breaks, offered in the quantity select. */
  breaks: number[];
  /** Whether 'Custom Quantity' (a free number) is offered. */
  custom: boolean;
}

/**
 * The quantity select of a line: every pricing break, plus 'Custom Quantity'
 * unless the line is lot-priced (lots are sold in break quantities only). A
 * line without a grid has no breaks, so it gets the free number only.
 */
export function quantityOptions(line: Pick<CartLine, 'priceObject' | 'lot_pricing'>): QuantityOptions {
  const breaks = [...(line.priceObject?.breaks ?? [])];
  return { breaks, custom: !line.lot_pricing || breaks.length === 0 };
}

/** Why checkout is blocked, in the order the shopper should deal with it. */
export type CartBlockReason = 'empty' | 'unavailable' | 'quantity' | 'minimum';

export function cartBlockReason(lines: readonly CartLine[]): CartBlockReason | null {
  if (lines.length === 0) return 'empty';
  if (lines.some((l) => l.unavailable)) return 'unavailable';
  if (lines.some((l) => !Number.isInteger(l.qty) || l.qty < 1)) return 'quantity';
  if (lines.some((l) => lineMinimumShortfall(l) > 0)) return 'minimum';
  return null;
}
