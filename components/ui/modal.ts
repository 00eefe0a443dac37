/**
 * The one modal's behaviour, on a native <dialog>: showModal() makes the
 * page behind inert (focus stays inside), moves focus in (the first
 * focusable element, or one with `autofocus`), draws the backdrop and turns
 * Escape into `cancel`. This adds what the platform leaves to us: Escape, a
 * click on the backdrop, a link or a `data-close` element ask `onClose`
 * (the owner decides), and closing gives focus back to the opener. The page
 * behind holds still by CSS (globals.css). Dialog.tsx wraps it for React;
 * DialogToggle loads it on first use.
 */
export interface ModalOptions {
  /** Asked to close; the owner then calls the function openModal returned. */
  onClose: () => void;
  /** Where focus goes back on close; by default the element that had it on open. */
  returnFocus?: HTMLElement | null;
}

function outside(dialog: HTMLElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Shows `dialog` as a modal; the returned function closes it and gives focus back. */
export function openModal(dialog: HTMLDialogElement, { onClose, returnFocus }: ModalOptions): () => void {
  const opener = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  function onCancel(event: Event) {
    // Escape: closing is the owner's call, so its state and the element never disagree.
    event.preventDefault();
    onClose();
  }
  function onClick(event: MouseEvent) {
    const target = event.target as Element;
    // A click on the ::backdrop targets the dialog itself, outside its box.
    if (target === dialog ? outside(dialog, event) : target.closest('a[href],[data-close]')) onClose();
  }
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('click', onClick);
  if (!dialog.open) dialog.showModal();
  return () => {
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('click', onClick);
    if (dialog.open) dialog.close();
    if (opener?.isConnected) opener.focus();
  };
}
