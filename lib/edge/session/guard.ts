import { isSessionLive } from '../../ground/http/session-cookie';

/**
 * The /account route guard, as a pure
 * decision the middleware applies: Edge-safe, like ./cookie.
 */

export const LOGIN_PATH = '/login';

/** `/account` and everything below it; `/accounts` or `/account-x` are other pages. */
export function isAccountPath(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

/**
 * Where to send a request instead of serving it: `/login?redirectUrl=<path+search>`
 * for an account path without a live session, else null (serve as usual).
 */
export function accountGuardRedirect(
  pathname: string,
  search: string,
  sessionCookie: string | null | undefined,
  now: number = Date.now(),
): string | null {
  if (!isAccountPath(pathname) || isSessionLive(sessionCookie, now)) return null;
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
