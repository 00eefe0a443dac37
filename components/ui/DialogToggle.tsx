'use client';

import { useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './Dialog';

export interface DialogToggleProps {
  /** The button's class, accessible name and content (e.g. a server-rendered icon). */
  buttonProps: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>;
  /** The dialog's id (the button's aria-controls), class and accessible name. */
  dialogProps: Omit<DialogProps, 'open' | 'onClose' | 'children' | 'portal' | 'returnFocus'> & { id: string };
  /** Dialog content, rendered on the server. A link, or any element with `data-close`, closes the dialog when clicked. */
  children: ReactNode;
}

/**
 * A button and the modal Dialog it opens (the hamburger drawer, the search
 * overlay). The closed dialog is part of the server HTML, so the island
 * only adds the open state; focus returns to the button on close.
 */
export function DialogToggle({ buttonProps, dialogProps, children }: DialogToggleProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...buttonProps}
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogProps.id}
        onClick={() => setOpen(true)}
      />
      <Dialog {...dialogProps} open={open} onClose={() => setOpen(false)} returnFocus={buttonRef}>
        {children}
      </Dialog>
    </>
  );
}
