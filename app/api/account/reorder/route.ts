import { problem, readBody, reply } from '@/lib/account/http';
import { orderRefSchema } from '@/lib/account/order-query';
import { REPLY } from '@/lib/account/replies';
import { reorderLines } from '@/lib/account/reorder-lines';
import { getOrder } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

/**
 * POST /api/account/reorder {id, key} (spec accounts §2 "Orders list"): the
 * order's lines rebuilt as cart lines and priced today, for the browser to
 * add to its cart. 200 `{ lines: CartLine[] }`; 404 unknown order;
 * 422 `{ error: 'unavailable' }` when none of its variants exists any more.
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'account.reorder', async ({ scope }) => {
    const body = await readBody(request, orderRefSchema);
    if (!body.ok) return body.response;
    const order = await getOrder(scope.context, body.data.id, body.data.key);
    if (!order) return problem(404, 'not_found', REPLY.notFound);
    const lines = await reorderLines(order, scope.tenant, scope.locale);
    return lines.length ? reply(200, { lines }) : problem(422, 'unavailable', REPLY.reorderFailed);
  });
}
