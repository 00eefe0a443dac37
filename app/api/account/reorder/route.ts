import { reorderContract } from '@/lib/edge/api/contracts/account-reorder';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { REPLY } from '@/lib/domain/account/replies';
import { reorderLines } from '@/lib/domain/account/reorder-lines';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';

/**
 * POST /api/account/reorder {id, key} (the orders list's Reorder): the
 * order's lines rebuilt as cart lines and priced today, for the browser to
 * add to its cart. 200 `{ lines: CartLine[] }`; 404 unknown order, or one
 * that is not the signed-in customer's; 400 `{ error: 'invalid', message,
 * lineItemIds }` when a line fails the checkout's line check
 * (lib/domain/checkout/line-check.ts; ids are the lines' 1-based positions in the
 * order); 422 `{ error: 'unavailable' }` when none of its variants exists any
 * more; 502 when the catalog or a pricing file cannot be used.
 */
export const POST = customerRoute(reorderContract, { event: 'account.reorder' }, async ({ body, customer: { session, scope }, ok, fail }) => {
  const order = await customerAccounts().getOwnOrder(scope.context, session.token, body.id, body.key);
  if (!order) return fail(404, 'not_found', REPLY.notFound);
  const outcome = await reorderLines(order, scope.tenant, scope.locale);
  if (outcome.kind === 'invalid') return fail(400, 'invalid', outcome.message, { lineItemIds: outcome.lineItemIds });
  return outcome.lines.length ? ok({ lines: outcome.lines }) : fail(422, 'unavailable', REPLY.reorderFailed);
});
