import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { IconFilter } from '@/components/ui/icons';
import { BRANDS, type Brand } from '@/lib/domain/catalog/brands';
import type { CollectionGridProps } from './CollectionGrid';
import { FilteredGrid } from './FilteredGrid';
import styles from './FilterSidebar.module.css';

/** Each brand's message in the Filters namespace. */
const BRAND_KEYS: Record<Brand, string> = { Indoor: 'indoor', 'Short-Term Outdoor': 'shortTermOutdoor', Outdoor: 'outdoor' };
const EMPTY_GROUPS = ['materialGroup', 'adhesive', 'materialColor'] as const;

/**
 * Filter sidebar: Brands checkboxes, the (empty) Material Group, Adhesive and
 * Material Color groups, Clear filters, and an open/close toggle below 1025 px.
 *
 * Rendered on the server only, as it first shows (nothing selected, closed):
 * FilteredGrid's delegated handlers keep the selection, Clear filters and the
 * toggle working over this markup, so the sidebar ships no code of its own.
 * The checkboxes are uncontrolled: FilteredGrid reads them.
 */
export function FilterSidebar() {
  const t = useTranslations('Filters');
  const panelId = useId();
  const titleId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <button
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-expanded={false}
        aria-controls={panelId}
        data-filters="toggle"
      >
        <IconFilter size={18} />
        {t('show')}
      </button>
      <div id={panelId} className={styles.panel} data-open={false}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <button type="button" className={styles.clear} disabled data-filters="clear">
            {t('clear')}
          </button>
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('brands')}</legend>
          {BRANDS.map((brand) => (
            <label key={brand} className={styles.option}>
              <input type="checkbox" name="brand" value={brand} />
              <span>{t(`brand.${BRAND_KEYS[brand]}`)}</span>
            </label>
          ))}
        </fieldset>
        {EMPTY_GROUPS.map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{t(group)}</legend>
            <p className={styles.none}>{t('noOptions')}</p>
          </fieldset>
        ))}
      </div>
    </aside>
  );
}

/**
 * CollectionView's `filters` for the generic collection page: the grid with
 * this sidebar. Passed in by the page so that other pages do not ship FilteredGrid.
 */
export function filterSidebar(grid: CollectionGridProps) {
  return <SidebarGrid {...grid} />;
}

function SidebarGrid(grid: CollectionGridProps) {
  const t = useTranslations('Filters');
  return <FilteredGrid {...grid} sidebar={<FilterSidebar />} toggleLabels={{ show: t('show'), hide: t('hide') }} />;
}
