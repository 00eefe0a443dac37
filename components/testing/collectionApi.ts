import type { ProductCard } from '@/lib/domain/catalog/types';
import { gridSlice, isSortOption } from '@/lib/domain/catalog/grid-page';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { gridCards } from '@/components/collection/gridCards';

/** What CollectionView needs besides the cards, for a collection of the US site. */
export const GRID_PLACE = { tenant: { handlePrefix: '' }, handle: 'all', path: '/collections/all' } as const;

/**
 * Stands in for /api/collection in component tests: answers each slice from
 * `cards` with the route's own slicing and card building, or fails while
 * `state.fail` is set. Returns the state and the requested URLs.
 */
export function serveCollection(cards: ProductCard[], display: DisplayCurrency, locale = 'en') {
  const state = { fail: false, requests: [] as URL[] };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    state.requests.push(url);
    if (state.fail) return { ok: false, status: 502, json: async () => ({ error: 'upstream', message: 'The store could not be reached.' }) };
    const q = url.searchParams;
    const sort = q.get('sort');
    const { items, total } = gridSlice(
      cards,
      {
        sort: isSortOption(sort) ? sort : 'none',
        brands: q.get('brands')?.split(',') ?? [],
        offset: Number(q.get('offset') ?? 0),
        limit: Number(q.get('limit') ?? 5),
      },
      locale,
    );
    return { ok: true, status: 200, json: async () => ({ cards: gridCards(GRID_PLACE.tenant, items, display, locale), total }) };
  }) as unknown as typeof fetch;
  return state;
}
