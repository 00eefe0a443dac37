import { isSessionLive } from '../../ground/http/session-cookie';
import { isAuthPath } from '../../ground/http/redirect';

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

/** Where the store's own sign-in, register and reset pages send the shopper when the platform signs customers in. */
export const PLATFORM_SIGN_IN_PATH = '/api/session/sign-in';

/**
 * With the Customer Account API the platform's page replaces ours: an auth
 * page becomes the sign-in start, keeping `redirectUrl` (judged there) and
 * the page's language. Null for any other path.
 */
export function platformSignInRedirect(pathname: string, searchParams: URLSearchParams, locale: string): string | null {
  if (!isAuthPath(pathname)) return null;
  const query = new URLSearchParams({ lang: locale });
  const back = searchParams.get('redirectUrl');
  if (back) query.set('redirectUrl', back);
  return `${PLATFORM_SIGN_IN_PATH}?${query.toString()}`;
}
