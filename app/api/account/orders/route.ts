import { parseWith, reply } from '@/lib/api/server';
import { ordersPageSchema } from '@/lib/account/order-query';
import { getOrders } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

/**
 * GET /api/account/orders?page=N (N ≥ 1; spec accounts §2 "Orders list"):
 * the first 20 × N orders, newest first: 200 `{ orders: OrderSummary[], hasNextPage }`.
 */
export function GET(request: Request): Promise<Response> {
  return withCustomer(
    request,
    'account.orders',
    async ({ session, scope }) => {
      const query = parseWith(ordersPageSchema, { page: new URL(request.url).searchParams.get('page') ?? undefined });
      if (!query.ok) return query.response;
      return reply(200, await getOrders(scope.context, session.token, query.data.page));
    },
    { mutating: false },
  );
}
