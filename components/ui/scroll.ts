/** True when the user asks for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls an element horizontally, smoothly unless the user prefers reduced motion. */
export function scrollToLeft(element: HTMLElement, left: number): void {
  if (typeof element.scrollTo === 'function') {
    element.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  } else {
    element.scrollLeft = left;
  }
}
