import { offersTaxExemption } from '@/lib/cart/tax-exempt';
import type { Locale, Tenant } from '@/lib/tenant/types';

/**
 * The account overview's Tax Exempt Status box (spec accounts §2, §6) is
 * left out where tax exemption does not exist: the Canada and French sites
 * (as for the cart's option) and French-language pages.
 */
export function showsTaxBox(tenant: Tenant, locale: Locale): boolean {
  return locale !== 'fr' && offersTaxExemption(tenant.kind === 'site' ? tenant.id : null);
}
