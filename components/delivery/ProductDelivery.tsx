import { ClientMessages } from '@/components/i18n/ClientMessages';
import { config } from '@/lib/ground/config';
import { productionDaysOf } from '@/lib/domain/delivery/production-time';
import { deliverySchedule, transitDaysOf } from '@/lib/domain/delivery/promise';
import { deliverySettingsFor } from '@/lib/domain/delivery/read-settings';
import { DELIVERY_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import type { DeliverySettings } from '@/lib/ground/tenant/delivery';
import type { Locale, Tenant } from '@/lib/ground/tenant/types';
import { ProductPromise } from './ProductPromise';

/**
 * How far ahead the page carries promises: a week beyond the page cache's
 * lifetime (an hour by default), so a cached page is rendered again long
 * before they run out; a page older than that shows no promise rather than
 * a wrong one. Each day is a few dozen bytes of every product page.
 */
const horizonDays = () => 7 + Math.ceil(config().CATALOG_CACHE_SECONDS / 86_400);

/** A shopper's clock may be behind the server's: the promises start this long before the page is made. */
const SKEW_DAYS = 2;

/** The promises around the time the page is made: the cut-offs its shoppers will see ahead of them. */
function scheduleFromNow(settings: DeliverySettings, productionDays: number) {
  const from = Date.now() - SKEW_DAYS * 86_400_000;
  return { from, schedule: deliverySchedule(from, settings, productionDays, transitDaysOf(settings), SKEW_DAYS + horizonDays()) };
}

export interface ProductDeliveryProps {
  tenant: Tenant;
  locale: Locale;
  /** The product's spec lines, whose Production Time it promises from. */
  specs: readonly string[];
}

/** A product's delivery promise by the site's default shipping; nothing for a production time it cannot read (the spec text still shows). */
export async function ProductDelivery({ tenant, locale, specs }: ProductDeliveryProps) {
  const days = productionDaysOf(specs);
  if (days === null) return null;
  const settings = await deliverySettingsFor(tenant);
  const { from, schedule } = scheduleFromNow(settings, days);
  return (
    <ClientMessages locale={locale} namespaces={DELIVERY_NAMESPACES}>
      <ProductPromise from={from} schedule={schedule} />
    </ClientMessages>
  );
}
