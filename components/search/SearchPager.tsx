import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { searchPath } from '@/lib/domain/search/links';
import { pageNumbers } from '@/lib/domain/search/pages';
import type { SearchSort } from '@/lib/domain/search/query';
import styles from './Search.module.css';

export interface SearchPagerProps {
  query: string;
  sort: SearchSort;
  page: number;
  pages: number;
}

/**
 * Result pages as plain links (each page is its own URL, reachable with Tab
 * and Enter like any link): previous, the page numbers around the current
 * one with the first and last, next. The current page is marked
 * aria-current; each number is named "Page n". Nothing for a single page.
 */
export function SearchPager({ query, sort, page, pages }: SearchPagerProps) {
  const t = useTranslations('Search');
  if (pages <= 1) return null;
  const href = (target: number) => searchPath(query, { sort, page: target });
  return (
    <nav className={styles.pager} aria-label={t('pages')}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={href(number)}
                className={styles.number}
                aria-label={t('page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} className={styles.step} rel="next">
              {t('next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
