import { getMetafieldContract } from '@/lib/edge/api/contracts/tagging';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { projectFromMetafield, type SavedProject } from '@/lib/domain/account/projects';
import { foreignCustomerRefusal } from '@/lib/edge/account/tagging-routes';
import { getMetafields, taggingCustomerId } from '@/lib/services/tagging';

/**
 * POST /api/tagging/get-metafield {} (saved artwork): the
 * session customer's saved projects, newest first as the service lists them.
 * 200 `{ projects: SavedProject[] }`.
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/edge/security/rate-limit.ts).
 */
export const POST = customerRoute(
  getMetafieldContract,
  { event: 'tagging.get_metafield', limit: 'tagging' },
  async ({ body, customer, ok }) => {
    const me = await customer.customer();
    const refused = foreignCustomerRefusal(body, me.id);
    if (refused) return refused;
    const own = taggingCustomerId(me.id);
    const projects = (await getMetafields(me.id))
      // The service is asked for this customer only; a stray row of another owner is still never shown.
      .filter((m) => taggingCustomerId(m.ownerId) === own)
      .map(projectFromMetafield)
      .filter((p): p is SavedProject => p !== null);
    return ok({ projects });
  },
);
