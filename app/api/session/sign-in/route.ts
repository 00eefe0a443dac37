import { signInStartContract } from '@/lib/edge/api/contracts/session';
import { route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { isAuthPath, safeRedirect } from '@/lib/ground/http/redirect';
import { TRANSPORT_REPLY } from '@/lib/ground/http/replies';
import { problem } from '@/lib/ground/http/reply';
import { LOCALE_COOKIE, pickLocale } from '@/lib/ground/i18n/locale';
import { cookieFromHeader } from '@/lib/ground/http/session-cookie';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { startSignIn } from '@/lib/edge/session/account-sign-in';
import { redirectReply } from '@/lib/edge/session/server';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';

/**
 * GET /api/session/sign-in (Customer Account API): where /login and
 * /register send the shopper. Starts the sign-in on this host and goes to
 * the platform's sign-in page in the shopper's language; `redirectUrl` is
 * kept only as a path of this host (never an auth page), else home.
 */
export const GET = route(signInStartContract, { event: 'session.sign_in' }, async ({ request, tenant, query }) => {
  const cfg = config();
  if (cfg.CUSTOMER_ACCOUNTS !== 'customer-account-api') return problem(404, 'not_found', TRANSPORT_REPLY.notFound);
  const limit = await checkRateLimit(request, 'sign-in');
  if (limit.refused) return limit.refused;
  const path = safeRedirect(query.redirectUrl, tenantOrigin(tenant, cfg));
  const redirect = path && !isAuthPath(path) ? path : '/';
  const { locale } = pickLocale(tenant, query.lang, cookieFromHeader(request.headers.get('cookie'), LOCALE_COOKIE));
  const { location, cookies } = await startSignIn(tenant, redirect, locale);
  return redirectReply(location, cookies, 302);
});
