import { IconFilter } from '@/components/ui/icons';
import { BRANDS, type Brand } from './brandFilter';
import styles from './FilterSidebar.module.css';

export interface FilterSidebarLabels {
  title: string;
  show: string;
  hide: string;
  clear: string;
  brands: string;
  brandNames: Record<Brand, string>;
  materialGroup: string;
  adhesive: string;
  materialColor: string;
  noOptions: string;
}

export interface FilterSidebarViewProps {
  labels: FilterSidebarLabels;
  selectedBrands: readonly string[];
  open: boolean;
  panelId: string;
  titleId: string;
  /** Without handlers the view is static: the server-rendered stand-in shown until FilterSidebar loads. */
  onToggle?: () => void;
  onBrandChange?: (brand: Brand, checked: boolean) => void;
  onClear?: () => void;
}

/** The filter sidebar's markup (hook-free: rendered by FilterSidebar and, static, on the server). */
export function FilterSidebarView({ labels, selectedBrands, open, panelId, titleId, onToggle, onBrandChange, onClear }: FilterSidebarViewProps) {
  const emptyGroups = [labels.materialGroup, labels.adhesive, labels.materialColor];
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
        {open ? labels.hide : labels.show}
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <button type="button" className={styles.clear} onClick={onClear} disabled={selectedBrands.length === 0}>
            {labels.clear}
          </button>
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{labels.brands}</legend>
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
              <span>{labels.brandNames[brand]}</span>
            </label>
          ))}
        </fieldset>
        {emptyGroups.map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{group}</legend>
            <p className={styles.none}>{labels.noOptions}</p>
          </fieldset>
        ))}
      </div>
    </aside>
  );
}
