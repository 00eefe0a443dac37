'use client';

import { useId, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { IconClose } from '@/components/ui/icons';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The address modal's 800 px; otherwise a narrower dialog. Both are full width on small screens. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The account modals (address, contact information, tax form): a titled
 * Dialog with a close button. The close button comes last in the markup
 * (it sits in the corner) so focus starts on the form's first field.
 */
export function Modal({ open, title, closeLabel, onClose, wide = false, children }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      portal
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
      <button type="button" className={`icon-button ${styles.close}`} aria-label={closeLabel} onClick={onClose}>
        <IconClose />
      </button>
    </Dialog>
  );
}
