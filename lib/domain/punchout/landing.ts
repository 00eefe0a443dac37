import { safeRedirect } from '../../ground/http/redirect';
import { PUNCHOUT_FLAG, START_LINK_PARAMS } from './cookie-name';

/** The product pages a punchout session may start on: the product page in its two layouts. */
const PRODUCT_PAGE = /^\/(?:left-sidebar\/)?products\/[^/]+\/?$/;

/**
 * Where /api/punchout/start sends the buyer: `raw` when it is a same-origin
 * product page (the login redirect's rule, lib/ground/http/redirect.ts, then
 * the product path), without the punchout flag and start link (the session
 * now carries them; left on, the page would start the session again).
 * Other parameters stay. Null for anything else.
 */
export function punchoutLandingPath(raw: string | null | undefined, origin: string): string | null {
  const safe = safeRedirect(raw, origin);
  if (!safe) return null;
  const url = new URL(safe, origin);
  if (!PRODUCT_PAGE.test(url.pathname)) return null;
  url.searchParams.delete(PUNCHOUT_FLAG);
  for (const name of START_LINK_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
