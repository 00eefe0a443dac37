import { ITEM_PRICE_ATTRIBUTE, ITEM_PRICE_SIGNATURE_ATTRIBUTE, verifyItemPrice } from '../../../lib/ground/money/price-signature.ts';
import { convertCents, marketOf, toCents, type Market } from '../markets.ts';
import { attr, type CartLineRec, type CartRec } from './types.ts';

/**
 * The price a line is charged travels as the `Item Price` line attribute (line total in the shop currency,
 * 2 decimals), signed by the storefront's server over the variant, the quantity, the price, its currency and every
 * attribute that decides what is made. The algorithm is the storefront's own module (lib/ground/money/price-signature.ts),
 * imported rather than copied, so the two sides cannot drift apart.
 */
export const ITEM_PRICE = ITEM_PRICE_ATTRIBUTE;
export const ITEM_PRICE_SIGNATURE = ITEM_PRICE_SIGNATURE_ATTRIBUTE;
export const CURRENCY_ATTRIBUTE = '_currency';
export const DEFAULT_CURRENCY = 'USD';

/** The currency the signatures are made in: the `_currency` cart attribute, else USD. */
export function cartCurrency(cart: Pick<CartRec, 'attributes'>): string {
  return attr(cart.attributes, CURRENCY_ATTRIBUTE) ?? DEFAULT_CURRENCY;
}

export interface PricedLine {
  line: CartLineRec;
  /** line total in presentment cents */
  cents: number;
  /**
   * the checkout may charge this line: it has no `Item Price` (list price × quantity, as on Shopify),
   * or its `Item Price` carries a valid signature
   */
  verified: boolean;
}

export interface PricedCart {
  /** the presentment currency of the cart's market: every amount here is in it */
  currency: string;
  /** what the signatures were made with (`_currency`); it names no amount */
  signatureCurrency: string;
  lines: PricedLine[];
  totalCents: number;
  /** every line may be charged (and there is at least one line) */
  verified: boolean;
}

const PRICE_FORMAT = /^\d+\.\d{2}$/;

/**
 * A line without an `Item Price` costs its variant's price × quantity, like any Shopify line. A line that names
 * its own price must prove it: a well-formed `Item Price` whose signature verifies over this line as it is now (its
 * variant, quantity and attributes) is the line total; anything else (no signature, a wrong one, one made for another
 * size, extra or design, a malformed price) makes the checkout refuse the cart; `cost` reports list
 * price for such a line. Amounts come out in the market's currency the way Shopify gets there: the list price
 * converts per unit and then multiplies, a verified line total converts whole (a Function's presentmentCurrencyRate).
 */
export function priceLine(line: CartLineRec, signatureCurrency: string, market: Market, secret: string): PricedLine {
  const itemPrice = attr(line.attributes, ITEM_PRICE);
  const listCents = convertCents(toCents(line.variant.price), market.rate) * line.quantity;
  if (itemPrice === null) return { line, cents: listCents, verified: true };
  const signature = attr(line.attributes, ITEM_PRICE_SIGNATURE);
  if (signature !== null && PRICE_FORMAT.test(itemPrice)
    && verifyItemPrice(secret, {
      merchandiseId: line.merchandiseId, quantity: line.quantity, itemPrice, currency: signatureCurrency,
      properties: line.attributes.map((a) => [a.key, a.value] as const),
    }, signature)) {
    return { line, cents: convertCents(toCents(itemPrice), market.rate), verified: true };
  }
  return { line, cents: listCents, verified: false };
}

export function priceCart(cart: CartRec, secret: string): PricedCart {
  const signatureCurrency = cartCurrency(cart);
  const market = marketOf(cart.market);
  const lines = cart.lines.map((l) => priceLine(l, signatureCurrency, market, secret));
  return {
    currency: market.currency, signatureCurrency, lines, totalCents: lines.reduce((n, l) => n + l.cents, 0),
    verified: lines.length > 0 && lines.every((l) => l.verified),
  };
}

/** "123.40": the fixed two-decimal form used on the checkout page and in orders. */
export const fixed = (cents: number): string => (cents / 100).toFixed(2);
