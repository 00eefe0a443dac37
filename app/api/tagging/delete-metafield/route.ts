import { z } from 'zod';
import { parseWith, problem, readJson, reply } from '@/lib/api/server';
import { REPLY } from '@/lib/account/replies';
import { forbidden, foreignCustomerRefusal } from '@/lib/account/tagging-routes';
import { deleteMetafield, getMetafields, taggingCustomerId } from '@/lib/services/tagging';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { withCustomer } from '@/lib/session/server';

const Body = z.object({
  metafield_id: z.union([z.string().trim().regex(/^\d{1,20}$/), z.number().int().positive()], { error: 'metafield_id is required' }).transform(String),
});

/**
 * POST /api/tagging/delete-metafield {metafield_id} (spec accounts §2 "Saved
 * artwork" delete): only a metafield of the session's customer (checked
 * against get-metafield; 403 otherwise). 200 `{ ok: true }`; 404 when the
 * service no longer has it.
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/security/rate-limit.ts).
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'tagging.delete_metafield', async ({ customer, session }) => {
    const limit = await checkRateLimit(request, 'tagging', session.token);
    if (limit.refused) return limit.refused;
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const body = parseWith(Body, raw.data);
    if (!body.ok) return body.response;
    const me = await customer();
    const refused = foreignCustomerRefusal(raw.data, me.id);
    if (refused) return refused;
    const own = taggingCustomerId(me.id);
    const mine = (await getMetafields(me.id)).some((m) => m.id === body.data.metafield_id && taggingCustomerId(m.ownerId) === own);
    if (!mine) return forbidden();
    return (await deleteMetafield(me.id, body.data.metafield_id)) ? reply(200, { ok: true }) : problem(404, 'not_found', REPLY.notFound);
  });
}
