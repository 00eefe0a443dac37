import { brandsOf } from './brands';
import { PAGE_PARAM } from './page-param';
import { SORT_OPTIONS, sortProducts, type SortOption } from './sort';
import type { ProductCard } from './types';

/**
 * One page of a collection grid: the cards the server renders first and each
 * batch infinite scroll adds. A crawlable page URL (`?page=N`) holds exactly
 * one such page, so what a crawler and a scrolling shopper see line up.
 */
export const GRID_PAGE_SIZE = 5;

export { PAGE_PARAM, pageHref } from './page-param';

/**
 * The largest page number a URL may name. A collection reads at most 250
 * products, 50 pages of 5: anything beyond is not a page of ours, and a bound
 * keeps junk numbers out of the page cache.
 */
export const MAX_PAGE = 50;

/** The page a query string names: a whole number from 2 to MAX_PAGE, else 1 (the first page). */
export function pageFromSearch(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(PAGE_PARAM);
  if (raw === null || !/^[1-9]\d{0,3}$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : 1;
}

/** How many pages `total` cards fill (at least 1: an empty collection still has its page). */
export function pageCount(total: number, pageSize = GRID_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function isSortOption(value: string | null | undefined): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value ?? '');
}

export interface GridQuery {
  sort: SortOption;
  /** Brands checked in the filter sidebar, any case; none keeps every card. */
  brands?: readonly string[];
  offset: number;
  limit: number;
}

/**
 * The cards of one slice of the grid, in the chosen order, after the brand
 * filter, and how many the whole filtered grid holds. The server applies
 * sort and filter over the whole collection so that a page fetched later
 * continues exactly where the shown ones stop.
 */
export function gridSlice<T extends Pick<ProductCard, 'title' | 'createdAt' | 'variants' | 'tags'>>(
  cards: readonly T[],
  { sort, brands = [], offset, limit }: GridQuery,
  locale: string,
): { items: T[]; total: number } {
  const wanted = brands.map((brand) => brand.toLowerCase());
  const kept = wanted.length === 0 ? cards : cards.filter((card) => brandsOf(card).some((brand) => wanted.includes(brand)));
  const ordered = sortProducts(kept, sort, locale);
  return { items: ordered.slice(offset, offset + limit), total: ordered.length };
}

/** The public paths whose page is a collection grid, which `?page=N` pages. */
const GRID_PATHS = [/^\/collections\/[^/]+$/, /^\/category\/[^/]+$/, /^\/right-sidebar\/collection$/];

/**
 * The internal path segment that carries a page number. Pages are cached by
 * path without their query string, so the middleware moves `?page=N` of a
 * grid path into the path (`/collections/all/p/2`): each page renders on the
 * server and is cached on its own, while every other query stays in the browser.
 */
export const PAGE_SEGMENT = 'p';

/** `pathname` with the page its query names as a path segment, when it is a grid path past page 1. */
export function pagedPath(pathname: string, search: string | URLSearchParams): string {
  const page = pageFromSearch(search);
  if (page === 1 || !GRID_PATHS.some((pattern) => pattern.test(pathname))) return pathname;
  return `${pathname}/${PAGE_SEGMENT}/${page}`;
}
