import { signedOutContract } from '@/lib/edge/api/contracts/session';
import { route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { signedOutReturn, SIGNED_OUT_PARAM } from '@/lib/edge/session/account-sign-in';
import { redirectReply } from '@/lib/edge/session/server';

/**
 * GET /api/session/signed-out: the logout URL registered with the platform.
 * Its signed state names the tenant the shopper signed out on; back to that
 * tenant's home page (this host's, when the state does not verify).
 */
export const GET = route(signedOutContract, { event: 'session.signed_out' }, async ({ tenant, query }) =>
  redirectReply(signedOutReturn(query.state) ?? `${tenantOrigin(tenant, config())}/?${SIGNED_OUT_PARAM}=1`),
);
