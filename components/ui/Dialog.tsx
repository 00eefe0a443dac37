'use client';

import { useEffect, useLayoutEffect, useRef, type DialogHTMLAttributes, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel'> {
  /** Shown as a modal (showModal) while true. */
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, or a link / `data-close` element inside. */
  onClose: () => void;
  /** Where focus goes back on close; by default the element that had it when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * Rendered into document.body, and only while open: for dialogs that
   * client code opens from inside cards or forms, whose links, hover
   * styles and submit events must not reach the dialog. Without it the
   * closed dialog is part of the server HTML.
   */
  portal?: boolean;
}

function giveFocusBack(opener: RefObject<HTMLElement | null>, returnFocus: RefObject<HTMLElement | null> | undefined) {
  const target = returnFocus?.current ?? opener.current;
  opener.current = null;
  if (target?.isConnected) target.focus();
}

function outside(event: MouseEvent<HTMLDialogElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * The one modal: a native <dialog> opened with showModal(), so the browser
 * makes the page behind inert (focus stays inside), moves focus in (the
 * first focusable element, or one with `autoFocus`), draws the backdrop
 * and turns Escape into `cancel`. This adds what the platform leaves to
 * us: the open state is React's (Escape and a backdrop click ask
 * `onClose`), focus returns to the opener, and the page behind does not
 * scroll (globals.css).
 */
export function Dialog({ open, onClose, returnFocus, portal = false, onClick, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const openerRef = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  // Layout effects: a dialog mounted open is a modal before the first paint,
  // and focus goes back after the commit (React restores the focus it saw
  // before its DOM changes, which would undo a return made earlier).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && openerRef.current) {
      if (dialog?.open) dialog.close();
      giveFocusBack(openerRef, returnFocusRef.current);
    }
  }, [open]);

  // Unmounted while open (its owner dropped it): close, and give focus back.
  useLayoutEffect(
    () => () => {
      if (ref.current?.open) ref.current.close();
      if (openerRef.current) giveFocusBack(openerRef, returnFocusRef.current);
    },
    [],
  );

  const dialog = (
    <dialog
      ref={ref}
      {...props}
      onCancel={(event) => {
        // Escape: closing is React's call, so the state and the element never disagree.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        onClick?.(event);
        const target = event.target as Element;
        if (target === event.currentTarget ? outside(event) : target.closest('a[href],[data-close]')) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
  if (!portal) return dialog;
  return open && typeof document !== 'undefined' ? createPortal(dialog, document.body) : null;
}
