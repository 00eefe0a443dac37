import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/services/reseller/types';
import { Icon } from '@/components/ui/Icon';
import { DialogToggle } from '@/components/ui/DialogToggle';
import { SmartLink } from '@/components/ui/SmartLink';
import { WISHLIST_PATH } from '@/components/wishlist/path';
import styles from './HamburgerMenu.module.css';

export interface HamburgerMenuProps {
  items: MenuItem[];
}

function MenuList({ items, newTabLabel }: { items: MenuItem[]; newTabLabel: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={`${item.link}-${index}`}>
          <SmartLink href={item.link} className={styles.link} newTabLabel={newTabLabel}>
            {item.title}
          </SmartLink>
          {item.items && item.items.length > 0 ? <MenuList items={item.items} newTabLabel={newTabLabel} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Hamburger button and side drawer with the hamburger-menu items: a modal
 * dialog; Escape, the close button, the backdrop or a link click close it
 * and focus returns to the hamburger button. The drawer is rendered here on
 * the server; only the open state (DialogToggle) runs in the browser.
 * The store's own pages (the wishlist) follow the tenant's menu on every
 * host, in the drawer rather than the bar, which has no room left for
 * another control beside French menu entries or on a phone.
 */
export function HamburgerMenu({ items }: HamburgerMenuProps) {
  const t = useTranslations('Header');
  const common = useTranslations('Common');
  const titleId = useId();
  const drawerId = useId();
  return (
    <DialogToggle
      buttonProps={{ className: `icon-button ${styles.toggle}`, 'aria-label': t('openMenu'), children: <Icon name="menu" /> }}
      dialogProps={{ id: drawerId, className: styles.drawer, 'aria-labelledby': titleId }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('menuTitle')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('closeMenu')} data-close>
          <Icon name="close" />
        </button>
      </div>
      <nav aria-labelledby={titleId}>
        <MenuList items={items} newTabLabel={common('opensInNewTab')} />
        <ul className={`${styles.list} ${styles.own}`}>
          <li>
            <SmartLink href={WISHLIST_PATH} className={styles.link} newTabLabel={common('opensInNewTab')}>
              {t('wishlist')}
            </SmartLink>
          </li>
        </ul>
      </nav>
    </DialogToggle>
  );
}
