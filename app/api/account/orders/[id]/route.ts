import { orderContract } from '@/lib/edge/api/contracts/account-orders';
import { parseWith } from '@/lib/edge/api/server';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { orderRefSchema } from '@/lib/domain/account/order-query';
import { REPLY } from '@/lib/domain/account/replies';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';

/**
 * GET /api/account/orders/{id}?key=…: the
 * order looked up by numeric id and key: 200 `{ order: OrderDetail }`;
 * 404 `{ error: 'not_found' }`. Signed-in customers only (401 otherwise), and
 * only their own orders: another customer's order answers the same 404 as an
 * unknown one (lib/services/shopify/customer/orders.ts getOwnOrder).
 */
export const GET = customerRoute(
  orderContract,
  { event: 'account.order', context: (params) => ({ orderId: params.id }) },
  async ({ query, params, customer: { session, scope }, ok, fail }) => {
    const id = parseWith(orderRefSchema.shape.id, params.id);
    if (!id.ok) return id.response;
    const order = await customerAccounts().getOwnOrder(scope.context, session.token, id.data, query.key);
    return order ? ok({ order }) : fail(404, 'not_found', REPLY.notFound);
  },
);
