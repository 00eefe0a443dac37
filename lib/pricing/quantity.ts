/**
 * Quantity rules (spec §5 "Quantity"): what a shopper types becomes a whole
 * number between 0 and 9,999,999; anything that is not digits is 0, and a
 * quantity below 1 cannot be added to the cart.
 */
export const QUANTITY_CAP = 9_999_999;

export function parseQuantity(raw: string | number | null | undefined): number {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 ? Math.min(raw, QUANTITY_CAP) : 0;
  const text = (raw ?? '').trim();
  if (!/^\d+$/.test(text)) return 0;
  return Math.min(Number(text), QUANTITY_CAP);
}

/**
 * What a quantity field shows as the shopper types: the text as typed, except
 * a whole number past the cap, which becomes the cap at once, so the field
 * never shows a number other than the one the price is for. Everything else
 * (a half-typed or empty field) stays as typed until the field is left,
 * where it shows `parseQuantity` of the text.
 */
export function quantityFieldText(typed: string): string {
  const text = typed.trim();
  return /^\d+$/.test(text) && Number(text) > QUANTITY_CAP ? String(QUANTITY_CAP) : typed;
}

/**
 * The minimum-order rule: the product's quantity already in the cart plus
 * this one must reach the first price break. Returns how many are missing
 * (0 when the rule is met or there is no break to reach).
 */
export function minimumShortfall(firstBreak: number | undefined, quantities: readonly number[]): number {
  if (!firstBreak || firstBreak <= 1) return 0;
  const total = quantities.reduce((sum, q) => sum + (Number.isFinite(q) ? q : 0), 0);
  return Math.max(0, firstBreak - total);
}
