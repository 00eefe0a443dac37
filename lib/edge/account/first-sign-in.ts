import 'server-only';
import { log } from '../../ground/log';
import type { Tenant } from '../../ground/tenant/types';
import { customerAccounts } from '../../domain/account/customer-accounts';
import type { RequestContext } from '../../services/shopify/client';
import { addCustomerTags } from '../../services/tagging';
import { registrationTags } from './tagging-routes';

/** The tag every reseller's customers carry, whatever the reseller. */
const RESELLER_TAG = 'reseller_id=';

/**
 * With platform sign-in there is no registration form: the platform creates
 * the customer at their first sign-in. A customer who signs in on a
 * reseller's store without a reseller tag yet is that reseller's new
 * customer and gets the tags registration gives (lib/edge/account/tagging-routes.ts);
 * one already tagged keeps the reseller they came from. A failure is logged
 * and does not stop the sign-in: the next sign-in tags them.
 */
export async function tagOnFirstSignIn(tenant: Tenant, context: RequestContext, accessToken: string): Promise<void> {
  const tags = registrationTags(tenant);
  if (tags.length === 0) return;
  try {
    const { details } = await customerAccounts().loadCustomer(context, accessToken);
    if (details.tags.some((tag) => tag.startsWith(RESELLER_TAG))) return;
    await addCustomerTags(details.id, tags);
  } catch (error) {
    log.error('session.first_sign_in.tagging_failed', { tenantKey: tenant.key, error });
  }
}
