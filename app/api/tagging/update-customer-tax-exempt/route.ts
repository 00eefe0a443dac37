import { updateTaxExemptContract } from '@/lib/edge/api/contracts/tagging';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { forbidden, foreignCustomerRefusal } from '@/lib/edge/account/tagging-routes';
import { isTaxExemptEligible, offersTaxExemption } from '@/lib/domain/account/tax-exempt';
import { updateCustomerTaxExempt } from '@/lib/services/tagging';

/**
 * POST /api/tagging/update-customer-tax-exempt {taxExempt} (the cart's
 * tax-exempt switch): only for customers tagged
 * end_user_of and tax_exempt_eligible, and not on the Canada or French sites
 * (403 otherwise). 200 `{ taxExempt, tags }`.
 * 429 rate_limited: 30 calls per client address and per session in 10
 * minutes (lib/edge/security/rate-limit.ts).
 */
export const POST = customerRoute(
  updateTaxExemptContract,
  { event: 'tagging.update_tax_exempt', limit: 'tagging' },
  async ({ body, customer, ok }) => {
    const { tenant } = customer.scope;
    if (!offersTaxExemption(tenant.kind === 'site' ? tenant.id : null)) return forbidden();
    const me = await customer.customer();
    const refused = foreignCustomerRefusal(body, me.id);
    if (refused) return refused;
    if (!isTaxExemptEligible(me.tags)) return forbidden();
    return ok(await updateCustomerTaxExempt(me.id, body.taxExempt));
  },
);
