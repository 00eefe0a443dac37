import 'server-only';
import type { DeliverySettings } from '../../ground/tenant/delivery';
import type { Tenant } from '../../ground/tenant/types';
import { getDeliveryOverride } from '../../services/reseller/fetch';
import { siteDelivery, withOverride } from './settings';

/** A tenant's delivery calendar: its site's, changed by its own `delivery` snippet. Never throws (the site's on failure). */
export async function deliverySettingsFor(tenant: Tenant): Promise<DeliverySettings> {
  return withOverride(siteDelivery(tenant), await getDeliveryOverride(tenant));
}
