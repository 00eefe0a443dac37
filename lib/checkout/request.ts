import { z } from 'zod';
import { ITEM_PRICE_PROPERTY } from '../cart/properties';
import { LINE_PROPERTY_NAMES } from '../cart/types';
import { QUANTITY_CAP } from '../pricing/quantity';
import { LOCALES } from '../tenant/types';

/**
 * The body of POST /api/checkout. Prices are deliberately absent: the server
 * re-prices every line from the pricing file. Unknown line properties are
 * dropped, and `Item Price` from the browser is ignored.
 */

const text = (max: number) => z.string().trim().max(max);

const Properties = z
  .record(z.string(), z.string().max(200_000, 'a line property is too long'))
  .transform((props) =>
    Object.fromEntries(
      Object.entries(props).filter(([k]) => k !== ITEM_PRICE_PROPERTY && (LINE_PROPERTY_NAMES as readonly string[]).includes(k)),
    ),
  );

export const CheckoutLine = z.object({
  lineItemId: z.string().min(1).max(64),
  variantId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'variantId must be a ProductVariant gid'),
  quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(QUANTITY_CAP),
  properties: Properties.default({}),
});

export const AlternateReturnAddress = z.object({
  companyName: text(200).default(''),
  addressLine1: text(200).default(''),
  addressLine2: text(200).default(''),
  city: text(100).default(''),
  state: text(100).default(''),
  country: text(100).default(''),
  zipCode: text(20).default(''),
});
export type AlternateReturnAddress = z.infer<typeof AlternateReturnAddress>;

export const CheckoutRequest = z.object({
  locale: z.enum(LOCALES).optional(),
  lines: z.array(CheckoutLine).min(1, 'the cart is empty').max(100, 'at most 100 lines'),
  note: text(5000).default(''),
  alternateReturnAddress: AlternateReturnAddress.nullish(),
  /** Sent only by the hosts that show the field; ignored elsewhere (lib/checkout/create-checkout.ts). */
  customerNumber: text(64).default(''),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/** One line of text for the platform's cart attribute. */
export function formatReturnAddress(a: AlternateReturnAddress): string {
  const cityLine = [a.city, a.state, a.zipCode].filter(Boolean).join(', ');
  return [a.companyName, a.addressLine1, a.addressLine2, cityLine, a.country].filter(Boolean).join('\n');
}
