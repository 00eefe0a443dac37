import { z } from 'zod';
import { parseWith, problem, readJson } from '@/lib/api/server';
import { REPLY } from '@/lib/account/replies';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { withCustomer } from '@/lib/session/server';

const Body = z.object({
  tags: z.array(z.string().trim().min(1), { error: 'tags must be a list of tags' }).min(1, 'tags must not be empty').max(10, 'too many tags'),
});

/**
 * POST /api/tagging/add-customer-tags {tags} (spec accounts §7 "Tagging
 * service"): kept as a route, but no tag may be self-applied any more. The
 * one a customer could add, tax_exempt_eligible, is added by /api/forms in
 * the same request that accepted the customer's tax form (spec §4), so a
 * bare call can no longer grant eligibility for the tax-exempt switch.
 * 401 without a session, 400 for a malformed body, else 403 `forbidden`.
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'tagging.add_customer_tags', async ({ session }) => {
    const limit = await checkRateLimit(request, 'tagging', session.token);
    if (limit.refused) return limit.refused;
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const body = parseWith(Body, raw.data);
    if (!body.ok) return body.response;
    return problem(403, 'forbidden', REPLY.selfTaggingRefused);
  });
}
