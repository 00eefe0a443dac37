import { PUNCHOUT_FLAG, START_LINK_PARAMS } from './cookie-name';

/**
 * How the middleware routes a punchout buyer, as a pure decision: Edge-safe, like ./cookie-name. It only asks
 * whether the session cookie is there; whether it is genuine is the
 * hand-off's question, and a forged cookie buys nothing but the reduced page.
 */

/** Starts a JSON gateway's session from its signed link, then 303s to `path`. */
export const PUNCHOUT_START_PATH = '/api/punchout/start';
/** The reduced product pages, reachable only through the rewrite below. */
export const PUNCHOUT_PAGES_PATH = '/punchout';
/** The page that answers the not-found page with a 404. */
const NOT_FOUND_PAGE = '/pages/404';

/** The punchout catalog: what the home page is for a buyer in a session (cXML and OCI land there). */
const CATALOG_PAGE = `${PUNCHOUT_PAGES_PATH}/catalog`;

/** `/products/{handle}` and the card link form `/left-sidebar/products/{id}`; the segment stays as sent (percent-encoded). */
const PRODUCT_PAGE = /^\/(?:left-sidebar\/)?products\/([^/]+)\/?$/;

export type PunchoutRouting =
  /** Answer 303 to `location` (the session start). */
  | { kind: 'start'; location: string }
  /** Render the page at `pathname` (below /{tenant}/{locale}) in place of the one asked for. */
  | { kind: 'page'; pathname: string }
  /** Not a punchout matter: route as usual. */
  | null;

const isPunchoutPagesPath = (pathname: string): boolean =>
  pathname === PUNCHOUT_PAGES_PATH || pathname.startsWith(`${PUNCHOUT_PAGES_PATH}/`);

/** The product page's path with the procurement system's parameters taken out, the shopper's own (`lang`, …) kept. */
function landingPath(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(PUNCHOUT_FLAG);
  for (const name of START_LINK_PARAMS) rest.delete(name);
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * - A product page opened with `punchout=true` starts (or restarts) the
 *   session: 303 to the start route with the signed link's parameters, as
 *   sent, and the page to land on.
 * - A product page asked for with the session cookie renders the reduced
 *   page, a page of its own so both stay cached per tenant and language;
 *   the home page renders the punchout catalog.
 * - The reduced pages' own addresses are not pages: not found.
 */
export function punchoutRouting(pathname: string, search: URLSearchParams, hasSessionCookie: boolean): PunchoutRouting {
  if (isPunchoutPagesPath(pathname)) return { kind: 'page', pathname: NOT_FOUND_PAGE };
  if (pathname === '/' && hasSessionCookie) return { kind: 'page', pathname: CATALOG_PAGE };
  const handle = PRODUCT_PAGE.exec(pathname)?.[1];
  if (!handle) return null;
  if (search.get(PUNCHOUT_FLAG)?.toLowerCase() === 'true') {
    const start = new URLSearchParams();
    for (const name of START_LINK_PARAMS) {
      const value = search.get(name);
      if (value) start.set(name, value);
    }
    start.set('path', landingPath(pathname, search));
    return { kind: 'start', location: `${PUNCHOUT_START_PATH}?${start.toString()}` };
  }
  if (hasSessionCookie) return { kind: 'page', pathname: `${PUNCHOUT_PAGES_PATH}/products/${handle}` };
  return null;
}
