import { searchContract } from '@/lib/api/contracts/search';
import { requestScope, route } from '@/lib/api/server';
import { showPrice } from '@/lib/money/format';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { searchProducts, SearchUnavailableError } from '@/lib/services/search';
import { getDisplayCurrency } from '@/lib/shopify/markets';
import { stripHandlePrefix } from '@/lib/tenant/handles';

const SEARCH_UNREACHABLE = 'Search is unavailable right now. Please try again in a moment.';

/**
 * GET /api/search?q=&limit=&locale=: the header overlay's live matches
 * (reseller hosts), the first `limit` of what the /search page would list
 * for the same query on this host: the tenant comes from the Host header,
 * the search is the page's (searchProducts, relevance). Each match's handle
 * is the one this host's URLs carry (productPath), its price the card's,
 * converted to the tenant's display currency and written for `locale` (else
 * the shopper's language). 429 over the `search` rate limit; 502 `upstream`
 * when the search service fails.
 */
export const GET = route(searchContract, { event: 'search.route', cacheControl: 'private, max-age=60' }, async ({ request, query, ok, fail }) => {
  const limit = await checkRateLimit(request, 'search');
  if (limit.refused) return limit.refused;
  const { tenant, locale } = requestScope(request);
  let hits;
  try {
    hits = await searchProducts({ tenant, query: query.q, sort: 'relevance' });
  } catch (error) {
    // Logged with its context by the service; anything else is logged and answered 502 by route().
    if (error instanceof SearchUnavailableError) return fail(502, 'upstream', SEARCH_UNREACHABLE);
    throw error;
  }
  const display = await getDisplayCurrency(tenant);
  const shownIn = query.locale ?? locale;
  return ok({
    matches: hits.slice(0, query.limit).map((hit) => ({
      handle: stripHandlePrefix(tenant, hit.handle),
      title: hit.title,
      image: hit.image,
      price: hit.price === null ? null : showPrice(hit.price, display, shownIn),
    })),
    total: hits.length,
  });
});
