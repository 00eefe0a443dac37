/**
 * What an open Popup needs, loaded on first use (see Popup.tsx): the light
 * dismissal of a disclosure panel.
 */

export interface PopupOptions {
  /** Focus leaving the wrapper closes it too (Escape and a press outside always do). */
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
