'use client';

import { useRef, useState, type ButtonHTMLAttributes, type DialogHTMLAttributes, type ReactNode } from 'react';

// The modal behaviour is fetched on the first pointerenter / focus of the button, so it is ready by the click.
const loadModal = () => import('./modal');

export interface DialogToggleProps {
  /** The button's class, accessible name and content (e.g. a server-rendered icon). */
  buttonProps: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>;
  /** The dialog's id (the button's aria-controls), class and accessible name. */
  dialogProps: DialogHTMLAttributes<HTMLDialogElement> & { id: string };
  /** Dialog content, rendered on the server. A link, or any element with `data-close`, closes the dialog when clicked. */
  children: ReactNode;
}

/**
 * A button and the modal <dialog> it opens (the hamburger drawer, the
 * search overlay). The closed dialog is part of the server HTML; the island
 * holds the open state and opens it with modal.ts, loaded on first use.
 * Focus returns to the button on close.
 */
export function DialogToggle({ buttonProps, dialogProps, children }: DialogToggleProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  async function show() {
    const { openModal } = await loadModal();
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    const release = openModal(dialog, {
      returnFocus: buttonRef.current,
      onClose: () => {
        release();
        setOpen(false);
      },
    });
    setOpen(true);
  }

  return (
    <>
      <button
        {...buttonProps}
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogProps.id}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={() => void show()}
      />
      <dialog ref={dialogRef} {...dialogProps}>
        {children}
      </dialog>
    </>
  );
}
