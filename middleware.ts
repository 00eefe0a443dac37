import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/config';
import { resolveTenant } from '@/lib/tenant/resolve';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { LOCALE_COOKIE, LOCALE_PARAM, pickLocale } from '@/lib/i18n/locale';

/**
 * Resolves the tenant from the host and the language from `?lang=` or the
 * stored cookie, then rewrites to `/{tenant}/{locale}/…` so that page code gets
 * both as route params and every page is cacheable per tenant and language.
 * Runs on the Edge runtime: this is the reason the project keeps middleware.ts.
 */
export function middleware(request: NextRequest) {
  // A malformed percent escape makes Next fail while routing (HTTP 500):
  // answer it as what it is, a path that cannot exist.
  if (!isDecodable(request.nextUrl.pathname)) return new NextResponse('Not found', { status: 404 });
  const cfg = appConfig();
  const tenant = resolveTenant(request.headers.get('host'), cfg);
  const url = request.nextUrl;
  const { locale, store } = pickLocale(
    tenant,
    url.searchParams.get(LOCALE_PARAM),
    request.cookies.get(LOCALE_COOKIE)?.value,
  );

  const target = url.clone();
  target.pathname = `/${tenant.key}/${locale}${url.pathname === '/' ? '' : url.pathname}`;
  const response = NextResponse.rewrite(target);
  response.headers.set('Content-Security-Policy', contentSecurityPolicy(cfg.IMAGE_HOSTS));
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

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // Everything but route handlers, Next internals and static files.
  matcher: ['/((?!api/|_next/|__|.*\\.[a-z0-9]+$).*)'],
};
