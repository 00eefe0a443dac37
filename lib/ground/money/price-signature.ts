import { createHmac, timingSafeEqual } from 'node:crypto';
import { ITEM_PRICE_PROPERTY, linePropertyName, platformAttributeKey, SIGNED_LINE_PROPERTIES } from './signed-properties';

/**
 * The price the platform charges for a line travels as the `_Item Price` line
 * attribute (the line total, store currency, 2 decimals), computed on our
 * server. `_Item Price Signature` (underscore: hidden at checkout) lets the
 * platform's checkout check that nobody changed the price, or what it pays
 * for, on the way: the signature covers a canonical form of the variant, the
 * quantity, the price, its currency and every line property that decides
 * what is made (size, custom size, material, sides, extras, the design), so
 * a price signed for a small plain line cannot be replayed on a bigger one.
 *
 * The one copy of the algorithm: the storefront signs with it and the
 * emulator's checkout verifies with it. It imports only node:crypto and its
 * own floor (no 'server-only', no path aliases), so both sides can load it.
 */

export const ITEM_PRICE_ATTRIBUTE = platformAttributeKey(ITEM_PRICE_PROPERTY);
export const ITEM_PRICE_SIGNATURE_ATTRIBUTE = '_Item Price Signature';

const SIGNED = new Set<string>(SIGNED_LINE_PROPERTIES);

/** Bumped whenever the canonical form changes, so an old signature never verifies under a new reading. */
const FORM = 'line-price/v2';

export interface SignedLine {
  merchandiseId: string;
  quantity: number;
  /** The line total, "123.40". */
  itemPrice: string;
  currency: string;
  /**
   * The line's properties or attributes as name/value pairs. Only the signed
   * names count, under their bare or their hidden key (`thumbnail`,
   * `_thumbnail`: the same property); an empty value counts as absent (the
   * line check reads it so). A name given twice stays twice, so such a line
   * never verifies.
   */
  properties: Iterable<readonly [string, string | undefined]>;
}

/**
 * The canonical form: JSON (no separator a value could forge), the signed
 * properties sorted by name then value, so the order they travel in does not
 * matter and nothing else (prices, the signature, unknown attributes) takes part.
 */
export function canonicalLine(line: SignedLine): string {
  const properties: [string, string][] = [];
  for (const [key, value] of line.properties) {
    const name = linePropertyName(key);
    if (SIGNED.has(name) && typeof value === 'string' && value !== '') properties.push([name, value]);
  }
  properties.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return JSON.stringify([FORM, line.merchandiseId, line.quantity, line.itemPrice, line.currency, properties]);
}

/** hex HMAC-SHA256 of the canonical form. */
export function signItemPrice(secret: string, line: SignedLine): string {
  return createHmac('sha256', secret).update(canonicalLine(line)).digest('hex');
}

export function verifyItemPrice(secret: string, line: SignedLine, signature: string): boolean {
  const expected = Buffer.from(signItemPrice(secret, line), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
