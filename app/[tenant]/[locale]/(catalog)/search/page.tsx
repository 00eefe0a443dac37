import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyResult } from '@/components/content/EmptyResult';
import { SearchView, type SearchOutcome } from '@/components/search/SearchView';
import { log } from '@/lib/log';
import { parsePage } from '@/lib/search/pages';
import { normaliseQuery, parseSort, type SearchSort } from '@/lib/search/query';
import { truncateTitle } from '@/lib/seo/meta';
import { searchProducts, SearchUnavailableError } from '@/lib/services/search';
import { getDisplayCurrency } from '@/lib/shopify/markets';
import type { Tenant } from '@/lib/tenant/types';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

type Props = {
  params: Promise<TenantParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /search?q=…&sort=…&page=… (spec accounts §2 "Search results"). The query
 * string makes it a per-request page: nothing of it enters the page cache,
 * whatever a visitor types; the search service's answers are kept, bounded,
 * by lib/services/search.ts. Results pages are not indexed; their links are
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

/** No query, no search; a failing service is a message on the page, never an error page. */
async function outcomeOf(tenant: Tenant, query: string, sort: SearchSort): Promise<SearchOutcome> {
  if (!query) return { kind: 'prompt' };
  try {
    return { kind: 'results', hits: await searchProducts({ tenant, query, sort }) };
  } catch (error) {
    // The service's own failures are logged where they happen.
    if (!(error instanceof SearchUnavailableError)) log.error('search.page.failed', { tenantKey: tenant.key, sort, error });
    return { kind: 'unavailable' };
  }
}

export default async function SearchRoute({ params, searchParams }: Props) {
  const { tenant, locale } = await routeContext(params);
  const raw = await searchParams;
  const query = normaliseQuery(raw.q);
  const sort = parseSort(raw.sort);
  const [outcome, display] = await Promise.all([outcomeOf(tenant, query, sort), getDisplayCurrency(tenant)]);
  return (
    <SearchView
      query={query}
      sort={sort}
      page={parsePage(raw.page)}
      outcome={outcome}
      tenant={tenant}
      display={display}
      locale={locale}
      emptyResult={<EmptyResult />}
    />
  );
}
