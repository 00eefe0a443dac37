/**
 * Full-page navigations: every internal link is a plain anchor
 * (components/ui/Link), so code that moves on does so the same way. Their
 * own module so tests can stand in for them: jsdom's location cannot be
 * replaced or spied on.
 */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** Leaves a page that should not stay in the history (the login page of a signed-in shopper). */
export function replaceWith(path: string): void {
  window.location.replace(path);
}

/** Where the browser is now, as a same-origin path for `redirectUrl`. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
