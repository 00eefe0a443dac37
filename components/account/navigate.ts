/**
 * Full-page navigations of the account islands. Their own module so tests
 * can stand in for them: jsdom's location.assign cannot be replaced.
 */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** Where the browser is now, as a same-origin path for `redirectUrl`. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
