/**
 * A collection grid's page number in its URL, on its own (no imports) so the
 * grid's browser code can build its links without the catalog's sorting.
 */

/** The query parameter of a collection's page number; page 1 is the collection's plain URL. */
export const PAGE_PARAM = 'page';

/** A collection page's public URL: the path alone for page 1, `?page=N` after. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${PAGE_PARAM}=${page}`;
}
