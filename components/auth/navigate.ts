/**
 * Full-page navigations of the auth forms and the account menu. Their own
 * module so tests can stand in for them: jsdom's location cannot be
 * replaced or spied on.
 */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** Leaves a page that should not stay in the history (the login page of a signed-in shopper). */
export function replaceWith(path: string): void {
  window.location.replace(path);
}
