'use client';

import { wishlistStore } from '@/lib/state/wishlist-store';
import type { ProductSnapshot } from '@/lib/wishlist/list';
import { IconHeart } from './icons';
import { ListToggleButton } from './ListToggleButton';

export interface WishlistButtonProps {
  /** The product as the list stores it (lib/wishlist/snapshot.ts `snapshotOf(card)`). */
  item: ProductSnapshot;
  /** Accessible name, e.g. "Add to wishlist" (Wishlist.button) or "Add {title} to wishlist" filled in (Wishlist.add). */
  label: string;
  /** Toast on add: Toasts.addedToWishlist. */
  addedToast: string;
  /** Visible text next to the heart; icon-only (named by `label`) when absent. */
  text?: string;
  className?: string;
}

/** Adds the product to the wishlist or removes it (aria-pressed); toast 'Item Added to Wishlist' on add. */
export function WishlistButton({ item, label, addedToast, text, className }: WishlistButtonProps) {
  return (
    <ListToggleButton
      item={item}
      list={wishlistStore}
      label={label}
      addedToast={addedToast}
      icon={<IconHeart size={20} />}
      text={text}
      className={className}
    />
  );
}
