import type { MenuItem } from '@/lib/reseller/types';
import { SmartLink } from '@/components/ui/SmartLink';
import { MenuDropdown } from './MenuDropdown';
import styles from './PrimaryMenu.module.css';

export interface PrimaryMenuProps {
  items: MenuItem[];
  /** Accessible name of the <nav>, e.g. "Main". */
  label: string;
  /** Accessible name template for dropdown toggles; `{title}` is replaced. */
  submenuLabel: string;
  opensInNewTab: string;
}

/**
 * The primary-menu items as a horizontal nav with one level of dropdown.
 * Hidden below 1199 px (the hamburger menu covers small screens).
 */
export function PrimaryMenu({ items, label, submenuLabel, opensInNewTab }: PrimaryMenuProps) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.link}-${index}`} className={styles.item}>
            {item.items && item.items.length > 0 ? (
              <MenuDropdown
                item={item}
                toggleLabel={submenuLabel.replace('{title}', item.title)}
                opensInNewTab={opensInNewTab}
              />
            ) : (
              <SmartLink href={item.link} className={styles.link} newTabLabel={opensInNewTab}>
                {item.title}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
