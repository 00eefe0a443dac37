'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { IconClose, IconSearch } from '@/components/ui/icons';
import { useFocusTrap } from '@/components/ui/useFocusTrap';
import styles from './SearchOverlay.module.css';

export interface SearchOverlayLabels {
  open: string;
  close: string;
  field: string;
  placeholder: string;
  submit: string;
}

export interface SearchOverlayProps {
  labels: SearchOverlayLabels;
  /** Form target; GET with `q`. */
  action?: string;
}

/**
 * Search button and overlay (reseller subdomains only, spec §1): a required
 * search field submitting GET {action}?q=…
 */
export function SearchOverlay({ labels, action = '/search' }: SearchOverlayProps) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const fieldId = useId();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(panelRef, open, { onEscape: close, initialFocus: inputRef });

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <IconSearch />
      </button>
      <div className={styles.backdrop} hidden={!open} onClick={close} />
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={labels.field}
        hidden={!open}
      >
        <form className={`container ${styles.form}`} action={action} method="get" role="search">
          <label htmlFor={fieldId} className="visually-hidden">
            {labels.field}
          </label>
          <input
            ref={inputRef}
            id={fieldId}
            className={`field ${styles.input}`}
            type="search"
            name="q"
            required
            autoComplete="off"
            placeholder={labels.placeholder}
          />
          <button type="submit" className="button">
            <IconSearch size={20} />
            <span>{labels.submit}</span>
          </button>
          <button type="button" className="icon-button" aria-label={labels.close} onClick={close}>
            <IconClose />
          </button>
        </form>
      </div>
    </>
  );
}
