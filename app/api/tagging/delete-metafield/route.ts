import { deleteMetafieldContract } from '@/lib/edge/api/contracts/tagging';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { REPLY } from '@/lib/domain/account/replies';
import { forbidden, foreignCustomerRefusal } from '@/lib/edge/account/tagging-routes';
import { deleteMetafield, getMetafields, taggingCustomerId } from '@/lib/services/tagging';

/**
 * POST /api/tagging/delete-metafield {metafield_id} (a saved project's
 * delete): only a metafield of the session's customer (checked
 * against get-metafield; 403 otherwise). 200 `{ ok: true }`; 404 when the
 * service no longer has it.
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/edge/security/rate-limit.ts).
 */
export const POST = customerRoute(
  deleteMetafieldContract,
  { event: 'tagging.delete_metafield', limit: 'tagging' },
  async ({ body, customer, ok, fail }) => {
    const me = await customer.customer();
    const refused = foreignCustomerRefusal(body, me.id);
    if (refused) return refused;
    const own = taggingCustomerId(me.id);
    const mine = (await getMetafields(me.id)).some((m) => m.id === body.metafield_id && taggingCustomerId(m.ownerId) === own);
    if (!mine) return forbidden();
    return (await deleteMetafield(me.id, body.metafield_id)) ? ok({ ok: true }) : fail(404, 'not_found', REPLY.notFound);
  },
);
