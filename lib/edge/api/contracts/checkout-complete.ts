import { z } from 'zod';
import { ORDER_NAME_PATTERN } from '../../../domain/order/confirmation';
import { defineContract } from '../contract';

const ORDER_NAME = 'order must be an order name such as #1001';

/**
 * GET /api/checkout/complete?order=#1001: the platform's "return to store"
 * link. 303 to the order confirmation (the home page when no order is named) with the checkout-complete marker
 * cookie; no body. 400 `invalid` for anything that is not an order name.
 */
export const checkoutCompleteContract = defineContract({
  query: z.object({ order: z.string().max(64, ORDER_NAME).regex(ORDER_NAME_PATTERN, ORDER_NAME).optional() }),
  reply: z.null(),
});
