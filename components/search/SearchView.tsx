import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCard } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { SearchHit } from '@/lib/domain/search/hit';
import type { SearchSort } from '@/lib/domain/search/query';
import type { Tenant } from '@/lib/ground/tenant/types';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import styles from './Search.module.css';

/** What a visit to /search came to. */
export type SearchOutcome =
  /** No query (or a blank one): nothing was searched. */
  | { kind: 'prompt' }
  /** The search service failed: said kindly, the form stays to try again. */
  | { kind: 'unavailable' }
  /** `cards`: the catalog's cards, in the shopper's language, of the hits on the page shown (by hit id). */
  | { kind: 'results'; hits: readonly SearchHit[]; cards: ReadonlyMap<string, ProductCard> };

export interface SearchViewProps {
  query: string;
  sort: SearchSort;
  page: number;
  outcome: SearchOutcome;
  tenant: Pick<Tenant, 'handlePrefix'>;
  display: DisplayCurrency;
  locale: string;
  /** The empty-result screen (components/content/EmptyResult, an async server component) shown under the no-results text. */
  emptyResult: ReactNode;
}

/**
 * The /search page: its heading, the form (always, prefilled), then the
 * outcome: a prompt that the field is required, the results, the
 * empty-result text and screen, or a friendly note that search is down.
 */
export function SearchView({ query, sort, page, outcome, tenant, display, locale, emptyResult }: SearchViewProps) {
  const t = useTranslations('Search');
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <SearchForm query={query} sort={sort} />
      {outcome.kind === 'prompt' ? (
        <p className={styles.message}>{t('required')}</p>
      ) : outcome.kind === 'unavailable' ? (
        <p className={styles.message} role="alert">
          {t('unavailable')}
        </p>
      ) : outcome.hits.length === 0 ? (
        <>
          <p className={styles.message} role="status">
            {t('noResults')}
          </p>
          {emptyResult}
        </>
      ) : (
        <SearchResults hits={outcome.hits} cards={outcome.cards} query={query} sort={sort} page={page} tenant={tenant} display={display} locale={locale} />
      )}
    </div>
  );
}
