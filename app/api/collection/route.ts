import { collectionContract } from '@/lib/edge/api/contracts/collection';
import { requestScope, route } from '@/lib/edge/api/server';
import { isUnavailable } from '@/lib/services/cache/read';
import { getCollection } from '@/lib/domain/catalog/storefront';
import { gridSlice } from '@/lib/domain/catalog/grid-page';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { gridCards } from '@/components/collection/gridCards';

const STORE_UNREACHABLE = 'The store could not be reached. Please try again.';

/**
 * GET /api/collection: a slice of a collection grid for the tenant of the
 * Host header (the collection read is the page's cached one). The same URL
 * answers the same cards for a while, so shared caches may keep it as they
 * keep the page.
 */
export const GET = route(
  collectionContract,
  { event: 'collection.route', cacheControl: 'public, max-age=60' },
  async ({ request, query: { handle, sort, brands, offset, limit, locale }, ok, fail }) => {
    const scope = requestScope(request);
    const shownIn = locale ?? scope.locale;
    const collection = await getCollection(scope.tenant, shownIn, handle);
    // Store failures are already logged with context by the cached read.
    if (isUnavailable(collection)) return fail(502, 'upstream', STORE_UNREACHABLE);
    if (!collection) return fail(404, 'not_found', `No collection with handle "${handle}"`);
    const { items, total } = gridSlice(collection.products, { sort, brands, offset, limit }, shownIn);
    const display = await getDisplayCurrency(scope.tenant);
    return ok({ cards: gridCards(scope.tenant, items, display, shownIn), total });
  },
);
