import { z } from 'zod';
import { defineContract } from '../contract';
import { orderRefSchema } from '../../../domain/account/order-query';
import { isCartLine } from '../../../domain/cart/shape';
import type { CartLine } from '../../../domain/cart/types';

/**
 * POST /api/account/reorder {id, key}: the
 * order's lines rebuilt as cart lines priced today. A 400 names the lines the
 * checkout's line check refuses by their 1-based positions (`lineItemIds`).
 */
export const reorderContract = defineContract({
  body: orderRefSchema,
  reply: z.object({ lines: z.array(z.custom<CartLine>(isCartLine)) }),
  failure: z.object({ lineItemIds: z.array(z.string()).optional() }),
});
