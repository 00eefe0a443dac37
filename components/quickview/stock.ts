import type { QuickViewProduct } from './types';

/**
 * The quick view quantity rule: minus is allowed only above 1; plus
 * is allowed while the quantity does not exceed the stock, otherwise the
 * dialog shows 'Out of Stock !'. Pure, so it is tested without React.
 */

/**
 * Units the shopper may pick: 0 when the variant is not for sale; the units
 * in stock when the store counts them; null (no limit) when it sells without
 * counted stock (backorders, untracked inventory: for sale with 0 or fewer
 * units) or does not say.
 */
export function stockLimit(stock: QuickViewProduct['stock']): number | null {
  if (!stock) return null;
  if (!stock.availableForSale) return 0;
  if (stock.currentlyNotInStock) return null;
  const quantity = stock.quantityAvailable;
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return null;
  return Math.floor(quantity);
}

export function canDecrement(quantity: number): boolean {
  return quantity > 1;
}

/** Plus is allowed while one more unit stays within the stock. */
export function canIncrement(quantity: number, limit: number | null): boolean {
  return limit === null || quantity < limit;
}

/** 'Out of Stock !' shows once the quantity has reached (or passed) the stock. */
export function isOutOfStock(quantity: number, limit: number | null): boolean {
  return limit !== null && quantity >= limit;
}

export function decrement(quantity: number): number {
  return canDecrement(quantity) ? quantity - 1 : quantity;
}

export function increment(quantity: number, limit: number | null): number {
  return canIncrement(quantity, limit) ? quantity + 1 : quantity;
}
