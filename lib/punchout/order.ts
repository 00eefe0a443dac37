import { pricedLineAttributes, type PricedLine } from '../checkout/price-lines';
import type { Cents } from '../money/cents';

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
 *   price            the unit price, a decimal string: the line total ÷
 *                    quantity, 2 to 4 decimals, computed in integers
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
 * The unit price of a line as a decimal string: `total` cents ÷ `quantity`,
 * with 2 decimals when that is exact, up to 4 when needed ("0.616",
 * "1.2345"), and past that rounded half up at the fourth, all in integer
 * arithmetic so no binary fraction creeps in.
 */
export function unitPrice(total: Cents, quantity: number): string {
  if (!Number.isSafeInteger(total) || total < 0 || !Number.isSafeInteger(quantity) || quantity < 1) {
    throw new Error(`cannot price ${total} cents over ${quantity}`);
  }
  const scaled = BigInt(total) * 100n; // ten-thousandths of the currency unit
  const q = BigInt(quantity);
  const tenThousandths = (scaled * 2n + q) / (2n * q);
  const whole = tenThousandths / 10000n;
  const fraction = (tenThousandths % 10000n).toString().padStart(4, '0').replace(/0{1,2}$/, '');
  return `${whole}.${fraction}`;
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
