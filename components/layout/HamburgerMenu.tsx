import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/reseller/types';
import { Icon } from '@/components/ui/Icon';
import { Popup } from '@/components/ui/Popup';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './HamburgerMenu.module.css';

export interface HamburgerMenuProps {
  items: MenuItem[];
}

const MODAL = { modal: true, lockScroll: true };

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
 * dialog with a focus trap; Escape, the close button, the backdrop or a link
 * click close it and focus returns to the hamburger button. The drawer is
 * rendered here on the server; only the open / close behaviour (Popup)
 * runs in the browser.
 */
export function HamburgerMenu({ items }: HamburgerMenuProps) {
  const t = useTranslations('Header');
  const common = useTranslations('Common');
  const titleId = useId();
  const drawerId = useId();
  return (
    <Popup
      options={MODAL}
      buttonProps={{ className: `icon-button ${styles.toggle}`, 'aria-label': t('openMenu'), children: <Icon name="menu" /> }}
      backdropClassName={styles.backdrop}
      panelProps={{
        id: drawerId,
        className: styles.drawer,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': titleId,
        tabIndex: -1,
      }}
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
      </nav>
    </Popup>
  );
}
