import { searchContract } from '@/lib/edge/api/contracts/search';
import { requestScope, route } from '@/lib/edge/api/server';
import { cardPrice } from '@/lib/domain/catalog/card';
import { showPrice } from '@/lib/ground/money/format';
import { cardOfHit } from '@/lib/domain/search/hit';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { searchProducts, SearchUnavailableError } from '@/lib/domain/search/client';
import { catalogCardsOf } from '@/lib/domain/search/cards';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { stripHandlePrefix } from '@/lib/ground/tenant/handles';

const SEARCH_UNREACHABLE = 'Search is unavailable right now. Please try again in a moment.';

/**
 * GET /api/search?q=&limit=&locale=: the header overlay's live matches
 * (reseller hosts), the first `limit` of what the /search page would list
 * for the same query on this host: the tenant comes from the Host header,
 * the search is the page's (searchProducts, relevance), its matches the
 * catalog's cards in the shopper's language as on the page. Each match's handle
 * is the one this host's URLs carry (productPath), its price the card's,
 * converted to the tenant's display currency and written for `locale` (else
 * the shopper's language). 429 over the `search` rate limit; 502 `upstream`
 * when the search service fails.
 */
export const GET = route(searchContract, { event: 'search.route', cacheControl: 'private, max-age=60' }, async ({ request, query, ok, fail }) => {
  const limit = await checkRateLimit(request, 'search');
  if (limit.refused) return limit.refused;
  const { tenant, locale } = requestScope(request);
  const shownIn = query.locale ?? locale;
  let hits;
  try {
    hits = await searchProducts({ tenant, query: query.q, sort: 'relevance', locale: shownIn });
  } catch (error) {
    // Logged with its context by the service; anything else is logged and answered 502 by route().
    if (error instanceof SearchUnavailableError) return fail(502, 'upstream', SEARCH_UNREACHABLE);
    throw error;
  }
  const shown = hits.slice(0, query.limit);
  const [display, cards] = await Promise.all([getDisplayCurrency(tenant), catalogCardsOf(tenant, shownIn, shown)]);
  return ok({
    matches: shown.map((hit) => {
      const card = cards.get(hit.id) ?? cardOfHit(hit);
      const price = cardPrice(card);
      return {
        handle: stripHandlePrefix(tenant, hit.handle),
        title: card.title,
        image: card.image?.url ?? null,
        price: price === null ? null : showPrice(price, display, shownIn),
      };
    }),
    total: hits.length,
  });
});
