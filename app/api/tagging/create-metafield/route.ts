import { createMetafieldContract } from '@/lib/api/contracts/tagging';
import { customerRoute } from '@/lib/account/customer-route';
import { REPLY } from '@/lib/account/replies';
import { withoutCustomerFields } from '@/lib/account/shapes';
import { foreignCustomerRefusal } from '@/lib/account/tagging-routes';
import { createMetafield } from '@/lib/services/tagging';

/** Proof and thumbnail may travel inline; anything beyond this is not a project. */
const MAX_PROJECT_BYTES = 512 * 1024;

/**
 * POST /api/tagging/create-metafield {project_name, size, quantity, …}
 * (spec accounts §3 "Saved artwork project"): saved for the session's
 * customer. 200 `{ ok: true }`; 400 invalid; 502 when the service did not
 * confirm (no truthy `data`).
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/security/rate-limit.ts).
 */
export const POST = customerRoute(
  createMetafieldContract,
  { event: 'tagging.create_metafield', limit: 'tagging', maxBytes: MAX_PROJECT_BYTES },
  async ({ body, customer, ok, fail }) => {
    const me = await customer.customer();
    const refused = foreignCustomerRefusal(body, me.id);
    if (refused) return refused;
    const saved = await createMetafield(me.id, withoutCustomerFields(body));
    return saved ? ok({ ok: true }) : fail(502, 'upstream', REPLY.upstream);
  },
);
