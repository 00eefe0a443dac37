import { ProductTabsIsland, type ProductTab } from './ProductTabsIsland';
import styles from './ProductTabs.module.css';

export type { ProductTab } from './ProductTabsIsland';

export interface ProductTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ProductTab[];
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs, Home
 * and End jump to the ends. All panels are in the HTML (their content
 * rendered on the server); inactive ones hidden.
 */
export function ProductTabs({ label, tabs }: ProductTabsProps) {
  if (tabs.length === 0) return null;
  return <ProductTabsIsland label={label} tabs={tabs} classes={styles} />;
}
