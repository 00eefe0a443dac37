import { EXTRA_SELECTED } from '../cart/types';
import { extraBasePrice, type ExtraProduct } from '../pricing/extras';
import { type PricingGrid } from '../pricing/grid';
import { priceLine } from '../pricing/price';
import { minimumShortfall } from '../pricing/quantity';
import { EXTRAS, enabledExtras, isLotPriced, markupPercent } from '../pricing/tags';
import type { CheckoutLine } from './request';

/**
 * Server-side re-pricing of a checkout (design.md "Money and trust"): every
 * line is priced again from the variant, its product's tags and pricing file,
 * and the Optional Extra base prices, with the same `priceLine` the browser
 * uses. Whatever price the browser had is ignored.
 */

export interface CheckoutVariant {
  id: string;
  sku: string | null;
  price: number;
  availableForSale: boolean;
  product: { id: string; title: string; tags: string[] };
}

export interface RepricedLine {
  lineItemId: string;
  merchandiseId: string;
  quantity: number;
  /** The line total, store currency, to the cent. */
  total: number;
  /** Line properties that apply, in the order the shopper sees them. */
  properties: Record<string, string>;
}

export type RepriceOutcome =
  | { ok: true; lines: RepricedLine[] }
  | { ok: false; kind: 'unavailable'; lineItemIds: string[] }
  | { ok: false; kind: 'rule'; message: string; lineItemId: string };

export function repriceCheckout(
  lines: readonly CheckoutLine[],
  variants: ReadonlyMap<string, CheckoutVariant>,
  grids: ReadonlyMap<string, PricingGrid | null>,
  extraProducts: readonly Pick<ExtraProduct, 'title' | 'price'>[],
): RepriceOutcome {
  const gone = lines.filter((l) => !variants.get(l.variantId)?.availableForSale).map((l) => l.lineItemId);
  if (gone.length) return { ok: false, kind: 'unavailable', lineItemIds: gone };

  const out: RepricedLine[] = [];
  for (const line of lines) {
    const variant = variants.get(line.variantId)!;
    const { tags } = variant.product;
    const grid = grids.get(variant.product.id) ?? null;
    const lot = isLotPriced(tags);

    if (grid && lot && !grid.breaks.includes(line.quantity)) {
      return { ok: false, kind: 'rule', lineItemId: line.lineItemId, message: `${variant.product.title}: choose one of the lot sizes ${grid.breaks.join(', ')}.` };
    }
    // Spec §5: the cart applies the minimum-order rule per line.
    const missing = minimumShortfall(grid?.breaks[0], [line.quantity]);
    if (missing > 0) {
      return { ok: false, kind: 'rule', lineItemId: line.lineItemId, message: `${variant.product.title}: minimum order quantity is ${grid?.breaks[0]}.` };
    }

    const offered = enabledExtras(tags);
    const chosen = offered.filter((key) => line.properties[key] === EXTRA_SELECTED);
    const result = priceLine({
      grid,
      variant: { sku: variant.sku, price: variant.price },
      quantity: line.quantity,
      markup: markupPercent(tags),
      lot,
      extras: chosen.map((key) => ({ key, basePrice: extraBasePrice(key, extraProducts) })),
    });
    // Extras the product does not offer cannot be bought through a forged property.
    const properties = Object.fromEntries(
      Object.entries(line.properties).filter(([k, v]) => v !== '' && (!isExtraKey(k) || (offered as string[]).includes(k))),
    );
    out.push({ lineItemId: line.lineItemId, merchandiseId: variant.id, quantity: line.quantity, total: result.total, properties });
  }
  return { ok: true, lines: out };
}

const EXTRA_KEYS = new Set<string>(EXTRAS.map((e) => e.key));
const isExtraKey = (k: string) => EXTRA_KEYS.has(k);
