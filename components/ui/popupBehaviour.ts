/**
 * What an open Popup needs, loaded on first use (see Popup.tsx): the focus
 * trap of modal dialogs and the light dismissal of disclosure panels.
 */
import { trapFocus } from './focusTrap';

export interface PopupOptions {
  /**
   * A modal dialog: focus moves in and stays in, Escape closes it and focus
   * returns to the button. Otherwise a disclosure panel: Escape (focus back
   * to the button) or a press outside closes it.
   */
  modal?: boolean;
  /** Modal: selector of the element to focus on open (default: the first focusable one). */
  initialFocus?: string;
  /** Modal: keeps the page from scrolling while open. */
  lockScroll?: boolean;
  /** Disclosure: focus leaving the wrapper closes it too. */
  closeOnBlur?: boolean;
}

/**
 * Until released: a pointer press outside `root` (and, with `onBlur`, focus
 * leaving it) calls `close`; Escape calls `close` and returns focus to `button`.
 */
export function dismissOutside(root: HTMLElement, button: HTMLElement, close: () => void, onBlur?: boolean): () => void {
  function onPointer(event: PointerEvent) {
    if (!root.contains(event.target as Node)) close();
  }
  function onFocusOut(event: FocusEvent) {
    if (!root.contains(event.relatedTarget as Node | null)) close();
  }
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      close();
      button.focus();
    }
  }
  document.addEventListener('pointerdown', onPointer);
  document.addEventListener('keydown', onKey);
  if (onBlur) root.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('pointerdown', onPointer);
    document.removeEventListener('keydown', onKey);
    root.removeEventListener('focusout', onFocusOut);
  };
}

/** Starts the behaviour of an open popup; returns the function that stops it. */
export function activate(
  panel: HTMLElement,
  root: HTMLElement | null,
  button: HTMLElement,
  close: () => void,
  { modal, initialFocus, lockScroll, closeOnBlur }: PopupOptions,
): () => void {
  if (modal) {
    return trapFocus(panel, {
      onEscape: close,
      initialFocus: initialFocus ? panel.querySelector<HTMLElement>(initialFocus) : null,
      lockScroll,
    });
  }
  return dismissOutside(root ?? panel, button, close, closeOnBlur);
}
