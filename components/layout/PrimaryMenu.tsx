import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/services/reseller/types';
import { Icon } from '@/components/ui/Icon';
import { Popup } from '@/components/ui/Popup';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './PrimaryMenu.module.css';

export interface PrimaryMenuProps {
  items: MenuItem[];
}

const CLOSE_ON_BLUR = { closeOnBlur: true };

/**
 * The primary-menu items as a horizontal nav with one level of dropdown.
 * Hidden below 1199 px (the hamburger menu covers small screens). An entry
 * with children is its link plus a disclosure button (aria-expanded) for the
 * submenu; Escape, a click outside, focus leaving the entry or a submenu link
 * click close it. The links are rendered here; Popup adds the behaviour.
 */
export function PrimaryMenu({ items }: PrimaryMenuProps) {
  const t = useTranslations('Header');
  const opensInNewTab = useTranslations('Common')('opensInNewTab');
  const id = useId();
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={t('primaryNav')}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.link}-${index}`} className={styles.item}>
            {item.items && item.items.length > 0 ? (
              <Popup
                before={
                  <SmartLink href={item.link} className={styles.link} newTabLabel={opensInNewTab}>
                    {item.title}
                  </SmartLink>
                }
                buttonProps={{
                  className: styles.caret,
                  'aria-label': t('submenu', { title: item.title }),
                  children: <Icon name="chevron-down" size={16} />,
                }}
                className={styles.dropdown}
                panelProps={{ id: `${id}${index}`, className: styles.panel }}
                panelAs="ul"
                options={CLOSE_ON_BLUR}
              >
                {item.items.map((child, childIndex) => (
                  <li key={`${child.link}-${childIndex}`}>
                    <SmartLink href={child.link} className={styles.panelLink} newTabLabel={opensInNewTab}>
                      {child.title}
                    </SmartLink>
                  </li>
                ))}
              </Popup>
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
