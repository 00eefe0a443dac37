import { useTranslations } from 'next-intl';
import { IconFilter } from '@/components/ui/icons';
import { BRANDS, type Brand } from './brandFilter';
import styles from './FilterSidebar.module.css';

/** Each brand's message in the Filters namespace. */
const BRAND_KEYS: Record<Brand, string> = { Indoor: 'indoor', 'Short-Term Outdoor': 'shortTermOutdoor', Outdoor: 'outdoor' };
const EMPTY_GROUPS = ['materialGroup', 'adhesive', 'materialColor'] as const;

export interface FilterSidebarViewProps {
  selectedBrands: readonly string[];
  open: boolean;
  panelId: string;
  titleId: string;
  /** Without handlers the view is static: the server-rendered stand-in shown until FilterSidebar loads. */
  onToggle?: () => void;
  onBrandChange?: (brand: Brand, checked: boolean) => void;
  onClear?: () => void;
}

/** The filter sidebar's markup (rendered by FilterSidebar and, static, on the server). */
export function FilterSidebarView({ selectedBrands, open, panelId, titleId, onToggle, onBrandChange, onClear }: FilterSidebarViewProps) {
  const t = useTranslations('Filters');
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <button
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <IconFilter size={18} />
        {open ? t('hide') : t('show')}
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <button type="button" className={styles.clear} onClick={onClear} disabled={selectedBrands.length === 0}>
            {t('clear')}
          </button>
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('brands')}</legend>
          {BRANDS.map((brand) => (
            <label key={brand} className={styles.option}>
              <input
                type="checkbox"
                name="brand"
                value={brand}
                checked={selectedBrands.includes(brand)}
                readOnly={!onBrandChange}
                onChange={onBrandChange ? (event) => onBrandChange(brand, event.target.checked) : undefined}
              />
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
