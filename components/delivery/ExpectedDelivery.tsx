'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/useHydrated';
import { latestPromise } from '@/lib/domain/delivery/promise';
import type { DeliverySettings } from '@/lib/ground/tenant/delivery';
import { placedDeliveryFor } from '@/lib/edge/state/placed-lines';
import { showDay } from './format';

/** Client only: reads this browser's storage (and its clock when the checkout time was not kept). */
function expectedArrival(orderName: string, settings: DeliverySettings) {
  const placed = placedDeliveryFor(orderName);
  return latestPromise(placed.at ?? Date.now(), settings, placed.productionDays)?.arrival ?? null;
}

export interface ExpectedDeliveryProps {
  orderName: string;
  settings: DeliverySettings;
  className?: string;
}

/**
 * The order's expected delivery day by the default shipping, counted from
 * when this browser left for the checkout with the lines it kept (the
 * slowest one decides). Nothing when those lines are not in this browser.
 */
export function ExpectedDelivery({ orderName, settings, className }: ExpectedDeliveryProps) {
  const t = useTranslations('Delivery');
  const locale = useLocale();
  const hydrated = useHydrated();
  const arrival = useMemo(() => (hydrated ? expectedArrival(orderName, settings) : null), [hydrated, orderName, settings]);
  if (arrival === null) return null;
  return (
    <p className={className} data-testid="expected-delivery">
      {t('expected', { date: showDay(arrival, locale) })}
    </p>
  );
}
