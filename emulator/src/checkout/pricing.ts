import { createHmac, timingSafeEqual } from 'node:crypto';
import { convertCents, marketOf, toCents, type Market } from '../markets.ts';
import { attr, type CartLineRec, type CartRec } from './types.ts';

/**
 * The price a line is charged travels as the `Item Price` line attribute (line total in the shop currency,
 * 2 decimals), signed by the storefront's server. Byte-for-byte the algorithm of the app's lib/pricing/signature.ts:
 *   hex HMAC-SHA256(secret, "<merchandiseId>|<quantity>|<Item Price>|<currency>")
 */
export const ITEM_PRICE = 'Item Price';
export const ITEM_PRICE_SIGNATURE = '_Item Price Signature';
export const CURRENCY_ATTRIBUTE = '_currency';
export const DEFAULT_CURRENCY = 'USD';

export interface SignedPrice {
  merchandiseId: string;
  quantity: number;
  itemPrice: string;
  currency: string;
}

export function signItemPrice(secret: string, p: SignedPrice): string {
  return createHmac('sha256', secret).update(`${p.merchandiseId}|${p.quantity}|${p.itemPrice}|${p.currency}`).digest('hex');
}

export function verifyItemPrice(secret: string, p: SignedPrice, signature: string): boolean {
  const expected = Buffer.from(signItemPrice(secret, p), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

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
 * its own price must prove it: a well-formed `Item Price` whose signature verifies is the line total; anything
 * else (no signature, a wrong one, a malformed price) makes the checkout refuse the cart; `cost` reports list
 * price for such a line. Amounts come out in the market's currency the way Shopify gets there: the list price
 * converts per unit and then multiplies, a verified line total converts whole (a Function's presentmentCurrencyRate).
 */
export function priceLine(line: CartLineRec, signatureCurrency: string, market: Market, secret: string): PricedLine {
  const itemPrice = attr(line.attributes, ITEM_PRICE);
  const listCents = convertCents(toCents(line.variant.price), market.rate) * line.quantity;
  if (itemPrice === null) return { line, cents: listCents, verified: true };
  const signature = attr(line.attributes, ITEM_PRICE_SIGNATURE);
  if (signature !== null && PRICE_FORMAT.test(itemPrice)
    && verifyItemPrice(secret, { merchandiseId: line.merchandiseId, quantity: line.quantity, itemPrice, currency: signatureCurrency }, signature)) {
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
