import { fireEvent } from '@testing-library/react';

/**
 * jsdom has <dialog> but not showModal() / close(). This stands in for what
 * the browser does and the app relies on: showModal() opens and focuses the
 * first focusable descendant (an `autofocus` one first), Escape fires a
 * cancelable `cancel` that closes unless prevented, close() fires `close`.
 * What jsdom cannot show (inertness of the page behind, the top layer) is
 * checked in Chromium by the browser tests.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const modals: HTMLDialogElement[] = [];

function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  modals.splice(modals.indexOf(this), 1);
  this.dispatchEvent(new Event('close'));
}

function showModal(this: HTMLDialogElement) {
  if (this.open) return;
  this.setAttribute('open', '');
  modals.push(this);
  const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
  document.addEventListener('keydown', (event) => {
    const top = modals[modals.length - 1];
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/** Whether the dialog was opened with showModal() and is still open. */
export function isModal(dialog: Element): boolean {
  return modals.includes(dialog as HTMLDialogElement);
}

/** A click on the ::backdrop: the browser targets the dialog, at a point outside its box. */
export function clickBackdrop(dialog: Element): void {
  const box = dialog.getBoundingClientRect();
  fireEvent.click(dialog, { clientX: box.right + 10, clientY: box.bottom + 10 });
}
