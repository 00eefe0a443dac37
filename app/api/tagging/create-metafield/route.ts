import { createMetafieldContract } from '@/lib/edge/api/contracts/tagging';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { REPLY } from '@/lib/domain/account/replies';
import { withoutCustomerFields } from '@/lib/domain/account/shapes';
import { foreignCustomerRefusal } from '@/lib/edge/account/tagging-routes';
import { isDesignStateId } from '@/lib/services/designer/state-id';
import { log } from '@/lib/ground/log';
import { copyState } from '@/lib/services/designer/client';
import { createMetafield } from '@/lib/services/tagging';
import { requestVisitorId } from '@/lib/edge/session/design-visitor';
import { customerUserId, visitorSecret } from '../../design/token/user';

/** Proof and thumbnail may travel inline; anything beyond this is not a project. */
const MAX_PROJECT_BYTES = 512 * 1024;

/**
 * The design a visitor saved before signing in was kept under the visitor's
 * id at the design service; the customer's editor opens states under the
 * customer's id, so the state is copied to the customer. The customer is
 * always the session's. A failed copy leaves the project saved (reopening
 * it then starts a fresh design): logged, not answered.
 */
async function giveStateToCustomer(visitorId: string, customerGid: string, stateId: string): Promise<void> {
  try {
    const outcome = await copyState(visitorId, customerUserId(customerGid), stateId);
    log.info('tagging.create_metafield.state_copied', { outcome });
  } catch (error) {
    log.warn('tagging.create_metafield.state_copy_failed', { error });
  }
}

/**
 * POST /api/tagging/create-metafield {project_name, size, quantity, …}
 * (a saved artwork project): saved for the session's
 * customer. When the browser carries the visitor id our server issued it
 * (a project saved before signing in), the design state is then copied from
 * that visitor to the customer; no id a body names is used. 200 `{ ok: true }`;
 * 400 invalid; 502 when the service did not confirm (no truthy `data`).
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/edge/security/rate-limit.ts).
 */
export const POST = customerRoute(
  createMetafieldContract,
  { event: 'tagging.create_metafield', limit: 'tagging', maxBytes: MAX_PROJECT_BYTES },
  async ({ request, body, customer, ok, fail }) => {
    const me = await customer.customer();
    const refused = foreignCustomerRefusal(body, me.id);
    if (refused) return refused;
    const saved = await createMetafield(me.id, withoutCustomerFields(body));
    if (!saved) return fail(502, 'upstream', REPLY.upstream);
    const visitorId = requestVisitorId(request, visitorSecret());
    if (visitorId && isDesignStateId(body.cc_state_id)) await giveStateToCustomer(visitorId, me.id, body.cc_state_id);
    return ok({ ok: true });
  },
);
