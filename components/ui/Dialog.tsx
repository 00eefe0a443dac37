'use client';

import { useEffect, useLayoutEffect, useRef, type DialogHTMLAttributes, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { openModal } from './modal';

export interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel'> {
  /** Shown as a modal while true. */
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, or a link / `data-close` element inside. */
  onClose: () => void;
  /** Where focus goes back on close; by default the element that had it when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * Rendered into document.body, and only while open: for dialogs that
   * client code opens from inside cards or forms, whose links, hover
   * styles and submit events must not reach the dialog.
   */
  portal?: boolean;
}

/**
 * The one modal for React state: a native <dialog> shown with openModal
 * (modal.ts) while `open` is true. The account modals, the confirmation and
 * the quick view use it; server-rendered dialogs open through DialogToggle.
 */
export function Dialog({ open, onClose, returnFocus, portal = false, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const releaseRef = useRef<(() => void) | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Layout effects: a dialog mounted open is a modal before the first paint,
  // and it closes (focus going back) after the commit, since React puts back
  // the focus it saw before its DOM changes.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !releaseRef.current) {
      releaseRef.current = openModal(dialog, { onClose: () => onCloseRef.current(), returnFocus: returnFocus?.current });
    } else if (!open && releaseRef.current) {
      releaseRef.current();
      releaseRef.current = null;
    }
  }, [open, returnFocus]);

  // Dropped by its owner while open: close it all the same.
  useLayoutEffect(
    () => () => {
      releaseRef.current?.();
      releaseRef.current = null;
    },
    [],
  );

  const dialog = (
    <dialog ref={ref} {...props}>
      {children}
    </dialog>
  );
  if (!portal) return dialog;
  return open && typeof document !== 'undefined' ? createPortal(dialog, document.body) : null;
}
