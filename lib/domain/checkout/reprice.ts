import type { LineProperties, LineVariant } from '../order/line';
import type { ConfiguratorOption } from '../configurator/types';
import type { Cents } from '../../ground/money/cents';
import type { PricedProduct } from '../pricing/priced-product';
import { priceLine } from '../pricing/price';
import { isLotPriced, markupPercent, type ExtraKey } from '../pricing/tags';
import { checkLine, checkLotSize, checkMinimumOrder, pricingGate } from './line-check';
import type { CheckoutLine } from './request';

/**
 * Server-side re-pricing of a checkout (the browser's figures are never trusted), in two
 * pure steps around the pricing-file reads:
 *
 *   checkCheckoutLines  every variant exists and is for sale on this tenant
 *                       (else 409 with the gone lines), and every line passes checkLine
 *                       (./line-check.ts): its properties describe the
 *                       variant being charged (else 400 naming the lines);
 *   repriceCheckout     every product's pricing file is usable (pricingGate:
 *                       else the checkout is refused), the quantity rules
 *                       hold (lot sizes per line, the minimum order per
 *                       product, over all its lines: else 400), and every
 *                       line is priced again from
 *                       the variant and its priced product (tags, pricing
 *                       file, the offered extras' base prices:
 *                       lib/domain/pricing/priced-product.ts), with the same
 *                       `priceLine` the browser uses.
 *
 * Whatever price the browser had is ignored.
 */

export interface CheckoutProduct {
  id: string;
  /** Whether this tenant sells it: another site's region product has that site's prefix. */
  handle: string;
  title: string;
  productType: string | null;
  /** The product's vendor, as an order line names it. */
  vendor: string;
  tags: string[];
  options: ConfiguratorOption[];
  /** Every variant (first 250): the file check needs SKU and price, the custom-size rule their options. */
  variants: { id: string; sku: string | null; price: number; selectedOptions: LineVariant['selectedOptions'] }[];
}

export interface CheckoutVariant extends LineVariant {
  product: CheckoutProduct;
}

/** A line that passed checkLine: what it buys and how the order describes it. */
export interface CheckedLine {
  lineItemId: string;
  variant: CheckoutVariant;
  quantity: number;
  properties: LineProperties;
  extras: ExtraKey[];
}

export interface RepricedLine {
  lineItemId: string;
  merchandiseId: string;
  quantity: number;
  /** The line total, store currency. */
  total: Cents;
  /** Line properties that apply, in the order the shopper sees them. */
  properties: LineProperties;
}

export type LineCheckOutcome =
  | { ok: true; lines: CheckedLine[] }
  | { ok: false; kind: 'unavailable'; lineItemIds: string[] }
  /** `message` is the first invalid line's; `lineItemIds` names every invalid line. */
  | { ok: false; kind: 'invalid'; message: string; lineItemIds: string[] };

export type RepriceOutcome =
  | { ok: true; lines: RepricedLine[] }
  /** A product's pricing file is missing, unreadable or invalid: nothing can be charged. */
  | { ok: false; kind: 'pricing'; products: { id: string; title: string; status: 'missing' | 'invalid' }[] }
  | { ok: false; kind: 'invalid'; message: string; lineItemIds: string[] };

export function checkCheckoutLines(
  lines: readonly CheckoutLine[],
  variants: ReadonlyMap<string, CheckoutVariant>,
  soldHere: (product: CheckoutProduct) => boolean,
  /** lib/services/designer/artwork-urls.ts artworkOrigins(config): where a line's design files may live. */
  artworkOrigins: readonly string[],
): LineCheckOutcome {
  const forSale = (v: CheckoutVariant | undefined) => Boolean(v?.availableForSale) && soldHere(v!.product);
  const gone = lines.filter((l) => !forSale(variants.get(l.variantId))).map((l) => l.lineItemId);
  if (gone.length) return { ok: false, kind: 'unavailable', lineItemIds: gone };

  const checked: CheckedLine[] = [];
  const invalid: { lineItemId: string; message: string }[] = [];
  for (const line of lines) {
    const variant = variants.get(line.variantId)!;
    const result = checkLine({ properties: line.properties, variant, product: variant.product, artworkOrigins });
    if (!result.ok) invalid.push({ lineItemId: line.lineItemId, message: result.message });
    else checked.push({ lineItemId: line.lineItemId, variant, quantity: line.quantity, properties: result.properties, extras: result.extras });
  }
  if (invalid.length) return { ok: false, kind: 'invalid', message: invalid[0]!.message, lineItemIds: invalid.map((i) => i.lineItemId) };
  return { ok: true, lines: checked };
}

/** Each product of the checked lines, by id, priced (lib/domain/pricing/priced-product.ts pricedProduct). */
export type CheckoutPricing = ReadonlyMap<string, Pick<PricedProduct<CheckoutProduct>, 'pricing' | 'extras'>>;

export function repriceCheckout(lines: readonly CheckedLine[], priced: CheckoutPricing): RepriceOutcome {
  const refused = new Map<string, { id: string; title: string; status: 'missing' | 'invalid' }>();
  for (const { variant } of lines) {
    const { product } = variant;
    const gate = pricingGate(priced.get(product.id)?.pricing ?? { status: 'missing', name: '' });
    if (!gate.ok) refused.set(product.id, { id: product.id, title: product.title, status: gate.status });
  }
  if (refused.size) return { ok: false, kind: 'pricing', products: [...refused.values()] };

  const counted = lines.map((l) => ({ productId: l.variant.product.id, quantity: l.quantity }));
  const out: RepricedLine[] = [];
  for (const line of lines) {
    const { variant } = line;
    const { tags } = variant.product;
    const { pricing, extras } = priced.get(variant.product.id)!;
    const gate = pricingGate(pricing);
    const grid = gate.ok ? gate.grid : null;
    const lot = isLotPriced(tags);

    const lotSize = checkLotSize(variant.product.title, line.quantity, grid, lot);
    if (lotSize) return { ok: false, kind: 'invalid', message: lotSize, lineItemIds: [line.lineItemId] };
    const minimum = checkMinimumOrder(variant.product.title, grid, counted, variant.product.id);
    if (minimum) {
      const ofProduct = lines.filter((l) => l.variant.product.id === variant.product.id).map((l) => l.lineItemId);
      return { ok: false, kind: 'invalid', message: minimum, lineItemIds: ofProduct };
    }

    const result = priceLine({
      grid,
      variant: { sku: variant.sku, price: variant.price },
      quantity: line.quantity,
      markup: markupPercent(tags),
      lot,
      extras: line.extras.map((key) => ({ key, basePrice: extras.find((e) => e.key === key)?.basePrice ?? 0 })),
    });
    out.push({ lineItemId: line.lineItemId, merchandiseId: variant.id, quantity: line.quantity, total: result.total, properties: line.properties });
  }
  return { ok: true, lines: out };
}
