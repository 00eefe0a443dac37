import { minimumOrderViolation, type CountedLine, type MinimumViolation } from '../pricing/quantity';
import type { CartLine } from './types';

/**
 * What the cart page allows: the quantity choices of a line,
 * its minimum order quantity, and whether the cart may go to checkout.
 */

/** The cart's lines as the minimum-order rule counts them. */
export function countedLines(lines: readonly Pick<CartLine, 'productId' | 'quantity'>[]): CountedLine[] {
  return lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
}

/**
 * The minimum rule for a line of the cart: every line of the same product
 * counts towards the first break of the line's pricing grid (the rule the
 * product page applies before adding). Null when met or without a grid.
 */
export function lineMinimumViolation(line: Pick<CartLine, 'pricingGrid' | 'productId'>, lines: readonly Pick<CartLine, 'productId' | 'quantity'>[]): MinimumViolation | null {
  return minimumOrderViolation(line.pricingGrid?.breaks[0], countedLines(lines), line.productId);
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
export function quantityOptions(line: Pick<CartLine, 'pricingGrid' | 'lotPriced'>): QuantityOptions {
  const breaks = [...(line.pricingGrid?.breaks ?? [])];
  return { breaks, custom: !line.lotPriced || breaks.length === 0 };
}

/** Why checkout is blocked, in the order the shopper should deal with it. */
export type CartBlockReason = 'empty' | 'unavailable' | 'quantity' | 'minimum';

export function cartBlockReason(lines: readonly CartLine[]): CartBlockReason | null {
  if (lines.length === 0) return 'empty';
  if (lines.some((l) => l.unavailable)) return 'unavailable';
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) return 'quantity';
  if (lines.some((l) => lineMinimumViolation(l, lines))) return 'minimum';
  return null;
}
