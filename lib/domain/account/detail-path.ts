/**
 * Every order's detail page is one cached shell: the order id, like its key,
 * is read in the browser. Rendering and caching a page per id in the address
 * would let made-up ids grow the page cache without bound.
 */

export const ORDERS_PATH = '/account/orders/summary';
/** The one page the middleware serves for /account/orders/summary/{any id}. */
export const ORDER_SHELL_PATH = `${ORDERS_PATH}/order`;

const ORDER_DETAIL = /^\/account\/orders\/summary\/([^/]+)\/?$/;

/** The order id of an order-detail address ("/account/orders/summary/1001" → "1001"), else null. */
export function orderIdInPath(pathname: string): string | null {
  const encoded = ORDER_DETAIL.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The page that renders `pathname`: the order shell for any order id, else the path itself. */
export function pagePathFor(pathname: string): string {
  return ORDER_DETAIL.test(pathname) ? ORDER_SHELL_PATH : pathname;
}
