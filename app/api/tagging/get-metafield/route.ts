import { readJson, reply } from '@/lib/api/server';
import { projectFromMetafield, type SavedProject } from '@/lib/account/projects';
import { foreignCustomerRefusal } from '@/lib/account/tagging-routes';
import { getMetafields, taggingCustomerId } from '@/lib/services/tagging';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { withCustomer } from '@/lib/session/server';

/**
 * POST /api/tagging/get-metafield {} (spec accounts §2 "Saved artwork"): the
 * session customer's saved projects, newest first as the service lists them.
 * 200 `{ projects: SavedProject[] }`.
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/security/rate-limit.ts).
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'tagging.get_metafield', async ({ customer, session }) => {
    const limit = await checkRateLimit(request, 'tagging', session.token);
    if (limit.refused) return limit.refused;
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const me = await customer();
    const refused = foreignCustomerRefusal(raw.data, me.id);
    if (refused) return refused;
    const own = taggingCustomerId(me.id);
    const projects = (await getMetafields(me.id))
      // The service is asked for this customer only; a stray row of another owner is still never shown.
      .filter((m) => taggingCustomerId(m.ownerId) === own)
      .map(projectFromMetafield)
      .filter((p): p is SavedProject => p !== null);
    return reply(200, { projects });
  });
}
