import * as z from 'zod';
import { MAX_CONNECTION_SIZE, ORDERS_PAGE_SIZE } from '../../services/shopify/customer/orders';

/** Query and body shapes of the order routes (numeric id, the order's key, the list page). */

/** Past this page the list already holds every order the platform can return in one connection. */
export const MAX_ORDERS_PAGE = Math.ceil(MAX_CONNECTION_SIZE / ORDERS_PAGE_SIZE);

export const ordersPageSchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(MAX_ORDERS_PAGE, `page must be at most ${MAX_ORDERS_PAGE}`)
    .default(1),
});

export const orderRefSchema = z.object({
  id: z.string({ error: 'id is required' }).regex(/^\d{1,20}$/, 'id must be a numeric order id'),
  key: z.string({ error: 'key is required' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'key is not an order key'),
});
