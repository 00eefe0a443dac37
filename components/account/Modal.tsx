'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconClose } from '@/components/ui/icons';
import { useFocusTrap } from '@/components/ui/useFocusTrap';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The address modal's 800 px (spec §9); otherwise a narrower dialog. Both are full width on small screens. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The account modals (address, contact information, tax form): a dialog
 * over a backdrop; focus moves to the first field and stays inside, Escape
 * or the close button closes it, focus returns to what opened it, and the
 * page behind does not scroll. The close button comes last in the markup
 * (it sits in the corner) so focus starts on the form.
 */
export function Modal({ open, title, closeLabel, onClose, wide = false, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, open, { onEscape: onClose });

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${wide ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <button type="button" className={`icon-button ${styles.close}`} aria-label={closeLabel} onClick={onClose}>
          <IconClose />
        </button>
      </div>
    </div>,
    document.body,
  );
}
