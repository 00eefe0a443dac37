import { representativeVariant } from '../catalog/variant';
import type { ProductVariant } from '../catalog/types';
import { priceLine } from './price';
import { gridOf, type PricingState } from './state';
import { isLotPriced, markupPercent } from './tags';

/** What one unit costs at the smallest quantity a product is priced for. */
export interface FirstBreakPrice {
  /** The first quantity break (1 without a pricing file). */
  quantity: number;
  /** Exact per-unit price in store currency units (lib/ground/money shows it). */
  unitPrice: number;
}

/**
 * The price per unit at the first quantity break of the variant that stands
 * for the product (as on cards), without extras: the figure that makes two
 * products' prices comparable, since a "From" price alone hides the break
 * it is quoted at. Priced by the one formula, so it matches the product page.
 */
export function firstBreakPrice(
  product: { tags: readonly string[]; variants: readonly Pick<ProductVariant, 'sku' | 'price' | 'availableForSale'>[] },
  pricing: PricingState,
): FirstBreakPrice | null {
  const variant = representativeVariant(product.variants);
  if (!variant) return null;
  const grid = gridOf(pricing);
  const quantity = grid?.breaks[0] ?? 1;
  const { unitPrice } = priceLine({
    grid,
    variant: { sku: variant.sku, price: variant.price },
    quantity,
    markup: markupPercent(product.tags),
    lot: isLotPriced(product.tags),
    extras: [],
  });
  return { quantity, unitPrice };
}
