'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { MenuItem } from '@/lib/reseller/types';
import { IconChevronDown } from '@/components/ui/icons';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './PrimaryMenu.module.css';

export interface MenuDropdownProps {
  item: MenuItem;
  toggleLabel: string;
  opensInNewTab: string;
}

/**
 * One primary-menu entry with children: the parent link plus a disclosure
 * button (aria-expanded) for the submenu. Escape or a click outside closes it.
 */
export function MenuDropdown({ item, toggleLabel, opensInNewTab }: MenuDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <SmartLink href={item.link} className={styles.link} newTabLabel={opensInNewTab}>
        {item.title}
      </SmartLink>
      <button
        ref={buttonRef}
        type="button"
        className={styles.caret}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <IconChevronDown size={16} />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {(item.items ?? []).map((child, index) => (
          <li key={`${child.link}-${index}`}>
            <SmartLink
              href={child.link}
              className={styles.panelLink}
              newTabLabel={opensInNewTab}
              onClick={() => setOpen(false)}
            >
              {child.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
