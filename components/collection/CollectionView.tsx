import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { SORT_DEBOUNCE_MS, SORT_OPTIONS, VARIANT_BASED_SORTS, sortProducts, type SortOption } from '@/lib/domain/catalog/sort';
import { brandsOf } from './brandFilter';
import { CollectionGrid, type CollectionGridProps } from './CollectionGrid';
import { ProductCard } from './ProductCard';
import styles from './CollectionView.module.css';

/** Grid page size 5 with a 3 s scroll delay. */
export const GRID_PAGE_SIZE = 5;
export const GRID_REVEAL_DELAY_MS = 3000;

/** A card as the grid gets it; `tags` (optional) drive the brand filter. */
export type CollectionCard = ProductCardData;

export interface CollectionViewProps {
  cards: CollectionCard[];
  /** Product page path by card id; falls back to /products/{handle}. */
  productHrefs?: Record<string, string>;
  locale: string;
  /** The tenant's display currency (lib/ground/money): cards and list snapshots show prices in it. */
  display: DisplayCurrency;
  initialSort?: SortOption;
  /**
   * The grid with the filter sidebar (generic collection page): `filterSidebar`
   * from ./FilterSidebar, passed in so that other pages do not ship its island.
   */
  filters?: (grid: CollectionGridProps) => ReactNode;
  pageSize?: number;
  revealDelayMs?: number;
  /**
   * Buttons over each card's image: `cardActions(display)` from ./cardActions
   * (Quick view, wishlist, compare), passed in so that pages without them do
   * not ship their island.
   */
  actions?: (card: CollectionCard, href: string) => ReactNode;
}

/**
 * Collection grid: sort dropdown, product count, 5 cards first and 5 more
 * 3 s after the end of the grid scrolls into view, until 'Yay! You have seen
 * it all'. Price sorts apply after a 200 ms debounce, others at once; sorting
 * keeps the number of cards already revealed.
 *
 * Everything that does not change in the browser happens here, on the
 * server: the cards are rendered, every sort order and each card's brands are
 * computed, so the CollectionGrid island only picks, filters and reveals.
 */
export function CollectionView({
  cards,
  productHrefs = {},
  locale,
  display,
  initialSort = 'none',
  filters,
  pageSize = GRID_PAGE_SIZE,
  revealDelayMs = GRID_REVEAL_DELAY_MS,
  actions,
}: CollectionViewProps) {
  const t = useTranslations('Collection');
  const indexed = cards.map((card, index) => ({ ...card, index }));
  const orders = Object.fromEntries(
    SORT_OPTIONS.map((option) => [option, sortProducts(indexed, option, locale).map((card) => card.index)]),
  ) as Record<SortOption, number[]>;
  // The first row above the fold loads eagerly (the LCP), as before sorting.
  const eager = new Set(orders[initialSort].slice(0, 2));
  // Brands of each card; none when no card carries a Brand tag (the filter then keeps every card).
  const brands = filters ? cards.map(brandsOf) : undefined;

  const grid: CollectionGridProps = {
    cards: cards.map((card, index) => {
      const href = productHrefs[card.id] ?? `/products/${encodeURIComponent(card.handle)}`;
      return (
        <ProductCard
          key={card.id}
          card={card}
          href={href}
          locale={locale}
          display={display}
          priority={eager.has(index)}
          actions={actions?.(card, href)}
        />
      );
    }),
    orders,
    brands: brands?.some((list) => list.length > 0) ? brands : undefined,
    sortOptions: SORT_OPTIONS.map((option) => (
      <option key={option} value={option}>
        {t(`sort.${option}`)}
      </option>
    )),
    debounced: VARIANT_BASED_SORTS,
    debounceMs: SORT_DEBOUNCE_MS,
    initialSort,
    pageSize,
    revealDelayMs,
    classes: styles,
  };
  return filters ? filters(grid) : <CollectionGrid {...grid} />;
}
