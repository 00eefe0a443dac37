import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/collection/ProductCard';
import { productPath } from '@/lib/domain/catalog/links';
import type { ProductCard as Card } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { cardOfHit, type SearchHit } from '@/lib/domain/search/hit';
import { pageSlice } from '@/lib/domain/search/pages';
import type { SearchSort } from '@/lib/domain/search/query';
import type { Tenant } from '@/lib/ground/tenant/types';
import { SearchPager } from './SearchPager';
import styles from './Search.module.css';

export interface SearchResultsProps {
  /** Every hit of the query (up to 999), in the sort's order. */
  hits: readonly SearchHit[];
  /** The catalog's cards of the hits shown, by hit id; a hit without one shows the index's text. */
  cards: ReadonlyMap<string, Card>;
  query: string;
  sort: SearchSort;
  /** The page asked for; one past the end shows the last. */
  page: number;
  tenant: Pick<Tenant, 'handlePrefix'>;
  display: DisplayCurrency;
  locale: string;
}

/**
 * The results of a search: how many, one page of the catalog's product
 * cards (each to /products/{handle}, its price in the tenant's currency)
 * and the pager. Rendered on the server: no JavaScript.
 */
export function SearchResults({ hits, cards, query, sort, page, tenant, display, locale }: SearchResultsProps) {
  const t = useTranslations('Search');
  const headingId = useId();
  const slice = pageSlice(hits.length, page);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('results')}
      </h2>
      <p className={styles.count}>{t('count', { count: hits.length, q: query })}</p>
      <ul className={styles.grid}>
        {hits.slice(slice.start, slice.end).map((hit, index) => (
          <li key={hit.id}>
            <ProductCard card={cards.get(hit.id) ?? cardOfHit(hit)} href={productPath(tenant, hit.handle)} locale={locale} display={display} priority={index < 2} />
          </li>
        ))}
      </ul>
      <SearchPager query={query} sort={sort} page={slice.page} pages={slice.pages} />
    </section>
  );
}
