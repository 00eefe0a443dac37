import { logoutContract } from '@/lib/edge/api/contracts/session';
import { requestScope, route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { log } from '@/lib/ground/log';
import { deleteAccessToken } from '@/lib/services/shopify/customer';
import { endSignedInSession, SIGNED_OUT_PARAM } from '@/lib/edge/session/account-sign-in';
import { clearSessionCookie, readSession } from '@/lib/edge/session/server';

/**
 * POST /api/session/logout: ends the session on our side and clears the
 * cookie; always 200 `{ ok: true }`, also without a session. Legacy
 * accounts: the platform is asked to delete the access token (best effort:
 * a failure must not keep anyone signed in). Customer Account API: our
 * session and its tokens are gone at once, and `signOutUrl` takes the
 * browser through the platform's end-session page and back.
 */
export const POST = route(logoutContract, { event: 'session.logout' }, async ({ request, tenant, ok }) => {
  const session = readSession(request);
  if (config().CUSTOMER_ACCOUNTS === 'customer-account-api') {
    // Nothing to end on the platform (no session, or ours already gone): straight home, as after the platform's step.
    const signOutUrl = (session && (await endSignedInSession(session.token, tenant))) || `/?${SIGNED_OUT_PARAM}=1`;
    return ok({ ok: true, signOutUrl }, { cookies: [clearSessionCookie()] });
  }
  if (session) {
    const { context } = requestScope(request);
    try {
      if (!(await deleteAccessToken(context, session.token))) log.warn('session.logout.refused', { tenantKey: tenant.key });
    } catch (error) {
      log.warn('session.logout.failed', { tenantKey: tenant.key, error });
    }
  }
  return ok({ ok: true }, { cookies: [clearSessionCookie()] });
});
