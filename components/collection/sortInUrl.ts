/**
 * The collection's sort as its URL says it (`?sort=LowToHigh`), so a sorted
 * collection can be linked, reloaded and come back to with Back. The page
 * itself is cached without its query string: the browser side reads and
 * writes the parameter. 'none' (the collection's own order) is no parameter.
 */
export const SORT_PARAM = 'sort';

/** The sort `search` asks for, when it is one of `known`; else null. */
export function sortFromSearch(search: string, known: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(SORT_PARAM);
  return value !== null && known.includes(value) ? value : null;
}

/** `href` with `sort` as its sort parameter (none for 'none'), everything else kept. */
export function hrefWithSort(href: string, sort: string): string {
  const url = new URL(href);
  if (sort === 'none') url.searchParams.delete(SORT_PARAM);
  else url.searchParams.set(SORT_PARAM, sort);
  return `${url.pathname}${url.search}${url.hash}`;
}
