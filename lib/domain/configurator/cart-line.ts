import { repriceLine } from '../cart/reprice';
import { EXTRA_SELECTED, type CartLine, type CartVariant, type LineProperties } from '../cart/types';
import type { PricingGrid } from '../pricing/grid';
import type { SelectedExtra } from '../pricing/price';
import { skuRow } from '../pricing/tags';
import type { ArtworkProperties } from '../design/artwork';
import { customSizeValue } from '../order/line';
import { withMillimetres } from './size-units';
import type { ConfiguratorProduct } from './types';

/**
 * The cart line ADD TO CART stores.
 * It carries the grid, list prices, markup and extras so the cart can
 * re-price a quantity change without a request; `Item Price` is the line
 * total the checkout re-checks on the server.
 */

/** The variant options that become line properties, when the product has them. */
const OPTION_PROPERTIES = ['Size', 'Material', 'Sides'] as const;

let sequence = 0;

/** Timestamp-based plus a counter: two adds in the same millisecond stay distinct. */
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
  /** The approved design. */
  artwork?: ArtworkProperties | null;
  /** A metric site: the cart describes a custom size in millimetres too, as the product page showed it. */
  metricSizes?: boolean;
}

/** The properties the shopper chose; `Item Price` is added when the line is priced (lib/domain/cart/reprice). */
export function lineProperties(input: Pick<CartLineInput, 'variant' | 'extras' | 'custom'>): LineProperties {
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
  return properties;
}

/** The shopper's words for the line's option values, when the product page showed them in another language than the store's. */
export function optionLabels(product: Pick<ConfiguratorProduct, 'options'>, properties: LineProperties): Record<string, string> | null {
  const labels: Record<string, string> = {};
  for (const option of product.options) {
    const value = properties[option.name as keyof LineProperties];
    const label = value === undefined ? undefined : option.valueLabels?.[option.values.indexOf(value)];
    if (value !== undefined && label !== undefined && label !== value) labels[value] = label;
  }
  return Object.keys(labels).length ? labels : null;
}

/** The line, priced by the same `repriceLine` the cart uses on every quantity change. */
export function buildCartLine(input: CartLineInput): CartLine {
  const { product, variant } = input;
  const extras = input.extras.map(({ key, basePrice }) => ({ key, basePrice }));
  const properties = { ...lineProperties(input), ...input.artwork };
  const custom = input.metricSizes ? customSizeValue(properties) : null;
  const labels = custom ? { ...optionLabels(product, properties), [custom]: withMillimetres(custom, custom) } : optionLabels(product, properties);
  return repriceLine({
    lineItemId: input.lineItemId ?? newLineItemId(),
    id: variant.id,
    productId: product.id,
    handle: product.handle,
    title: product.title,
    image: product.image,
    quantity: input.quantity,
    exactUnitPrice: 0,
    listPrice: variant.price,
    discount: 0,
    total: 0,
    selectedVariant: variant,
    pricingRow: skuRow(variant.sku),
    properties,
    lotPriced: input.lot,
    pricingGrid: input.grid,
    productData: { variants: product.variants, tags: product.tags, specs: product.specs },
    markup: input.markup,
    whiteHalo: extras.some((e) => e.key === 'white_halo'),
    extras,
    resellerId: input.resellerId,
    ...(labels ? { optionLabels: labels } : {}),
  });
}
