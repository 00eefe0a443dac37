/**
 * Leaves the page with a full navigation, as every internal link here does
 * (components/ui/Link): the client router does not ship. A module of its own
 * so tests can stand in for it (jsdom cannot navigate).
 */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
