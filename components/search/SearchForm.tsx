import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SEARCH_QUERY_MAX } from '@/lib/domain/search/query';
import { SEARCH_SORTS, type SearchSort } from '@/lib/domain/search/query';
import { SearchSortSelect } from './SearchSortSelect';
import styles from './Search.module.css';

export interface SearchFormProps {
  query: string;
  sort: SearchSort;
}

/**
 * The /search form: a GET form, so a search is a plain link and works
 * without JavaScript. The field is required and keeps
 * the query; choosing a sort searches again (SearchSortSelect), as does the
 * button; a new search starts at page 1.
 */
export function SearchForm({ query, sort }: SearchFormProps) {
  const t = useTranslations('Search');
  const fieldId = useId();
  const sortId = useId();
  return (
    <form className={styles.form} action="/search" method="get" role="search">
      <label htmlFor={fieldId} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={fieldId}
        className={`field ${styles.query}`}
        type="search"
        name="q"
        required
        maxLength={SEARCH_QUERY_MAX}
        defaultValue={query}
        placeholder={t('placeholder')}
        autoComplete="off"
      />
      <label htmlFor={sortId} className={styles.sortLabel}>
        {t('sortLabel')}
      </label>
      <SearchSortSelect id={sortId} className={`field ${styles.sort}`} defaultValue={sort}>
        {SEARCH_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </SearchSortSelect>
      <button type="submit" className={`button ${styles.submit}`}>
        {t('submit')}
      </button>
    </form>
  );
}
