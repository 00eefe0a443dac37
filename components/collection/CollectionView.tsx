'use client';

import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { ProductCard as ProductCardData } from '@/lib/catalog/types';
import {
  SORT_DEBOUNCE_MS,
  SORT_OPTIONS,
  isSortOption,
  isVariantBasedSort,
  sortProducts,
  type SortOption,
} from '@/lib/catalog/sort';
import { filterByBrand } from './brandFilter';
import { FilterSidebar, type FilterSidebarLabels } from './FilterSidebar';
import { ProductCard } from './ProductCard';
import styles from './CollectionView.module.css';

/** Spec §9: grid page size 5 with a 3 s scroll delay. */
export const GRID_PAGE_SIZE = 5;
export const GRID_REVEAL_DELAY_MS = 3000;

/** A card as the grid gets it; `tags` (optional) drive the brand filter. */
export type CollectionCard = ProductCardData;

export interface CollectionViewLabels {
  sortLabel: string;
  sortOptions: Record<SortOption, string>;
  /** "{count} product" */
  countOne: string;
  /** "{count} products" */
  countOther: string;
  loadingMore: string;
  seenItAll: string;
  empty: string;
  /** Visually hidden heading of the grid. */
  products: string;
  from: string;
}

export interface CollectionViewProps {
  cards: CollectionCard[];
  /** Product page path by card id; falls back to /products/{handle}. */
  productHrefs?: Record<string, string>;
  locale: string;
  labels: CollectionViewLabels;
  initialSort?: SortOption;
  /** Shows the filter sidebar (generic collection page). */
  filterLabels?: FilterSidebarLabels;
  pageSize?: number;
  revealDelayMs?: number;
}

/**
 * Collection grid island: sort dropdown, product count, 5 cards first and 5
 * more 3 s after the end of the grid scrolls into view, until 'Yay! You have
 * seen it all'. Price sorts apply after a 200 ms debounce, others at once;
 * sorting keeps the number of cards already revealed.
 */
export function CollectionView({
  cards,
  productHrefs = {},
  locale,
  labels,
  initialSort = 'none',
  filterLabels,
  pageSize = GRID_PAGE_SIZE,
  revealDelayMs = GRID_REVEAL_DELAY_MS,
}: CollectionViewProps) {
  const [selectValue, setSelectValue] = useState<SortOption>(initialSort);
  const [sort, setSort] = useState<SortOption>(initialSort);
  const [brands, setBrands] = useState<string[]>([]);
  const [visible, setVisible] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  const debounceRef = useRef<number | undefined>(undefined);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const sortId = useId();
  const headingId = useId();

  const sorted = useMemo(
    () => sortProducts(filterLabels ? filterByBrand(cards, brands) : cards, sort, locale),
    [cards, brands, sort, locale, filterLabels],
  );
  const shown = sorted.slice(0, visible);
  const done = visible >= sorted.length;

  useEffect(() => () => window.clearTimeout(debounceRef.current), []);

  // Watch the sentinel below the grid; re-armed after every reveal.
  useEffect(() => {
    if (done || loading) return;
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setLoading(true);
        }
      },
      // The huge top margin counts a sentinel above the viewport as visible, so
      // jumping past it (End key, scrollbar drag) still loads the next page.
      { rootMargin: '100000px 0px 120px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [done, loading, visible]);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => {
      setVisible((count) => count + pageSize);
      setLoading(false);
    }, revealDelayMs);
    return () => window.clearTimeout(timer);
  }, [loading, pageSize, revealDelayMs]);

  function onSortChange(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    if (!isSortOption(value)) return;
    setSelectValue(value);
    window.clearTimeout(debounceRef.current);
    if (isVariantBasedSort(value)) {
      debounceRef.current = window.setTimeout(() => setSort(value), SORT_DEBOUNCE_MS);
    } else {
      setSort(value);
    }
  }

  const countText = (sorted.length === 1 ? labels.countOne : labels.countOther).replace('{count}', String(sorted.length));

  const grid = (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {labels.products}
      </h2>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {countText}
        </p>
        <div className={styles.sort}>
          <label htmlFor={sortId} className={styles.sortLabel}>
            {labels.sortLabel}
          </label>
          <select id={sortId} className={`field ${styles.select}`} value={selectValue} onChange={onSortChange}>
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {labels.sortOptions[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {sorted.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {shown.map((card, index) => (
              <li key={card.id}>
                <ProductCard
                  card={card}
                  href={productHrefs[card.id] ?? `/products/${encodeURIComponent(card.handle)}`}
                  locale={locale}
                  fromLabel={labels.from}
                  priority={index < 2}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
          <div className={styles.status} role="status">
            {loading ? (
              <span className={styles.loading}>
                <span className={styles.spinner} aria-hidden="true" />
                {labels.loadingMore}
              </span>
            ) : done ? (
              <span className={styles.end}>{labels.seenItAll}</span>
            ) : null}
          </div>
        </>
      )}
    </section>
  );

  if (!filterLabels) return grid;
  return (
    <div className={styles.withSidebar}>
      <FilterSidebar selectedBrands={brands} onBrandsChange={setBrands} labels={filterLabels} />
      {grid}
    </div>
  );
}
