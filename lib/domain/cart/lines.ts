import { QUANTITY_CAP } from '../pricing/quantity';
import { samePropertiesIgnoringPrice } from './properties';
import { repriceLine } from './reprice';
import type { CartLine } from './types';

/**
 * Cart transitions, as pure functions over the line list:
 * each returns a new list (the store persists it) and leaves its input alone.
 */

/**
 * Adds a line: merged into an existing line with the same variant and the
 * same properties (the derived `Item Price` aside), quantities added and the
 * merged line re-priced at the new quantity; otherwise appended (priced).
 * The merged line keeps its place and lineItemId but takes the incoming
 * line's pricing data: it was read from the product page just now. The
 * incoming line also proves the variant is on sale again, so an
 * "unavailable" flag from an earlier checkout attempt is dropped.
 */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((l) => l.id === line.id && samePropertiesIgnoringPrice(l.properties, line.properties));
  if (index < 0) return [...lines, repriceLine({ ...line, lineItemId: uniqueLineItemId(lines, line.lineItemId) })];
  const existing = lines[index]!;
  const quantity = Math.min(existing.quantity + line.quantity, QUANTITY_CAP);
  const fresh: CartLine = { ...line, lineItemId: existing.lineItemId };
  delete fresh.unavailable;
  const merged = repriceLine(fresh, quantity);
  return lines.map((l, i) => (i === index ? merged : l));
}

/**
 * lineItemIds are timestamps: two adds in the same millisecond would share
 * one, and remove or setQuantity would then hit both lines. A clash gets a suffix.
 */
function uniqueLineItemId(lines: readonly CartLine[], id: string): string {
  const taken = new Set(lines.map((l) => l.lineItemId));
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
  return candidate;
}

/** Lowers a line's quantity by one while it is above 1. */
export function decrementLine(lines: readonly CartLine[], lineItemId: string): CartLine[] {
  return lines.map((l) => (l.lineItemId === lineItemId && l.quantity > 1 ? repriceLine(l, l.quantity - 1) : l));
}

export function removeLine(lines: readonly CartLine[], lineItemId: string): CartLine[] {
  return lines.filter((l) => l.lineItemId !== lineItemId);
}

/**
 * Sets a line's quantity (normalised by the quantity rules: a bad value becomes 0,
 * which the cart then refuses at checkout) and re-prices it: tier, unit
 * price, total, savings and `Item Price` all follow the new quantity.
 */
export function setLineQuantity(lines: readonly CartLine[], lineItemId: string, quantity: number): CartLine[] {
  return lines.map((l) => (l.lineItemId === lineItemId ? repriceLine(l, quantity) : l));
}

/**
 * Marks the lines checkout found gone (red border); the others keep
 * their state. When no line changes, the same list comes back, so nothing
 * downstream sees a change.
 */
export function flagUnavailable(lines: readonly CartLine[], lineItemIds: readonly string[]): CartLine[] {
  const ids = new Set(lineItemIds);
  if (!lines.some((l) => ids.has(l.lineItemId) && !l.unavailable)) return lines as CartLine[];
  return lines.map((l) => (ids.has(l.lineItemId) && !l.unavailable ? { ...l, unavailable: true } : l));
}
