'use client';

import type { DeliverySettings } from '@/lib/ground/tenant/delivery';
import { latestPromise } from '@/lib/domain/delivery/promise';
import { PromiseLines } from './PromiseLines';
import { useMinuteClock } from './useMinuteClock';

export interface CartPromiseProps {
  settings: DeliverySettings;
  /** The slow end of each line's production time (lines without a readable one are left out). */
  productionDays: readonly number[];
}

/** When the whole cart arrives by the default shipping: with its slowest line. Nothing when no line has a readable production time. */
export function CartPromise({ settings, productionDays }: CartPromiseProps) {
  const now = useMinuteClock();
  const promise = now === null ? null : latestPromise(now, settings, productionDays);
  if (productionDays.length === 0) return null;
  return <PromiseLines now={now} entry={promise} subject="cart" />;
}
