import { ordersContract } from '@/lib/edge/api/contracts/account-orders';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';

/**
 * GET /api/account/orders?page=N (N ≥ 1):
 * the first 20 × N orders, newest first: 200 `{ orders: OrderSummary[], hasNextPage }`.
 */
export const GET = customerRoute(ordersContract, { event: 'account.orders' }, async ({ query, customer: { session, scope }, ok }) =>
  ok(await customerAccounts().getOrders(scope.context, session.token, query.page)),
);
