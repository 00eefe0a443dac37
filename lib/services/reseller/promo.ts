import type { PromoBar, PromoSlot } from './types';

/**
 * The bar shows only when `on`; a slot shows only when its
 * headline is non-empty and its icon URL is not null.
 */
export function visibleSlots(promoBar: PromoBar | null | undefined): PromoSlot[] {
  if (!promoBar?.on) return [];
  return promoBar.slots.filter((slot) => slot.headline.trim() !== '' && slot.iconUrl !== null);
}
