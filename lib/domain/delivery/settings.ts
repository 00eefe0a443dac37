import { SITE_DELIVERY, type DeliverySettings } from '../../ground/tenant/delivery';
import type { CountryCode, Tenant } from '../../ground/tenant/types';
import type { DeliveryOverride } from '../../services/reseller/delivery';

const SITE_OF_COUNTRY: Record<CountryCode, keyof typeof SITE_DELIVERY> = { US: 'us', CA: 'ca', FR: 'fr' };

/** The calendar a tenant starts from: its own site's, or for a reseller the site of the country it sells in. */
export function siteDelivery(tenant: Pick<Tenant, 'kind' | 'country'> & { id?: string }): DeliverySettings {
  if (tenant.kind === 'site' && tenant.id && tenant.id in SITE_DELIVERY) return SITE_DELIVERY[tenant.id as keyof typeof SITE_DELIVERY];
  return SITE_DELIVERY[SITE_OF_COUNTRY[tenant.country]];
}

/** The site's calendar with what a snippet overrides (already checked field by field). */
export function withOverride(base: DeliverySettings, override: DeliveryOverride): DeliverySettings {
  return { ...base, ...override };
}
