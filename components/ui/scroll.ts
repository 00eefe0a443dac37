/** Scrolls an element horizontally, smoothly unless the user prefers reduced motion. */
export function scrollToLeft(element: HTMLElement, left: number): void {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (typeof element.scrollTo === 'function') {
    element.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
  } else {
    element.scrollLeft = left;
  }
}
