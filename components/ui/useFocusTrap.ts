'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { trapFocus } from './focusTrap';

export interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: moves focus into the container, keeps Tab / Shift+Tab inside
 * it, calls `onEscape` on Escape, and on deactivation returns focus to the
 * element that had it before (see focusTrap.ts).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    return trapFocus(container, {
      onEscape: () => optionsRef.current.onEscape?.(),
      initialFocus: optionsRef.current.initialFocus?.current,
    });
  }, [active, containerRef]);
}
