import { addCustomerTagsContract } from '@/lib/edge/api/contracts/tagging';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { REPLY } from '@/lib/domain/account/replies';

/**
 * POST /api/tagging/add-customer-tags {tags} (the tagging service):
 * kept as a route, but no tag may be self-applied any more. The
 * one a customer could add, tax_exempt_eligible, is added by /api/forms in
 * the same request that accepted the customer's tax form, so a
 * bare call can no longer grant eligibility for the tax-exempt switch.
 * 401 without a session, 400 for a malformed body, else 403 `forbidden`.
 */
export const POST = customerRoute(addCustomerTagsContract, { event: 'tagging.add_customer_tags', limit: 'tagging' }, async ({ fail }) =>
  fail(403, 'forbidden', REPLY.selfTaggingRefused),
);
