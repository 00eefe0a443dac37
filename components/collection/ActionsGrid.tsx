'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { CardActions, type CardActionLabels, type CardToasts } from '@/components/wishlist/CardActions';
import { CollectionGrid, type CollectionGridProps } from './CollectionGrid';

// A fetched card's buttons name its product: they are formatted by code loaded with the first such card.
const TranslatedCardActions = lazy(() => import('@/components/wishlist/TranslatedCardActions'));

export interface ActionsGridProps extends Omit<CollectionGridProps, 'renderActions'> {
  /** The buttons' icons, rendered once on the server (./cardActions). */
  icons: { quickView: ReactNode; wishlist: ReactNode; compare: ReactNode };
  /** The page's cards' button names, by card id, formatted on the server. */
  actionLabels: Readonly<Record<string, CardActionLabels>>;
  toasts: CardToasts;
}

/** The collection grid with Quick view, wishlist and compare buttons on each card, the ones it fetches too. */
export function ActionsGrid({ icons, actionLabels, toasts, ...grid }: ActionsGridProps) {
  return (
    <CollectionGrid
      {...grid}
      renderActions={(card) => {
        const common = { item: card.item, href: card.href, icons, toasts, locale: grid.locale };
        const labels = actionLabels[card.id];
        return labels ? (
          <CardActions {...common} labels={labels} />
        ) : (
          <Suspense fallback={null}>
            <TranslatedCardActions {...common} />
          </Suspense>
        );
      }}
    />
  );
}
