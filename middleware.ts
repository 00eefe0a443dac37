import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/ground/config';
import { resolveTenant } from '@/lib/ground/tenant/resolve';
import { LOCALE_COOKIE, LOCALE_PARAM, pickLocale } from '@/lib/ground/i18n/locale';
import { SESSION_COOKIE } from '@/lib/ground/http/session-cookie';
import { accountGuardRedirect, platformSignInRedirect } from '@/lib/edge/session/guard';
import { pagePathFor } from '@/lib/domain/account/detail-path';
import { PUNCHOUT_COOKIE } from '@/lib/domain/punchout/cookie-name';
import { punchoutRouting } from '@/lib/domain/punchout/routing';
import { pagedPath } from '@/lib/domain/catalog/grid-page';

/**
 * Resolves the tenant from the host and the language from `?lang=` or the
 * stored cookie, then rewrites to `/{tenant}/{locale}/…` so that page code gets
 * both as route params and every page is cacheable per tenant and language.
 * `/account…` without a live session cookie goes to `/login?redirectUrl=…` first;
 * when the platform signs customers in (Customer Account API), the login,
 * register and reset pages go to its sign-in instead.
 * A product page opened by a procurement system (`punchout=true`) goes to
 * the punchout session's start; with the session cookie it renders the
 * reduced punchout page instead (lib/domain/punchout/routing.ts).
 * Runs on the Edge runtime: this is the reason the project keeps middleware.ts.
 * Malformed requests, unknown reseller hosts and security headers (CSP with
 * the hashes of each page's inline scripts) are the front door's job
 * (lib/edge/front-door), before Next routes anything.
 */
export function middleware(request: NextRequest) {
  // The account area needs a live session cookie; the pages themselves never see the token.
  const login = accountGuardRedirect(request.nextUrl.pathname, request.nextUrl.search, request.cookies.get(SESSION_COOKIE)?.value);
  if (login) return NextResponse.redirect(new URL(login, request.url), 307);
  const punchout = punchoutRouting(request.nextUrl.pathname, request.nextUrl.searchParams, Boolean(request.cookies.get(PUNCHOUT_COOKIE)?.value));
  if (punchout?.kind === 'start') return NextResponse.redirect(new URL(punchout.location, request.url), 303);
  const cfg = appConfig();
  const tenant = resolveTenant(request.headers.get('host'), cfg);
  const url = request.nextUrl;
  const { locale, store } = pickLocale(
    tenant,
    url.searchParams.get(LOCALE_PARAM),
    request.cookies.get(LOCALE_COOKIE)?.value,
  );

  if (cfg.CUSTOMER_ACCOUNTS === 'customer-account-api') {
    const signIn = platformSignInRedirect(url.pathname, url.searchParams, locale);
    if (signIn) return NextResponse.redirect(new URL(signIn, request.url), 307);
  }

  const target = url.clone();
  // A collection grid's `?page=N` becomes part of the path, so each page renders and caches on its own.
  const page = punchout?.kind === 'page' ? punchout.pathname : pagedPath(pagePathFor(url.pathname), url.searchParams);
  target.pathname = `/${tenant.key}/${locale}${url.pathname === '/' && punchout?.kind !== 'page' ? '' : page}`;
  const response = NextResponse.rewrite(target);
  if (store) {
    response.cookies.set(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
      sameSite: 'lax',
      secure: cfg.PUBLIC_URL_SCHEME === 'https',
    });
  }
  return response;
}

export const config = {
  // Everything but route handlers, Next internals and static files.
  matcher: ['/((?!api/|_next/|__|.*\\.[a-z0-9]+$).*)'],
};
