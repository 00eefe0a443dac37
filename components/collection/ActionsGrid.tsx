'use client';

import type { ReactNode } from 'react';
import { CardActions } from '@/components/wishlist/CardActions';
import { CollectionGrid, type CollectionGridProps } from './CollectionGrid';

export interface ActionsGridProps extends Omit<CollectionGridProps, 'renderActions'> {
  /** The buttons' icons, rendered once on the server (./cardActions). */
  icons: { quickView: ReactNode; wishlist: ReactNode; compare: ReactNode };
}

/** The collection grid with Quick view, wishlist and compare buttons on each card, the ones it fetches too. */
export function ActionsGrid({ icons, ...grid }: ActionsGridProps) {
  return <CollectionGrid {...grid} renderActions={(card) => <CardActions item={card.item} href={card.href} icons={icons} />} />;
}
