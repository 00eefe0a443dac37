import type { Cents } from '../../ground/money/cents';
import type { ProductVariant } from '../catalog/types';
import { priceLine } from '../pricing/price';
import { gridOf, type PricingState } from '../pricing/state';
import type { OfferedExtra } from '../pricing/extras';
import { isLotPriced, markupPercent, type ExtraKey } from '../pricing/tags';

/**
 * The price a shared proof shows: the server's own reading of the product,
 * the variant its size and material name, the quantity and the extras it
 * offers that were chosen, priced by the one price function. A saved project's custom size (dimensions typed in
 * the editor) names no variant: no price is shown for it rather than one the
 * store would not charge.
 */

export interface SharedChoice {
  /** The variant chosen, when the sharer knows it (the editor does; a custom size is made from one). */
  variantId?: string;
  size: string;
  material?: string;
  quantity: number;
  /** The extras chosen with it; only those the product offers count, at their price here. */
  extras?: readonly ExtraKey[];
}

export interface PricedForShare {
  product: { tags: string[]; variants: Pick<ProductVariant, 'id' | 'sku' | 'price' | 'selectedOptions'>[] };
  pricing: PricingState;
  /** The extras the product offers, with their list prices. */
  extras?: readonly Pick<OfferedExtra, 'key' | 'basePrice'>[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function variantFor(variants: PricedForShare['product']['variants'], { variantId, size, material }: SharedChoice) {
  // A variant named must be one of this product's: another product's is no variant at all.
  if (variantId !== undefined) return variants.find((v) => v.id === variantId) ?? null;
  const has = (v: (typeof variants)[number], name: string, value: string) => v.selectedOptions.some((o) => same(o.name, name) && same(o.value, value));
  return variants.find((v) => (size === '' || has(v, 'Size', size)) && (!material || has(v, 'Material', material))) ?? null;
}

/** The line total in store cents, or null when the choice names no variant of the product. */
export function sharedLineTotal(priced: PricedForShare, choice: SharedChoice): Cents | null {
  const variant = variantFor(priced.product.variants, choice);
  if (!variant) return null;
  return priceLine({
    grid: gridOf(priced.pricing),
    variant: { sku: variant.sku, price: variant.price },
    quantity: choice.quantity,
    markup: markupPercent(priced.product.tags),
    lot: isLotPriced(priced.product.tags),
    extras: (priced.extras ?? []).filter((e) => choice.extras?.includes(e.key)).map(({ key, basePrice }) => ({ key, basePrice })),
  }).total;
}
