'use client';

import { compareList } from '@/lib/edge/state/lazy-list';
import { IconCompare } from '@/components/wishlist/icons';
import { ListToggleButton, type ListButtonProps } from '@/components/wishlist/ListToggleButton';

export type CompareButtonProps = ListButtonProps;

/** Adds the product to the compare list or removes it; toast 'Item Added to Compare' or 'Item Removed from Compare'. */
export function CompareButton(props: CompareButtonProps) {
  return <ListToggleButton {...props} list={compareList} icon={<IconCompare size={20} />} />;
}
