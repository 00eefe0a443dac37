import { EXTRA_SELECTED, type CartLine, type CartVariant, type LineProperties } from '../cart/types';
import type { PricingGrid } from '../pricing/grid';
import { priceLine, type PriceBreakdown, type SelectedExtra } from '../pricing/price';
import { skuRow } from '../pricing/tags';
import type { ConfiguratorProduct } from './types';

/**
 * The cart line ADD TO CART stores (spec §3 "Cart line", "Line properties").
 * It carries the grid, list prices, markup and extras so the cart can
 * re-price a quantity change without a request; `Item Price` is the line
 * total the checkout re-checks on the server.
 */

/** The variant options that become line properties, when the product has them. */
const OPTION_PROPERTIES = ['Size', 'Material', 'Sides'] as const;

let sequence = 0;

/** Timestamp-based (spec §3) plus a counter: two adds in the same millisecond stay distinct. */
export function newLineItemId(now: number = Date.now()): string {
  sequence += 1;
  return `${now}-${sequence}`;
}

export interface CartLineInput {
  product: ConfiguratorProduct;
  variant: CartVariant;
  quantity: number;
  grid: PricingGrid | null;
  lot: boolean;
  markup: number;
  /** The chosen extras only. */
  extras: readonly SelectedExtra[];
  /** Typed custom dimensions (inches) when Custom Size is in use. */
  custom: { width: number; height: number } | null;
  resellerId: string | null;
  lineItemId?: string;
}

export function linePrice(input: Pick<CartLineInput, 'grid' | 'variant' | 'quantity' | 'markup' | 'lot' | 'extras'>): PriceBreakdown {
  return priceLine({
    grid: input.grid,
    variant: { sku: input.variant.sku, price: input.variant.price },
    quantity: input.quantity,
    markup: input.markup,
    lot: input.lot,
    extras: input.extras,
  });
}

export function lineProperties(input: Pick<CartLineInput, 'variant' | 'extras' | 'custom'>, total: number): LineProperties {
  const properties: LineProperties = {};
  for (const name of OPTION_PROPERTIES) {
    // Size is the variant's own size: for a custom size, the standard size it is made from.
    const value = input.variant.selectedOptions.find((o) => o.name === name)?.value;
    if (value !== undefined) properties[name] = value;
  }
  if (input.custom) {
    properties.customWidth = String(input.custom.width);
    properties.customHeight = String(input.custom.height);
  }
  for (const extra of input.extras) properties[extra.key] = EXTRA_SELECTED;
  properties['Item Price'] = total.toFixed(2);
  return properties;
}

export function buildCartLine(input: CartLineInput): CartLine {
  const { product, variant } = input;
  const price = linePrice(input);
  const extras = input.extras.map(({ key, basePrice }) => ({ key, basePrice }));
  return {
    lineItemId: input.lineItemId ?? newLineItemId(),
    id: variant.id,
    productId: product.id,
    handle: product.handle,
    title: product.title,
    image: product.image,
    qty: input.quantity,
    price: price.unitPrice,
    productPrice: variant.price,
    discount: price.savings,
    sum: price.total,
    selectedVariant: variant,
    barcode: skuRow(variant.sku),
    properties: lineProperties(input, price.total),
    lot_pricing: input.lot,
    priceObject: input.grid,
    productData: { variants: product.variants, tags: product.tags, specs: product.specs },
    markup: input.markup,
    white_halo: extras.some((e) => e.key === 'white_halo'),
    extras,
    resellerId: input.resellerId,
  };
}
