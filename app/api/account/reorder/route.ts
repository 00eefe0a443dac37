import { problem, readBody, reply } from '@/lib/api/server';
import { orderRefSchema } from '@/lib/account/order-query';
import { REPLY } from '@/lib/account/replies';
import { reorderLines } from '@/lib/account/reorder-lines';
import { getOwnOrder } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

/**
 * POST /api/account/reorder {id, key} (spec accounts §2 "Orders list"): the
 * order's lines rebuilt as cart lines and priced today, for the browser to
 * add to its cart. 200 `{ lines: CartLine[] }`; 404 unknown order, or one
 * that is not the signed-in customer's; 400 `{ error: 'invalid', message,
 * lineItemIds }` when a line fails the checkout's line check
 * (lib/checkout/line-check.ts; ids are the lines' 1-based positions in the
 * order); 422 `{ error: 'unavailable' }` when none of its variants exists any
 * more; 502 when the catalog or a pricing file cannot be used.
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'account.reorder', async ({ session, scope }) => {
    const body = await readBody(request, orderRefSchema);
    if (!body.ok) return body.response;
    const order = await getOwnOrder(scope.context, session.token, body.data.id, body.data.key);
    if (!order) return problem(404, 'not_found', REPLY.notFound);
    const outcome = await reorderLines(order, scope.tenant, scope.locale);
    if (outcome.kind === 'invalid') return problem(400, 'invalid', outcome.message, { lineItemIds: outcome.lineItemIds });
    return outcome.lines.length ? reply(200, { lines: outcome.lines }) : problem(422, 'unavailable', REPLY.reorderFailed);
  });
}
