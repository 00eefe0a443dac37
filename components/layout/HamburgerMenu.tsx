'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MenuItem } from '@/lib/reseller/types';
import { IconClose, IconMenu } from '@/components/ui/icons';
import { SmartLink } from '@/components/ui/SmartLink';
import { useFocusTrap } from '@/components/ui/useFocusTrap';
import styles from './HamburgerMenu.module.css';

export interface HamburgerMenuLabels {
  open: string;
  close: string;
  title: string;
  opensInNewTab: string;
}

export interface HamburgerMenuProps {
  items: MenuItem[];
  labels: HamburgerMenuLabels;
}

function MenuList({ items, onNavigate, newTabLabel }: { items: MenuItem[]; onNavigate: () => void; newTabLabel: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={`${item.link}-${index}`}>
          <SmartLink href={item.link} className={styles.link} onClick={onNavigate} newTabLabel={newTabLabel}>
            {item.title}
          </SmartLink>
          {item.items && item.items.length > 0 ? (
            <MenuList items={item.items} onNavigate={onNavigate} newTabLabel={newTabLabel} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Hamburger button and side drawer with the hamburger-menu items: a modal
 * dialog with a focus trap; Escape, the close button, the backdrop or a link
 * click close it and focus returns to the hamburger button.
 */
export function HamburgerMenu({ items, labels }: HamburgerMenuProps) {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const drawerId = useId();
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(drawerRef, open, { onEscape: close });

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={`icon-button ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={labels.open}
        onClick={() => setOpen(true)}
      >
        <IconMenu />
      </button>
      <div className={styles.backdrop} hidden={!open} onClick={close} />
      <div
        ref={drawerRef}
        id={drawerId}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        hidden={!open}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <button type="button" className="icon-button" aria-label={labels.close} onClick={close}>
            <IconClose />
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <MenuList items={items} onNavigate={close} newTabLabel={labels.opensInNewTab} />
        </nav>
      </div>
    </>
  );
}
