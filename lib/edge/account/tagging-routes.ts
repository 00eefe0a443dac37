import 'server-only';
import { taggingCustomerId } from '../../services/tagging';
import { resellerIdOf } from '../../ground/tenant/resolve';
import type { Tenant } from '../../ground/tenant/types';
import { problem } from '../../ground/http/reply';
import { REPLY } from '../../domain/account/replies';

/**
 * The tagging proxies act for the session's customer only: the customer id
 * comes from the session, never from the body. A body that
 * names a customer anyway must name that same customer.
 */

const BODY_CUSTOMER_KEYS = ['customer_id', 'customerId'] as const;

/** 403 when the body names another customer than the session's, else null. */
export function foreignCustomerRefusal(body: unknown, sessionCustomerGid: string): Response | null {
  if (typeof body !== 'object' || body === null) return null;
  const own = taggingCustomerId(sessionCustomerGid);
  for (const key of BODY_CUSTOMER_KEYS) {
    const value = (body as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return forbidden();
    if (taggingCustomerId(String(value)) !== own) return forbidden();
  }
  return null;
}

export function forbidden(): Response {
  return problem(403, 'forbidden', REPLY.forbidden);
}

/** The tags a new customer gets: `reseller_id=<id>` on a reseller's storefront, none elsewhere. */
export function registrationTags(tenant: Tenant): string[] {
  const resellerId = resellerIdOf(tenant);
  return resellerId ? [`reseller_id=${resellerId}`] : [];
}
