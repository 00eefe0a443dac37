import type { PricingGrid } from '../pricing/grid';

/**
 * The quantity control: a select of
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

/** The query parameter a link to the product page carries the shopper's chosen quantity in (the quick view's stepper). */
export const QUANTITY_PARAM = 'quantity';

/**
 * The quantity control set to `wanted`: its break when it is one, else the
 * custom field with it; lot-priced items only sell in breaks, so the
 * smallest break holding it (the largest when none does). A missing or
 * unusable value leaves the control as it is (null).
 */
export function quantityControlFor(choices: QuantityChoices, wanted: string | null): { quantitySelect: string; quantityText: string } | null {
  if (wanted === null || !/^\d{1,7}$/.test(wanted)) return null;
  const n = Number(wanted);
  if (n < 1) return null;
  if (choices.breaks.includes(n)) return { quantitySelect: String(n), quantityText: String(n) };
  if (choices.breaks.length === 0 || choices.allowCustom) return { quantitySelect: CUSTOM_QUANTITY, quantityText: String(n) };
  const lot = choices.breaks.find((b) => b >= n) ?? choices.breaks[choices.breaks.length - 1]!;
  return { quantitySelect: String(lot), quantityText: String(lot) };
}
