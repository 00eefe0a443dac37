import { parseWith, problem, reply } from '@/lib/account/http';
import { orderRefSchema } from '@/lib/account/order-query';
import { REPLY } from '@/lib/account/replies';
import { getOrder } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

/**
 * GET /api/account/orders/{id}?key=… (spec accounts §2 "Order detail"): the
 * order looked up by numeric id and key: 200 `{ order: OrderDetail }`;
 * 404 `{ error: 'not_found' }`. Signed-in customers only (401 otherwise).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return withCustomer(
    request,
    'account.order',
    async ({ scope }) => {
      const ref = parseWith(orderRefSchema, { id, key: new URL(request.url).searchParams.get('key') ?? undefined });
      if (!ref.ok) return ref.response;
      const order = await getOrder(scope.context, ref.data.id, ref.data.key);
      return order ? reply(200, { order }) : problem(404, 'not_found', REPLY.notFound);
    },
    { mutating: false, context: { orderId: id } },
  );
}
