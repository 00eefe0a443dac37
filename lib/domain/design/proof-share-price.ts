import type { Cents } from '../../ground/money/cents';
import type { ProductVariant } from '../catalog/types';
import { priceLine } from '../pricing/price';
import { gridOf, type PricingState } from '../pricing/state';
import type { OfferedExtra } from '../pricing/extras';
import { isLotPriced, markupPercent, type ExtraKey } from '../pricing/tags';
import { allowsCustomSize } from '../configurator/props';
import { parseSizeOption, resolveCustomSize, type StandardSize } from '../configurator/custom-size';

/**
 * The price a shared proof shows: the server's own reading of the product,
 * the variant its size and material name, the quantity and the extras it
 * offers that were chosen, priced by the one price function. A saved
 * project's custom size (`2.5" x 3"`, typed in the editor) is priced as the
 * cart prices it: on the standard size it is made from. A size that is neither
 * has no price rather than one the store would not charge.
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

type Variant = PricedForShare['product']['variants'][number];
const has = (v: Variant, name: string, value: string) => v.selectedOptions.some((o) => same(o.name, name) && same(o.value, value));

function variantFor({ product }: PricedForShare, { variantId, size, material }: SharedChoice) {
  const { variants } = product;
  // A variant named must be one of this product's: another product's is no variant at all.
  if (variantId !== undefined) return variants.find((v) => v.id === variantId) ?? null;
  const inMaterial = variants.filter((v) => !material || has(v, 'Material', material));
  const standard = inMaterial.find((v) => size === '' || has(v, 'Size', size));
  if (standard || !allowsCustomSize(product.tags)) return standard ?? null;
  return customSizeVariant(variants, inMaterial, size);
}

/** The variant a custom size is made from: the smallest standard size covering it among those made in the material. */
function customSizeVariant(variants: readonly Variant[], inMaterial: readonly Variant[], size: string): Variant | null {
  const typed = parseSizeOption(size);
  if (!typed) return null;
  const sizeOf = (v: Variant) => v.selectedOptions.find((o) => same(o.name, 'Size'))?.value;
  const standard = (list: readonly Variant[]) => {
    const values = [...new Set(list.map(sizeOf).filter((v): v is string => v !== undefined))];
    return values.map(parseSizeOption).filter((s): s is StandardSize => s !== null);
  };
  const made = resolveCustomSize(String(typed.width), String(typed.height), standard(variants), standard(inMaterial));
  return made.ok ? (inMaterial.find((v) => sizeOf(v) === made.size.value) ?? null) : null;
}

/** The line total in store cents, or null when the choice names no variant of the product. */
export function sharedLineTotal(priced: PricedForShare, choice: SharedChoice): Cents | null {
  const variant = variantFor(priced, choice);
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
