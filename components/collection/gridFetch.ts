import { callApi } from '@/lib/edge/api/client';
import { COLLECTION } from '@/lib/edge/api/endpoints/catalog';
import type { SortOption } from '@/lib/domain/catalog/sort';
import type { Locale } from '@/lib/ground/tenant/types';

/**
 * A slice of the grid from /api/collection: loaded with the grid's first
 * request (a scroll, the next page's link, a sort or a filter), so a page
 * nobody scrolls ships no API client.
 */
export function fetchGridCards(handle: string, locale: Locale, offset: number, limit: number, query: { sort: string; brands: readonly string[] }) {
  return callApi(COLLECTION, {
    query: { handle, sort: query.sort as SortOption, brands: query.brands.length ? query.brands.join(',') : undefined, offset, limit, locale },
  });
}
