'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { GridCard } from '@/lib/edge/api/contracts/collection';
import { PAGE_PARAM, pageHref } from '@/lib/domain/catalog/page-param';
import type { SortOption } from '@/lib/domain/catalog/sort';
import type { Locale } from '@/lib/ground/tenant/types';
import { ProductCardView } from './ProductCardView';
import { hrefWithSort, sortFromSearch } from './sortInUrl';

const NO_BRANDS: readonly string[] = [];

// The count of a filtered grid is formatted by code loaded when a filter first changes it; the server wrote the first.
const GridCount = lazy(() => import('./GridCount'));

/** The grid's words, formatted on the server: the island ships no message formatter. */
export interface GridStrings {
  products: string;
  /** The whole grid's count as the server rendered it ("12 products"). */
  count: string;
  sortLabel: string;
  empty: string;
  loadingMore: string;
  seenItAll: string;
  nextPage: string;
  loadFailed: string;
  sortFailed: string;
  retry: string;
  /** "From", before a card's price. */
  from: string;
}

export interface CollectionGridProps {
  /** The collection the grid pages through (/api/collection). */
  handle: string;
  locale: Locale;
  /** The cards the server rendered: one page, in the collection's own order. */
  cards: GridCard[];
  /** How many cards the whole grid holds, unsorted and unfiltered. */
  total: number;
  /** The page the server rendered (`?page=N`); the grid continues from there. */
  page: number;
  /** The collection's public path: the "next page" link is this path's `?page=N`. */
  path: string;
  /** The sort dropdown's <option>s, rendered on the server. */
  sortOptions: ReactNode;
  sortKeys: readonly SortOption[];
  /** Sorts applied after `debounceMs` (price sorts). */
  debounced: readonly string[];
  debounceMs: number;
  initialSort: string;
  /** The brands checked in the filter sidebar (FilteredGrid); none keeps every card. */
  selectedBrands?: readonly string[];
  pageSize: number;
  revealDelayMs: number;
  /**
   * Each card's buttons, from a client parent (ActionsGrid); absent: cards
   * without buttons, and the page ships none of their code.
   */
  renderActions?: (card: GridCard) => ReactNode;
  /** CSS module classes of CollectionView. */
  classes: Readonly<Record<string, string>>;
  strings: GridStrings;
}

type Status = 'idle' | 'loading' | 'failed';

/**
 * The collection grid's browser side. The server renders one page of cards
 * and a plain link to the next page (what crawlers and shoppers without
 * JavaScript follow); here the link's page is fetched instead when the end of
 * the grid scrolls into view (after the spec's reveal delay) or the link is
 * used, and appended. A sort or a brand filter asks the server again for the
 * cards already shown, in the new order. The URL keeps only the sort: a
 * reload shows the first page again, which the page cache answers at once.
 */
export function CollectionGrid({
  handle,
  locale,
  cards: initialCards,
  total: initialTotal,
  page,
  path,
  sortOptions,
  sortKeys,
  debounced,
  debounceMs,
  initialSort,
  selectedBrands = NO_BRANDS,
  pageSize,
  revealDelayMs,
  renderActions,
  classes,
  strings,
}: CollectionGridProps) {
  const [selectValue, setSelectValue] = useState(initialSort);
  const [sort, setSort] = useState(initialSort);
  const [cards, setCards] = useState(initialCards);
  const [total, setTotal] = useState(initialTotal);
  // Where the shown cards start in the grid's order: past page 1, the earlier pages stay behind the "previous" link.
  const [start, setStart] = useState((page - 1) * pageSize);
  const [status, setStatus] = useState<Status>('idle');
  const [failedAction, setFailedAction] = useState<'more' | 'reorder'>('more');
  const debounceRef = useRef<number | undefined>(undefined);
  const sentinelRef = useRef<HTMLDivElement>(null);
  // Each request's number: an answer to anything but the latest is dropped.
  const requestRef = useRef(0);
  // A reorder under way: the next page waits for it, or it would continue the old order.
  const reorderingRef = useRef(false);
  // A next page under way: the link and the sentinel may both ask for it, once is enough.
  const loadingRef = useRef(false);
  const shownQuery = useRef({ sort: initialSort, brands: NO_BRANDS });
  const sortId = useId();
  const headingId = useId();

  const end = start + cards.length;
  const done = end >= total;

  const fetchCards = useCallback(
    (offset: number, limit: number, query: { sort: string; brands: readonly string[] }) =>
      import('./gridFetch').then((m) => m.fetchGridCards(handle, locale, offset, limit, query)),
    [handle, locale],
  );
  // More cards come on scroll: until the shopper first scrolls, a grid whose end is already in view stays as it is
  // (the next page's link is there), and the page loads no fetching code. The page is painted before its scripts
  // run, so a shopper may have scrolled before this island hydrated: that scroll counts (nothing is rendered from it).
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > 0);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);

  /** The next page, appended after at least the reveal delay. */
  const loadMore = useCallback(async () => {
    if (reorderingRef.current || loadingRef.current) return;
    const request = ++requestRef.current;
    loadingRef.current = true;
    setStatus('loading');
    const [reply] = await Promise.all([
      fetchCards(end, pageSize, shownQuery.current),
      new Promise((resolve) => window.setTimeout(resolve, revealDelayMs)),
    ]);
    loadingRef.current = false;
    if (request !== requestRef.current) return;
    if (!reply.ok) {
      setFailedAction('more');
      setStatus('failed');
      return;
    }
    setCards((shown) => [...shown, ...reply.data.cards]);
    setTotal(reply.data.total);
    setStatus('idle');
  }, [end, fetchCards, pageSize, revealDelayMs]);

  /** The grid again from its first card in another order or under another filter, as many cards as are shown. */
  const reorder = useCallback(
    async (query: { sort: string; brands: readonly string[] }) => {
      const request = ++requestRef.current;
      shownQuery.current = query;
      reorderingRef.current = true;
      setStatus('loading');
      const reply = await fetchCards(0, Math.max(pageSize, end - start), query);
      if (request !== requestRef.current) return;
      reorderingRef.current = false;
      if (!reply.ok) {
        setFailedAction('reorder');
        setStatus('failed');
        return;
      }
      setCards(reply.data.cards);
      setTotal(reply.data.total);
      setStart(0);
      setStatus('idle');
    },
    [end, fetchCards, pageSize, start],
  );

  useEffect(() => () => window.clearTimeout(debounceRef.current), []);

  // The sort or the filter changed: fetch the grid in its new order (the server's cards are the plain order,
  // unfiltered). reorder records what it asked for at once, so this runs once per change.
  useEffect(() => {
    const shown = shownQuery.current;
    if (shown.sort === sort && shown.brands.join('\n') === selectedBrands.join('\n')) return;
    void reorder({ sort, brands: selectedBrands });
  }, [sort, selectedBrands, reorder]);

  // The page is cached without its query string: the sort the URL names applies once here, and again whenever
  // Back or Forward returns to an entry with another sort.
  useEffect(() => {
    const follow = () => {
      const value = sortFromSearch(window.location.search, sortKeys) ?? initialSort;
      window.clearTimeout(debounceRef.current);
      setSelectValue(value);
      setSort(value);
    };
    if (sortFromSearch(window.location.search, sortKeys)) follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [sortKeys, initialSort]);

  // Watch the sentinel below the grid once the shopper has scrolled; re-armed after every page.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!scrolled || done || status !== 'idle' || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void loadMore();
        }
      },
      // The huge top margin counts a sentinel above the viewport as visible, so
      // jumping past it (End key, scrollbar drag) still loads the next page.
      { rootMargin: '100000px 0px 120px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [scrolled, done, status, loadMore]);

  // The page after the shown cards, in the shown order: what the link opens without JavaScript or in a new tab.
  const next = hrefWithSort(`${ORIGIN_STANDIN}${pageHref(path, Math.floor(end / pageSize) + 1)}`, sort);

  return (
    <section className={classes.results} aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId} className="visually-hidden">
        {strings.products}
      </h2>
      <div className={classes.toolbar}>
        <p className={classes.count} aria-live="polite">
          {total === initialTotal ? (
            strings.count
          ) : (
            <Suspense fallback={total}>
              <GridCount count={total} />
            </Suspense>
          )}
        </p>
        <div className={classes.sort}>
          <label htmlFor={sortId} className={classes.sortLabel}>
            {strings.sortLabel}
          </label>
          <select
            id={sortId}
            className={`field ${classes.select}`}
            value={selectValue}
            onChange={(event) => {
              const value = event.target.value;
              if (!(sortKeys as readonly string[]).includes(value)) return;
              setSelectValue(value);
              // Each choice is a history entry, as a sort on the search page is: Back returns to the one before.
              // A new order starts from the first card, so a page number no longer says where the shopper is.
              window.history.pushState(null, '', hrefWithSort(withoutPage(window.location.href), value));
              window.clearTimeout(debounceRef.current);
              if (debounced.includes(value)) debounceRef.current = window.setTimeout(() => setSort(value), debounceMs);
              else setSort(value);
            }}
          >
            {sortOptions}
          </select>
        </div>
      </div>
      {cards.length === 0 && status !== 'loading' ? (
        <p className={classes.empty}>{strings.empty}</p>
      ) : (
        <>
          <ul className={classes.grid}>
            {cards.map((card, index) => (
              <li key={card.id}>
                <ProductCardView
                  card={card}
                  priority={start === 0 && index < 2}
                  fromLabel={strings.from}
                  actions={renderActions?.(card)}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinelRef} className={classes.sentinel} aria-hidden="true" />
          <div className={classes.status} role="status">
            {status === 'loading' ? (
              <span className={classes.loading}>
                <span className={classes.spinner} aria-hidden="true" />
                {strings.loadingMore}
              </span>
            ) : status === 'failed' ? (
              <span className={classes.failed}>
                {failedAction === 'more' ? strings.loadFailed : strings.sortFailed}{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void (failedAction === 'more' ? loadMore() : reorder(shownQuery.current))}
                >
                  {strings.retry}
                </button>
              </span>
            ) : done ? (
              <span className={classes.end}>{strings.seenItAll}</span>
            ) : null}
          </div>
          {/* Kept while the next page loads: a shopper who reached it by keyboard keeps their place. */}
          {!done && status !== 'failed' ? (
            <nav className={classes.pager} aria-label={strings.nextPage}>
              <a
                href={next}
                rel="next"
                className="button button-secondary"
                onClick={(event) => {
                  // With JavaScript the next page joins this one; without, the link opens it.
                  event.preventDefault();
                  void loadMore();
                }}
              >
                {strings.nextPage}
              </a>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/** hrefWithSort reads absolute URLs; the server has no window, so links are built on a stand-in origin and kept relative. */
const ORIGIN_STANDIN = 'http://_';

function withoutPage(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PAGE_PARAM);
  return url.href;
}
