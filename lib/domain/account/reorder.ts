import type { CartLine, LineProperties } from '../cart/types';
import { EXTRA_SELECTED } from '../cart/types';
import { ARTWORK_PROPERTY_NAMES, checkLine, pricingGate } from '../checkout/line-check';
import { buildCartLine } from '../configurator/cart-line';
import type { ConfiguratorProps } from '../configurator/types';
import { linePropertyName } from '../../ground/money/signed-properties';
import { EXTRAS } from '../pricing/tags';
import type { OrderLineItem } from './types';

/**
 * Reorder: a past order's line item back
 * into a cart line, priced now exactly as ADD TO CART on the product page
 * would price it (same props, same buildCartLine), never at the old price.
 *
 * The line is rebuilt from the variant as it is today (its Size, Material
 * and Sides), with the order line's custom size, chosen extras and artwork;
 * those go through the checkout's own line check (lib/domain/checkout/line-check.ts),
 * so a reorder can never rebuild a line the checkout would refuse: an
 * Optional Extra on its own, a custom size the product does not take (or no
 * longer makes from this variant), an extra it no longer offers. Its pricing
 * file must be usable too (pricingGate).
 */

export type ReorderLine =
  | { ok: true; line: CartLine }
  /** The variant is gone, or the line has no quantity: left out of the reorder. */
  | { ok: false; reason: 'gone' }
  /** The line fails the line check: the reorder is refused, naming it. */
  | { ok: false; reason: 'invalid'; message: string }
  /** The product's pricing file is missing, unreadable or invalid: nothing can be priced. */
  | { ok: false; reason: 'pricing'; status: 'missing' | 'invalid' };

/** What the order line says about the item beyond its variant: custom size, chosen extras, artwork. */
function describedProperties(item: OrderLineItem): Record<string, string> {
  // Keyed by the line property each carries: orders since the internal ones travel hidden say `_customWidth`, older ones `customWidth`.
  const attributes = new Map(item.customAttributes.map((a) => [linePropertyName(a.key), a.value.trim()]));
  const properties: Record<string, string> = {};
  for (const name of ['customWidth', 'customHeight'] as const) {
    const value = attributes.get(name);
    if (value) properties[name] = value;
  }
  // An extra is chosen when its attribute says so; anything else ('No', '') is not chosen.
  for (const { key } of EXTRAS) {
    if (attributes.get(key) === EXTRA_SELECTED) properties[key] = EXTRA_SELECTED;
  }
  for (const name of ARTWORK_PROPERTY_NAMES) {
    const value = item.customAttributes.find((a) => linePropertyName(a.key) === name)?.value;
    if (value) properties[name] = value;
  }
  return properties;
}

/**
 * The cart line for one order line item, given the product page's configurator props for its product today
 * and where design files may live (lib/services/designer/artwork-urls.ts artworkOrigins): a design is kept only as the
 * checkout would take it.
 */
export function reorderLine(item: OrderLineItem, props: ConfiguratorProps, artworkOrigins: readonly string[]): ReorderLine {
  const variant = props.product.variants.find((v) => v.id === item.variant?.id);
  if (!variant || item.quantity < 1) return { ok: false, reason: 'gone' };

  const check = checkLine({ properties: describedProperties(item), variant, product: props.product, artworkOrigins });
  if (!check.ok) return { ok: false, reason: 'invalid', message: check.message };
  const gate = pricingGate(props.pricing);
  if (!gate.ok) return { ok: false, reason: 'pricing', status: gate.status };

  const line = buildCartLine({
    product: props.product,
    variant,
    quantity: item.quantity,
    grid: gate.grid,
    lot: props.lot,
    markup: props.markup,
    // The extras the order chose (the check made sure the product still offers them), at today's base price.
    extras: props.extras.filter((e) => check.extras.includes(e.key)).map(({ key, basePrice }) => ({ key, basePrice })),
    custom: check.custom,
    resellerId: props.resellerId,
  });
  const artwork: LineProperties = {};
  for (const name of ARTWORK_PROPERTY_NAMES) {
    if (check.properties[name] !== undefined) artwork[name] = check.properties[name];
  }
  return { ok: true, line: { ...line, properties: { ...line.properties, ...artwork } } };
}
