'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CollectionGrid, type CollectionGridProps } from './CollectionGrid';

/** The brands checked in the sidebar, in its order; Clear filters is enabled while any is. */
function checkedBrands(root: HTMLElement): string[] {
  const brands = Array.from(root.querySelectorAll<HTMLInputElement>('input[name="brand"]:checked'), (box) => box.value);
  const clear = root.querySelector<HTMLButtonElement>('[data-filters="clear"]');
  if (clear) clear.disabled = brands.length === 0;
  return brands;
}

export interface FilteredGridProps extends CollectionGridProps {
  /** The filter sidebar, rendered on the server (FilterSidebar). */
  sidebar: ReactNode;
  /** The mobile toggle's words, formatted on the server. */
  toggleLabels: { show: string; hide: string };
}

/**
 * The grid with the filter sidebar (generic collection page): the sidebar is
 * server markup whose checkboxes, Clear filters and mobile toggle work through
 * the delegated handlers here, so it ships no code of its own. Only pages that
 * pass `filterSidebar` (./FilterSidebar) to CollectionView load this island.
 */
export function FilteredGrid({ sidebar, toggleLabels, ...grid }: FilteredGridProps) {
  const [selectedBrands, setSelectedBrands] = useState<string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  // Boxes checked before hydration, or restored by the browser on going back, filter too.
  useEffect(() => {
    if (rootRef.current) setSelectedBrands(checkedBrands(rootRef.current));
  }, []);

  return (
    <div
      ref={rootRef}
      className={grid.classes.withSidebar}
      onChange={(event) => {
        if ((event.target as HTMLInputElement).name === 'brand') setSelectedBrands(checkedBrands(event.currentTarget));
      }}
      onClick={(event) => {
        const button = (event.target as Element).closest<HTMLButtonElement>('[data-filters]');
        if (button?.dataset.filters === 'clear') {
          const root = event.currentTarget;
          root.querySelectorAll<HTMLInputElement>('input[name="brand"]').forEach((box) => {
            box.checked = false;
          });
          setSelectedBrands(checkedBrands(root));
        } else if (button?.dataset.filters === 'toggle') {
          // The mobile toggle opens the panel (data-open, shown by CSS below 1025 px).
          const open = button.getAttribute('aria-expanded') !== 'true';
          button.setAttribute('aria-expanded', String(open));
          document.getElementById(button.getAttribute('aria-controls') ?? '')?.setAttribute('data-open', String(open));
          if (button.lastChild) button.lastChild.textContent = open ? toggleLabels.hide : toggleLabels.show;
        }
      }}
    >
      {sidebar}
      <CollectionGrid {...grid} selectedBrands={selectedBrands} />
    </div>
  );
}
