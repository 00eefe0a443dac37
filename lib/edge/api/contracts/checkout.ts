import { z } from 'zod';
import { defineContract } from '../contract';
import { ITEM_PRICE_PROPERTY, LINE_PROPERTY_NAMES } from '../../../domain/order/line';
import { QUANTITY_CAP } from '../../../domain/pricing/quantity';
import { LOCALES } from '../../../ground/tenant/types';
import { customerNumberSchema, orderNotesSchema, returnAddressSchema } from '../../../domain/cart/order-fields';

/** Known line properties only; `Item Price` from the browser is ignored (the server re-prices every line). */
const lineProperties = z
  .record(z.string(), z.string().max(200_000, 'a line property is too long'))
  .transform((props) =>
    Object.fromEntries(
      Object.entries(props).filter(([k]) => k !== ITEM_PRICE_PROPERTY && (LINE_PROPERTY_NAMES as readonly string[]).includes(k)),
    ),
  );

export const checkoutLineSchema = z.object({
  lineItemId: z.string().min(1).max(64),
  variantId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'variantId must be a ProductVariant gid'),
  quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(QUANTITY_CAP),
  properties: lineProperties.default({}),
});

export const checkoutBodySchema = z.object({
  locale: z.enum(LOCALES).optional(),
  lines: z.array(checkoutLineSchema).min(1, 'the cart is empty').max(100, 'at most 100 lines'),
  note: z._default(orderNotesSchema, ''),
  alternateReturnAddress: z.nullish(returnAddressSchema),
  /** Sent only by the hosts that show the field; ignored elsewhere (lib/domain/checkout/create-checkout.ts). */
  customerNumber: z._default(customerNumberSchema, ''),
});

/** A line the platform would not take as priced, and why (lib/domain/checkout/platform-cart.ts LineIssue). */
export const lineIssueSchema = z.discriminatedUnion('issue', [
  z.object({ lineItemId: z.string(), issue: z.literal('stock'), available: z.number().int().min(0) }),
  z.object({ lineItemId: z.string(), issue: z.literal('duplicate') }),
]);

/**
 * POST /api/checkout: the cart's lines by identity, quantity
 * and properties (no prices: the server re-prices every line from the
 * pricing file), the note, the return address and the customer number.
 *
 * 200 `{ checkoutUrl }`: the shopper's checkout, or null when the platform
 * sent none (logged; the button comes back). Failures: 409 `unavailable`
 * with the gone lines' `lineItemIds`; 400 `invalid` with `lineItemIds` for
 * lines the store does not sell as sent (lib/domain/checkout/line-check.ts), or
 * without them for a malformed body; 409 `adjust` with `lineItemIds` and
 * `lineIssues` for lines the platform would not take as priced (more than
 * the stock left, the same item on two lines); 409 `total_mismatch` when the
 * platform's cart or total is not what was priced (no URL is handed out);
 * 429 rate limited; 502 `checkout` for anything else, an unusable pricing
 * file included.
 */
export const checkoutContract = defineContract({
  body: checkoutBodySchema,
  reply: z.object({ checkoutUrl: z.string().nullable() }),
  failure: z.object({ lineItemIds: z.array(z.string()).optional(), lineIssues: z.array(lineIssueSchema).optional() }),
});
