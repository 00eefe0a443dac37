import { z } from 'zod';
import { defineContract } from '../contract';
import { ordersPageSchema, orderRefSchema } from '../../../domain/account/order-query';
import { orderDetailShape, orderSummaryShape } from '../../../domain/account/shapes';

/** GET /api/account/orders?page=N: the first 20 × N orders, newest first. */
export const ordersContract = defineContract({
  query: ordersPageSchema,
  reply: z.object({ orders: z.array(orderSummaryShape), hasNextPage: z.boolean() }),
});

/** GET /api/account/orders/{id}?key=…: one of the customer's own orders; 404 otherwise. */
export const orderContract = defineContract({
  query: orderRefSchema.pick({ key: true }),
  reply: z.object({ order: orderDetailShape }),
});
