/**
 * Quantity rules: what a shopper types becomes a whole
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

/** A line as the minimum-order rule counts it: its product and its quantity. */
export interface CountedLine {
  productId: string;
  quantity: number;
}

export interface MinimumViolation {
  /** The first price break (the minimum order quantity). */
  n: number;
  /** How many more of the product are needed. */
  m: number;
}

/**
 * The minimum-order rule, counted per product: the quantities of
 * every line of `productId` together must reach the product's first price
 * break. The product page passes the cart's lines plus the quantity about to
 * be added, the cart its lines, the checkout the lines it charges; the rule
 * is the same in all three. Null when it is met or there is no break to reach.
 */
export function minimumOrderViolation(
  firstBreak: number | undefined,
  lines: readonly CountedLine[],
  productId: string,
): MinimumViolation | null {
  if (!firstBreak || firstBreak <= 1) return null;
  const total = lines.reduce((sum, l) => sum + (l.productId === productId && Number.isFinite(l.quantity) ? l.quantity : 0), 0);
  return total < firstBreak ? { n: firstBreak, m: firstBreak - total } : null;
}
