'use client';

import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { hrefWithSort, sortFromSearch } from './sortInUrl';

const NO_BRANDS: readonly string[] = [];

export interface CollectionGridProps {
  /** The cards, rendered on the server, in the collection's order. */
  cards: ReactNode[];
  /** Card indexes in display order, per sort option. */
  orders: Record<string, number[]>;
  /** Each card's brands (lower case); absent when the brand filter keeps every card. */
  brands?: string[][];
  /** The brands checked in the filter sidebar (FilteredGrid); none keeps every card. */
  selectedBrands?: readonly string[];
  /** The sort dropdown's <option>s, rendered on the server. */
  sortOptions: ReactNode;
  /** Sorts applied after `debounceMs` (price sorts). */
  debounced: readonly string[];
  debounceMs: number;
  initialSort: string;
  pageSize: number;
  revealDelayMs: number;
  /** CSS module classes of CollectionView. */
  classes: Readonly<Record<string, string>>;
}

/** The collection grid's browser side: sort, brand filter and reveal-on-scroll (see CollectionView). */
export function CollectionGrid({
  cards,
  orders,
  brands,
  selectedBrands = NO_BRANDS,
  sortOptions,
  debounced,
  debounceMs,
  initialSort,
  pageSize,
  revealDelayMs,
  classes,
}: CollectionGridProps) {
  const t = useTranslations('Collection');
  const [selectValue, setSelectValue] = useState(initialSort);
  const [sort, setSort] = useState(initialSort);
  const [visible, setVisible] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  const debounceRef = useRef<number | undefined>(undefined);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const sortId = useId();
  const headingId = useId();

  const list = useMemo(() => {
    const order = orders[sort] ?? [];
    if (!brands || selectedBrands.length === 0) return order;
    const wanted = selectedBrands.map((brand) => brand.toLowerCase());
    return order.filter((index) => brands[index]?.some((brand) => wanted.includes(brand)));
  }, [orders, sort, brands, selectedBrands]);
  const done = visible >= list.length;

  useEffect(() => () => window.clearTimeout(debounceRef.current), []);

  // The page is cached without its query string: the sort the URL names applies once here, and again whenever
  // Back or Forward returns to an entry with another sort.
  useEffect(() => {
    const known = Object.keys(orders);
    const follow = () => {
      const value = sortFromSearch(window.location.search, known) ?? initialSort;
      window.clearTimeout(debounceRef.current);
      setSelectValue(value);
      setSort(value);
    };
    if (sortFromSearch(window.location.search, known)) follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [orders, initialSort]);

  // Watch the sentinel below the grid; re-armed after every reveal.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (done || loading || !sentinel || typeof IntersectionObserver === 'undefined') return;
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

  return (
    <section className={classes.results} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('products')}
      </h2>
      <div className={classes.toolbar}>
        <p className={classes.count} aria-live="polite">
          {t('count', { count: list.length })}
        </p>
        <div className={classes.sort}>
          <label htmlFor={sortId} className={classes.sortLabel}>
            {t('sortLabel')}
          </label>
          <select
            id={sortId}
            className={`field ${classes.select}`}
            value={selectValue}
            onChange={(event) => {
              const value = event.target.value;
              if (!orders[value]) return;
              setSelectValue(value);
              // Each choice is a history entry, as a sort on the search page is: Back returns to the one before.
              window.history.pushState(null, '', hrefWithSort(window.location.href, value));
              window.clearTimeout(debounceRef.current);
              if (debounced.includes(value)) debounceRef.current = window.setTimeout(() => setSort(value), debounceMs);
              else setSort(value);
            }}
          >
            {sortOptions}
          </select>
        </div>
      </div>
      {list.length === 0 ? (
        <p className={classes.empty}>{t('empty')}</p>
      ) : (
        <>
          <ul className={classes.grid}>
            {list.slice(0, visible).map((index) => (
              <li key={index}>{cards[index]}</li>
            ))}
          </ul>
          <div ref={sentinelRef} className={classes.sentinel} aria-hidden="true" />
          <div className={classes.status} role="status">
            {loading ? (
              <span className={classes.loading}>
                <span className={classes.spinner} aria-hidden="true" />
                {t('loadingMore')}
              </span>
            ) : done ? (
              <span className={classes.end}>{t('seenItAll')}</span>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
