import { signOutContract } from '@/lib/edge/api/contracts/session';
import { route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { platformSignOut, SIGNED_OUT_PARAM } from '@/lib/edge/session/account-sign-in';
import { redirectReply } from '@/lib/edge/session/server';

/**
 * GET /api/session/sign-out?h=: after POST /api/session/logout ended our
 * session, sends the browser to the platform's end-session page. A handle
 * that is unknown, used or of another tenant just goes home: our session is
 * already over.
 */
export const GET = route(signOutContract, { event: 'session.sign_out' }, async ({ tenant, query }) => {
  const location = config().CUSTOMER_ACCOUNTS === 'customer-account-api' ? await platformSignOut(query.h, tenant) : null;
  return redirectReply(location ?? `${tenantOrigin(tenant, config())}/?${SIGNED_OUT_PARAM}=1`);
});
