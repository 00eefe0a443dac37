import type { CartLine, LineProperties, LinePropertyName } from '../cart/types';
import { EXTRA_SELECTED } from '../cart/types';
import { buildCartLine } from '../configurator/cart-line';
import type { ConfiguratorProps } from '../configurator/types';
import { gridOf } from '../pricing/state';
import type { OrderLineItem } from './types';

/**
 * Reorder (spec accounts §2 "Orders list"): a past order's line item back
 * into a cart line, priced now exactly as ADD TO CART on the product page
 * would price it (same props, same buildCartLine), never at the old price.
 */

/** Artwork the order line carried: price-neutral, and what makes a reprint a reprint. */
const ARTWORK_PROPERTIES: readonly LinePropertyName[] = ['print_ready_image', 'customer_canvas_state', 'thumbnail', 'low_dpi'];

function positiveNumber(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The cart line for one order line item, given the product page's
 * configurator props for its product today; null when the variant is gone or
 * the line has no quantity.
 */
export function reorderLine(item: OrderLineItem, props: ConfiguratorProps): CartLine | null {
  const variant = props.product.variants.find((v) => v.id === item.variant?.id);
  if (!variant || item.quantity < 1) return null;
  const attributes = new Map(item.customAttributes.map((a) => [a.key, a.value]));
  const width = positiveNumber(attributes.get('customWidth'));
  const height = positiveNumber(attributes.get('customHeight'));
  const line = buildCartLine({
    product: props.product,
    variant,
    quantity: item.quantity,
    grid: gridOf(props.pricing),
    lot: props.lot,
    markup: props.markup,
    // Only extras the product still offers, at today's base price.
    extras: props.extras.filter((e) => attributes.get(e.key) === EXTRA_SELECTED).map(({ key, basePrice }) => ({ key, basePrice })),
    custom: props.customSize && width !== null && height !== null ? { width, height } : null,
    resellerId: props.resellerId,
  });
  const artwork: LineProperties = {};
  for (const name of ARTWORK_PROPERTIES) {
    const value = attributes.get(name);
    if (value) artwork[name] = value;
  }
  return { ...line, properties: { ...line.properties, ...artwork } };
}
