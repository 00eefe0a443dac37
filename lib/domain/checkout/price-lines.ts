import 'server-only';
import type { AppConfig } from '../../ground/config';
import { log, type LogContext } from '../../ground/log';
import { OPTIONAL_EXTRA_TYPE } from '../catalog/optional-extra';
import { isForeignHandle } from '../catalog/handles';
import { artworkOrigins } from '../../services/designer/artwork-urls';
import { decimalString } from '../../ground/money/cents';
import { ITEM_PRICE_ATTRIBUTE, ITEM_PRICE_SIGNATURE_ATTRIBUTE, signItemPrice } from '../../ground/money/price-signature';
import { pricedProduct } from '../pricing/priced-product';
import { readCheckoutVariants, readOptionalExtraPrices } from '../../services/shopify/cart';
import type { RequestContext } from '../../services/shopify/client';
import { platformAttributeKey } from '../../ground/money/signed-properties';
import { knownHandlePrefixes, type Locale, type Tenant } from '../../ground/tenant';
import { lineNotes } from './line-notes';
import { checkCheckoutLines, repriceCheckout, type CheckoutVariant, type RepricedLine } from './reprice';
import type { CheckoutLine } from './request';

/**
 * Lines as the store sells them, wherever they are sold (the checkout, a
 * punchout hand-off): read the variants fresh → check every line against
 * the variant it charges (./line-check.ts) → read the pricing files and
 * price again (./reprice.ts) → sign each line total. One path, so a line
 * is accepted and costs the same in both, and carries the same `Item Price`
 * and `_Item Price Signature`.
 *
 * Outcomes:
 *   ok            every line priced and signed, in the order given
 *   unavailable   these lines' variants are gone, sold out or another site's
 *   invalid       lines the server does not sell as sent (the first one's message)
 *   pricing       a product's pricing file is missing, unreadable or invalid: nothing is
 *                 sold at the list price instead (logged as `{event}.pricing_unavailable`)
 * A failure to reach the platform throws.
 */

export interface PricedLine extends RepricedLine {
  /** The variant as just read, with its product (title, vendor …) for whoever describes the line. */
  variant: CheckoutVariant;
  /** The line total as the `Item Price` attribute ("61.60", store currency). */
  itemPrice: string;
  /** HMAC of the price and of what it pays for (lib/ground/money/price-signature.ts), the `_Item Price Signature` attribute. */
  signature: string;
  /** What a person reads of the line's internal properties, in the language it is bought in (./line-notes.ts). */
  notes: { key: string; value: string }[];
}

export type PriceLinesOutcome =
  | { kind: 'ok'; lines: PricedLine[] }
  | { kind: 'unavailable'; lineItemIds: string[] }
  | { kind: 'invalid'; message: string; lineItemIds: string[] }
  | { kind: 'pricing' };

export interface PriceLinesScope {
  tenant: Tenant;
  /** The language the line is bought in: its notes are written in it. */
  locale: Locale;
  /** Store-market reads (readContextFor), with the buyer's address for a private token. */
  context: RequestContext;
  cfg: AppConfig;
  /** Log event prefix: `checkout`, `punchout`. */
  event: string;
  logContext: LogContext;
}

export async function priceLines(lines: readonly CheckoutLine[], { tenant, locale, context, cfg, event, logContext }: PriceLinesScope): Promise<PriceLinesOutcome> {
  const ids = [...new Set(lines.map((l) => l.variantId))];
  const variants = await readCheckoutVariants(ids, context);
  // Another site's region product is not sold here, whatever the line says.
  const checked = checkCheckoutLines(lines, variants, (p) => !isForeignHandle(tenant, p.handle, knownHandlePrefixes(cfg)), artworkOrigins(cfg));
  if (!checked.ok) {
    log.warn(`${event}.rejected`, { ...logContext, ...checked });
    return checked.kind === 'unavailable'
      ? { kind: 'unavailable', lineItemIds: checked.lineItemIds }
      : { kind: 'invalid', message: checked.message, lineItemIds: checked.lineItemIds };
  }

  // The products as just read (not from a cache), priced the way the product page prices them;
  // the Optional Extra prices are read only when a line has an extra, and a failure there throws.
  const products = [...new Map(checked.lines.map((l) => [l.variant.product.id, l.variant.product])).values()];
  const extraProducts = checked.lines.some((l) => l.extras.length > 0) ? readOptionalExtraPrices(OPTIONAL_EXTRA_TYPE, context) : [];
  const priced = new Map(
    await Promise.all(products.map(async (product) => [product.id, await pricedProduct(tenant, product, extraProducts)] as const)),
  );

  const repriced = repriceCheckout(checked.lines, priced);
  if (!repriced.ok) {
    if (repriced.kind === 'pricing') {
      // Never sell at the list price because a pricing file could not be used.
      log.error(`${event}.pricing_unavailable`, {
        ...logContext,
        products: repriced.products.map((p) => ({ ...p, state: priced.get(p.id)?.pricing })),
      });
      return { kind: 'pricing' };
    }
    log.warn(`${event}.rejected`, { ...logContext, ...repriced });
    return { kind: 'invalid', message: repriced.message, lineItemIds: repriced.lineItemIds };
  }

  // repriceCheckout answers one line per checked line, in their order.
  return {
    kind: 'ok',
    lines: repriced.lines.map((line, i) => {
      const itemPrice = decimalString(line.total);
      const signature = signItemPrice(cfg.PRICE_SIGNING_SECRET, {
        merchandiseId: line.merchandiseId,
        quantity: line.quantity,
        itemPrice,
        currency: cfg.STORE_CURRENCY,
        properties: Object.entries(line.properties),
      });
      return { ...line, variant: checked.lines[i]!.variant, itemPrice, signature, notes: lineNotes(line.properties, locale) };
    }),
  };
}

/**
 * What a priced line carries as name/value attributes: what a person reads
 * (its options and extras, then its notes), then what only our systems read
 * under hidden keys (the design, the custom size's width and height,
 * `_Item Price` and its signature).
 */
export function pricedLineAttributes(line: PricedLine): { key: string; value: string }[] {
  const properties = Object.entries(line.properties).flatMap(([name, value]) => (value === undefined ? [] : [{ key: platformAttributeKey(name), value }]));
  return [
    ...properties.filter((a) => !a.key.startsWith('_')),
    ...line.notes,
    ...properties.filter((a) => a.key.startsWith('_')),
    { key: ITEM_PRICE_ATTRIBUTE, value: line.itemPrice },
    { key: ITEM_PRICE_SIGNATURE_ATTRIBUTE, value: line.signature },
  ];
}
