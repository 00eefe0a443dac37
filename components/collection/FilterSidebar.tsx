'use client';

import { useId, useState } from 'react';
import { BRANDS, type Brand } from './brandFilter';
import { FilterSidebarView } from './FilterSidebarView';

export interface FilterSidebarProps {
  selectedBrands: readonly string[];
  onBrandsChange: (brands: string[]) => void;
}

/**
 * Filter sidebar: Brands checkboxes, the (empty) Material Group, Adhesive and
 * Material Color groups, Clear filters, and an open/close toggle below 1025 px.
 * The selection lives in the parent.
 */
export function FilterSidebar({ selectedBrands, onBrandsChange }: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();

  function toggleBrand(brand: Brand, checked: boolean) {
    const next = checked
      ? BRANDS.filter((b) => b === brand || selectedBrands.includes(b))
      : selectedBrands.filter((b) => b !== brand);
    onBrandsChange([...next]);
  }

  return (
    <FilterSidebarView
      selectedBrands={selectedBrands}
      open={open}
      panelId={panelId}
      titleId={titleId}
      onToggle={() => setOpen((value) => !value)}
      onBrandChange={toggleBrand}
      onClear={() => onBrandsChange([])}
    />
  );
}
