import { z } from 'zod';
import { parseWith, readJson, reply } from '@/lib/api/server';
import { forbidden, foreignCustomerRefusal } from '@/lib/account/tagging-routes';
import { isTaxExemptEligible, offersTaxExemption } from '@/lib/cart/tax-exempt';
import { updateCustomerTaxExempt } from '@/lib/services/tagging';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { withCustomer } from '@/lib/session/server';

const Body = z.object({ taxExempt: z.boolean({ error: 'taxExempt must be true or false' }) });

/**
 * POST /api/tagging/update-customer-tax-exempt {taxExempt} (the cart's
 * tax-exempt switch, spec shopping §6, accounts §6): only for customers tagged
 * end_user_of and tax_exempt_eligible, and not on the Canada or French sites
 * (403 otherwise). 200 `{ taxExempt, tags }`.
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/security/rate-limit.ts).
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'tagging.update_tax_exempt', async ({ customer, scope, session }) => {
    const limit = await checkRateLimit(request, 'tagging', session.token);
    if (limit.refused) return limit.refused;
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const body = parseWith(Body, raw.data);
    if (!body.ok) return body.response;
    const { tenant } = scope;
    if (!offersTaxExemption(tenant.kind === 'site' ? tenant.id : null)) return forbidden();
    const me = await customer();
    const refused = foreignCustomerRefusal(raw.data, me.id);
    if (refused) return refused;
    if (!isTaxExemptEligible(me.tags)) return forbidden();
    return reply(200, await updateCustomerTaxExempt(me.id, body.data.taxExempt));
  });
}
