import { pricedLineAttributes, type PricedLine } from '../checkout/price-lines';
import type { Cents } from '../../ground/money/cents';
import { QUANTITY_CAP } from '../pricing/quantity';

/**
 * The order a punchout hand-off sends: `{order:{line_items:[…]}}`, each line
 * in the shape of the platform's Admin REST order line item, which is what
 * procurement gateways built on the platform read:
 *
 *   id, variant_id   the variant's numeric id (a line in the platform's own
 *                    cart is also identified by its variant's id)
 *   product_id       the product's numeric id
 *   title            the product title; variant_title the variant's (null
 *                    for a product's only, "Default Title", variant)
 *   name             "Title - Variant title", or the title alone
 *   vendor           the product's vendor
 *   quantity         as ordered
 *   price            the unit price, a decimal string with as many
 *                    decimals as unit × quantity needs to round to the
 *                    line total (`unitPrice`)
 *   properties       [{name, value}]: the line's properties as checked, then
 *                    `Item Price` (the line total) and its signature, exactly
 *                    as the checkout sends them to the platform
 *
 * Amounts are in the store currency, as the line was priced and signed.
 */

export interface PunchoutLineItem {
  id: number;
  variant_id: number;
  quantity: number;
  title: string;
  variant_title: string | null;
  vendor: string;
  product_id: number;
  name: string;
  properties: { name: string; value: string }[];
  price: string;
}

export interface PunchoutOrder {
  order: { line_items: PunchoutLineItem[] };
}

/** The platform's title of a product's only variant. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** The numeric id a platform gid ends in (`gid://shopify/ProductVariant/123` → 123). */
export function numericId(gid: string): number {
  const match = /^gid:\/\/shopify\/\w+\/(\d+)(?:\?.*)?$/.exec(gid);
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id)) throw new Error(`not a platform id: ${gid}`);
  return id;
}

/**
 * A procurement system prices a line as unit price × quantity rounded to the
 * cent, so the unit price must carry enough decimals for that product to
 * come back to the total we priced: 1,000 labels at $145.99 go as "0.14599",
 * never "0.146" (which the requisition shows as $146.00). The shortest such
 * decimal is sent; it has at most 2 + the quantity's digit count decimals,
 * because at that many places the nearest unit price is off by less than
 * half a cent over the whole line. Integer arithmetic throughout, so no
 * binary fraction creeps in.
 */
export const MAX_PRICE_PLACES = 2 + String(QUANTITY_CAP).length;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** `numerator` ÷ `denominator` rounded half up, both non-negative. */
const roundHalfUp = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (2n * denominator);

export function unitPrice(total: Cents, quantity: number): string {
  if (!Number.isSafeInteger(total) || total < 0 || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > QUANTITY_CAP) {
    throw new Error(`cannot price ${total} cents over ${quantity}`);
  }
  const cents = BigInt(total);
  const q = BigInt(quantity);
  for (let places = 2; ; places += 1) {
    const perCent = pow10(places - 2); // units of the last place in a cent
    const unit = roundHalfUp(cents * perCent, q);
    if (roundHalfUp(unit * q, perCent) === cents || places >= MAX_PRICE_PLACES) return decimal(unit, places);
  }
}

/** `scaled` ÷ 10^places written out, with at least the cents' two decimals. */
function decimal(scaled: bigint, places: number): string {
  const whole = scaled / pow10(places);
  const fraction = (scaled % pow10(places)).toString().padStart(places, '0');
  return `${whole}.${fraction.slice(0, 2)}${fraction.slice(2).replace(/0+$/, '')}`;
}

export function punchoutLineItem(line: PricedLine): PunchoutLineItem {
  const { variant } = line;
  const { product } = variant;
  const variantTitle = variant.title && variant.title !== DEFAULT_VARIANT_TITLE ? variant.title : null;
  const id = numericId(variant.id);
  return {
    id,
    variant_id: id,
    quantity: line.quantity,
    title: product.title,
    variant_title: variantTitle,
    vendor: product.vendor,
    product_id: numericId(product.id),
    name: variantTitle ? `${product.title} - ${variantTitle}` : product.title,
    properties: pricedLineAttributes(line).map(({ key, value }) => ({ name: key, value })),
    price: unitPrice(line.total, line.quantity),
  };
}

export function punchoutOrder(lines: readonly PricedLine[]): PunchoutOrder {
  return { order: { line_items: lines.map(punchoutLineItem) } };
}
