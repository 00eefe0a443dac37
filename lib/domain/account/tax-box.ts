import { offersTaxExemption } from '@/lib/domain/account/tax-exempt';
import type { Tenant } from '@/lib/ground/tenant/types';

/**
 * The account overview's Tax Exempt Status box is
 * left out where tax exemption does not exist: the Canada and French sites,
 * as for the cart's option. Elsewhere it shows in either language: a
 * customer reading the US site in French is offered exemption in the cart,
 * and must find the form, and the state of their request, here.
 */
export function showsTaxBox(tenant: Tenant): boolean {
  return offersTaxExemption(tenant.kind === 'site' ? tenant.id : null);
}
