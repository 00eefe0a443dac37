import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { Locale, Tenant } from '@/lib/ground/tenant/types';
import { SORT_DEBOUNCE_MS, SORT_OPTIONS, VARIANT_BASED_SORTS, type SortOption } from '@/lib/domain/catalog/sort';
import { GRID_PAGE_SIZE, gridSlice, pageHref } from '@/lib/domain/catalog/grid-page';
import { CollectionGrid, type CollectionGridProps } from './CollectionGrid';
import { gridCards } from './gridCards';
import styles from './CollectionView.module.css';

/** Grid page size 5 with a 3 s scroll delay. */
export { GRID_PAGE_SIZE };
export const GRID_REVEAL_DELAY_MS = 3000;

/** A card as the grid gets it; `tags` (optional) drive the brand filter. */
export type CollectionCard = ProductCardData;

export interface CollectionViewProps {
  /** The whole collection, in its own order; the server renders one page of it. */
  cards: CollectionCard[];
  tenant: Pick<Tenant, 'handlePrefix'>;
  /** The collection's handle as its page reads it: the grid fetches its further cards by it. */
  handle: string;
  /** The page's public path (`/collections/all`); page N is `{path}?page=N`. */
  path: string;
  /** The page of cards the server renders (`?page=N`). */
  page?: number;
  locale: Locale;
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
   * The grid with buttons over each card's image: `gridWithActions` from
   * ./cardActions, passed in so that pages without them do not ship their island.
   */
  actions?: (grid: CollectionGridProps) => ReactNode;
}

/**
 * Collection grid: sort dropdown, product count, 5 cards first and 5 more
 * 3 s after the end of the grid scrolls into view, until 'Yay! You have seen
 * it all'. Price sorts apply after a 200 ms debounce, others at once; sorting
 * keeps the number of cards already revealed.
 *
 * The server renders one page of cards and a link to the next (`?page=N`),
 * so the page weighs the same whatever the collection's size and crawlers
 * reach every product; the CollectionGrid island fetches the rest
 * (/api/collection) as the shopper scrolls, sorts or filters.
 */
export function CollectionView({
  cards,
  tenant,
  handle,
  path,
  page = 1,
  locale,
  display,
  initialSort = 'none',
  filters,
  pageSize = GRID_PAGE_SIZE,
  revealDelayMs = GRID_REVEAL_DELAY_MS,
  actions,
}: CollectionViewProps) {
  const t = useTranslations('Collection');
  const common = useTranslations('Common');
  const { items, total } = gridSlice(cards, { sort: initialSort, offset: (page - 1) * pageSize, limit: pageSize }, locale);
  const previous = page > 1 ? pageHref(path, page - 1) : null;

  const grid: CollectionGridProps = {
    handle,
    locale,
    cards: gridCards(tenant, items, display, locale),
    total,
    page,
    path,
    sortOptions: SORT_OPTIONS.map((option) => (
      <option key={option} value={option}>
        {t(`sort.${option}`)}
      </option>
    )),
    sortKeys: SORT_OPTIONS,
    debounced: VARIANT_BASED_SORTS,
    debounceMs: SORT_DEBOUNCE_MS,
    initialSort,
    pageSize,
    revealDelayMs,
    classes: styles,
    strings: {
      products: t('products'),
      count: t('count', { count: total }),
      sortLabel: t('sortLabel'),
      empty: t('empty'),
      loadingMore: t('loadingMore'),
      seenItAll: t('seenItAll'),
      nextPage: t('nextPage'),
      loadFailed: t('loadFailed'),
      sortFailed: t('sortFailed'),
      retry: t('retry'),
      from: common('from'),
    },
  };
  return (
    <>
      {previous ? (
        <p className={styles.pager}>
          <a href={previous} rel="prev" className="button button-secondary">
            {t('previousPage')}
          </a>
        </p>
      ) : null}
      {filters ? filters(grid) : actions ? actions(grid) : <CollectionGrid {...grid} />}
    </>
  );
}
