import { parseWith, problem, readJson, reply } from '@/lib/api/server';
import { savedProjectSchema } from '@/lib/account/projects';
import { REPLY } from '@/lib/account/replies';
import { foreignCustomerRefusal } from '@/lib/account/tagging-routes';
import { createMetafield } from '@/lib/services/tagging';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { withCustomer } from '@/lib/session/server';

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
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'tagging.create_metafield', async ({ customer, session }) => {
    const limit = await checkRateLimit(request, 'tagging', session.token);
    if (limit.refused) return limit.refused;
    const raw = await readJson(request, MAX_PROJECT_BYTES);
    if (!raw.ok) return raw.response;
    const project = parseWith(savedProjectSchema, raw.data);
    if (!project.ok) return project.response;
    const me = await customer();
    const refused = foreignCustomerRefusal(raw.data, me.id);
    if (refused) return refused;
    const saved = await createMetafield(me.id, project.data);
    return saved ? reply(200, { ok: true }) : problem(502, 'upstream', REPLY.upstream);
  });
}
