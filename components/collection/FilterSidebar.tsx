'use client';

import { useId, useState } from 'react';
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

export interface FilterSidebarProps {
  selectedBrands: readonly string[];
  onBrandsChange: (brands: string[]) => void;
  labels: FilterSidebarLabels;
}

/**
 * Filter sidebar: Brands checkboxes, the (empty) Material Group, Adhesive and
 * Material Color groups, Clear filters, and an open/close toggle below 1025 px.
 * The selection lives in the parent.
 */
export function FilterSidebar({ selectedBrands, onBrandsChange, labels }: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();

  function toggleBrand(brand: Brand, checked: boolean) {
    const next = checked
      ? BRANDS.filter((b) => b === brand || selectedBrands.includes(b))
      : selectedBrands.filter((b) => b !== brand);
    onBrandsChange([...next]);
  }

  const emptyGroups = [labels.materialGroup, labels.adhesive, labels.materialColor];

  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <button
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <IconFilter size={18} />
        {open ? labels.hide : labels.show}
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <button
            type="button"
            className={styles.clear}
            onClick={() => onBrandsChange([])}
            disabled={selectedBrands.length === 0}
          >
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
                onChange={(event) => toggleBrand(brand, event.target.checked)}
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
