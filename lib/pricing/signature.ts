import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The price the platform charges for a line travels as the `Item Price` line
 * attribute (the line total, store currency, 2 decimals), computed on our
 * server. `_Item Price Signature` (underscore: hidden at checkout) lets the
 * platform side check that nobody edited it on the way:
 *
 *   HMAC-SHA256(PRICE_SIGNING_SECRET, "<merchandiseId>|<quantity>|<itemPrice>|<currency>") as hex
 *
 * The emulator's checkout (emulator/src/checkout) verifies the same way.
 */
export { ITEM_PRICE_PROPERTY as ITEM_PRICE_ATTRIBUTE } from '../cart/properties';
export const ITEM_PRICE_SIGNATURE_ATTRIBUTE = '_Item Price Signature';

export interface SignedPrice {
  merchandiseId: string;
  quantity: number;
  /** "123.40" */
  itemPrice: string;
  currency: string;
}

export function priceSignaturePayload(p: SignedPrice): string {
  return `${p.merchandiseId}|${p.quantity}|${p.itemPrice}|${p.currency}`;
}

export function signItemPrice(secret: string, p: SignedPrice): string {
  return createHmac('sha256', secret).update(priceSignaturePayload(p)).digest('hex');
}

export function verifyItemPrice(secret: string, p: SignedPrice, signature: string): boolean {
  const expected = Buffer.from(signItemPrice(secret, p), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
