'use client';

import { wishlistStore } from '@/lib/state/wishlist-store';
import { IconHeart } from './icons';
import { ListToggleButton, type ListButtonProps } from './ListToggleButton';

export type WishlistButtonProps = ListButtonProps;

/** Adds the product to the wishlist or removes it (aria-pressed); toast 'Item Added to Wishlist' on add. */
export function WishlistButton(props: WishlistButtonProps) {
  return <ListToggleButton {...props} list={wishlistStore} icon={<IconHeart size={20} />} />;
}
