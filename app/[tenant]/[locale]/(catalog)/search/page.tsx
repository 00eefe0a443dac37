import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyResult } from '@/components/content/EmptyResult';
import { SearchView, type SearchOutcome } from '@/components/search/SearchView';
import { log } from '@/lib/ground/log';
import { pageSlice, parsePage } from '@/lib/domain/search/pages';
import { normaliseQuery, parseSort, type SearchSort } from '@/lib/domain/search/query';
import { truncateTitle } from '@/lib/domain/seo/meta';
import { searchProducts, SearchUnavailableError } from '@/lib/domain/search/client';
import { catalogCardsOf } from '@/lib/domain/search/cards';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import type { Tenant } from '@/lib/ground/tenant/types';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

type Props = {
  params: Promise<TenantParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /search?q=…&sort=…&page=…: the search results. The query
 * string makes it a per-request page: nothing of it enters the page cache,
 * whatever a visitor types; the search service's answers are kept, bounded,
 * by lib/domain/search/client.ts. Results pages are not indexed; their links are
 * followed.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const query = normaliseQuery((await searchParams).q);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return {
    // The layout's template adds the store's name.
    title: query ? truncateTitle(t('title', { q: query })) : t('titleEmpty'),
    robots: { index: false, follow: true },
  };
}

// Rendered per request: the layout's ISR would otherwise prerender this page
// once and then refuse its query string (a dynamic-usage error at runtime).
export const dynamic = 'force-dynamic';

/**
 * No query, no search; a failing service is a message on the page, never an
 * error page. The hits of the page shown are read as the catalog's cards in
 * the shopper's language (the index holds one).
 */
async function outcomeOf(tenant: Tenant, locale: string, query: string, sort: SearchSort, page: number): Promise<SearchOutcome> {
  if (!query) return { kind: 'prompt' };
  let hits;
  try {
    hits = await searchProducts({ tenant, query, sort, locale });
  } catch (error) {
    // The service's own failures are logged where they happen.
    if (!(error instanceof SearchUnavailableError)) log.error('search.page.failed', { tenantKey: tenant.key, sort, error });
    return { kind: 'unavailable' };
  }
  const { start, end } = pageSlice(hits.length, page);
  return { kind: 'results', hits, cards: await catalogCardsOf(tenant, locale, hits.slice(start, end)) };
}

export default async function SearchRoute({ params, searchParams }: Props) {
  const { tenant, locale } = await routeContext(params);
  const raw = await searchParams;
  const query = normaliseQuery(raw.q);
  const sort = parseSort(raw.sort);
  const page = parsePage(raw.page);
  const [outcome, display] = await Promise.all([outcomeOf(tenant, locale, query, sort, page), getDisplayCurrency(tenant)]);
  return (
    <SearchView
      query={query}
      sort={sort}
      page={page}
      outcome={outcome}
      tenant={tenant}
      display={display}
      locale={locale}
      emptyResult={<EmptyResult />}
    />
  );
}
