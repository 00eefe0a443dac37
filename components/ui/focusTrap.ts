/**
 * Imperative focus trap, kept out of the always-loaded islands: ModalToggle
 * imports it on first use (prefetched on pointerenter / focus of its button).
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface TrapOptions {
  /** Called on Escape. */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: HTMLElement | null;
  /** Keeps the page behind from scrolling while the trap is active. */
  lockScroll?: boolean;
}

/**
 * Moves focus into `container`, keeps Tab / Shift+Tab inside it and calls
 * `onEscape` on Escape. The returned function releases the trap and returns
 * focus to the element that had it before.
 */
export function trapFocus(container: HTMLElement, { onEscape, initialFocus, lockScroll }: TrapOptions = {}): () => void {
  const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const { overflow } = document.body.style;
  if (lockScroll) document.body.style.overflow = 'hidden';
  (initialFocus ?? focusableIn(container)[0] ?? container).focus();

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(container);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      container.focus();
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !container.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !container.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  }

  container.addEventListener('keydown', onKeyDown);
  return () => {
    container.removeEventListener('keydown', onKeyDown);
    if (lockScroll) document.body.style.overflow = overflow;
    if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
  };
}
