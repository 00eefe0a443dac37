'use client';

import { wishlistList } from '@/lib/edge/state/lazy-list';
import { IconHeart } from './icons';
import { ListToggleButton, type ListButtonProps } from './ListToggleButton';

export type WishlistButtonProps = ListButtonProps;

/** Adds the product to the wishlist or removes it; toast 'Item Added to Wishlist' or 'Item Removed from Wishlist'. */
export function WishlistButton(props: WishlistButtonProps) {
  return <ListToggleButton {...props} list={wishlistList} icon={<IconHeart size={20} />} />;
}
