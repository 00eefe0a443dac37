import { parseWith, problem, reply } from '@/lib/api/server';
import { orderRefSchema } from '@/lib/account/order-query';
import { REPLY } from '@/lib/account/replies';
import { getOwnOrder } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

/**
 * GET /api/account/orders/{id}?key=… (spec accounts §2 "Order detail"): the
 * order looked up by numeric id and key: 200 `{ order: OrderDetail }`;
 * 404 `{ error: 'not_found' }`. Signed-in customers only (401 otherwise), and
 * only their own orders: another customer's order answers the same 404 as an
 * unknown one (lib/shopify/customer/orders.ts getOwnOrder).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return withCustomer(
    request,
    'account.order',
    async ({ session, scope }) => {
      const ref = parseWith(orderRefSchema, { id, key: new URL(request.url).searchParams.get('key') ?? undefined });
      if (!ref.ok) return ref.response;
      const order = await getOwnOrder(scope.context, session.token, ref.data.id, ref.data.key);
      return order ? reply(200, { order }) : problem(404, 'not_found', REPLY.notFound);
    },
    { mutating: false, context: { orderId: id } },
  );
}
