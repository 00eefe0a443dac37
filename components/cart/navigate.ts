/**
 * Leaves the site for the platform's checkout. Its own module so tests can
 * stand in for it: jsdom's location.assign cannot be replaced or spied on.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
