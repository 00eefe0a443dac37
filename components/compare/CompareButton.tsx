'use client';

import { compareStore } from '@/lib/state/compare-store';
import type { ProductSnapshot } from '@/lib/wishlist/list';
import { IconCompare } from '@/components/wishlist/icons';
import { ListToggleButton } from '@/components/wishlist/ListToggleButton';

export interface CompareButtonProps {
  /** The product as the list stores it (lib/wishlist/snapshot.ts `snapshotOf(card)`). */
  item: ProductSnapshot;
  /** Accessible name, e.g. "Add to compare" (Compare.button) or "Add {title} to compare" filled in (Compare.add). */
  label: string;
  /** Toast on add: Toasts.addedToCompare. */
  addedToast: string;
  /** Visible text next to the icon; icon-only (named by `label`) when absent. */
  text?: string;
  className?: string;
}

/** Adds the product to the compare list or removes it (aria-pressed); toast 'Item Added to Compare' on add. */
export function CompareButton({ item, label, addedToast, text, className }: CompareButtonProps) {
  return (
    <ListToggleButton
      item={item}
      list={compareStore}
      label={label}
      addedToast={addedToast}
      icon={<IconCompare size={20} />}
      text={text}
      className={className}
    />
  );
}
