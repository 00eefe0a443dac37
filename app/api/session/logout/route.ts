import { logoutContract } from '@/lib/edge/api/contracts/session';
import { requestScope, route } from '@/lib/edge/api/server';
import { log } from '@/lib/ground/log';
import { deleteAccessToken } from '@/lib/services/shopify/customer';
import { clearSessionCookie, readSession } from '@/lib/edge/session/server';

/**
 * POST /api/session/logout: asks the platform to
 * delete the access token (best effort: a failure must not keep anyone
 * signed in) and clears the cookie. Always 200 `{ ok: true }`, also without
 * a session.
 */
export const POST = route(logoutContract, { event: 'session.logout' }, async ({ request, ok }) => {
  const session = readSession(request);
  if (session) {
    const { context, tenant } = requestScope(request);
    try {
      if (!(await deleteAccessToken(context, session.token))) log.warn('session.logout.refused', { tenantKey: tenant.key });
    } catch (error) {
      log.warn('session.logout.failed', { tenantKey: tenant.key, error });
    }
  }
  return ok({ ok: true }, { cookies: [clearSessionCookie()] });
});
