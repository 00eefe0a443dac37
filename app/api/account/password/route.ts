import { passwordContract } from '@/lib/edge/api/contracts/account-password';
import { userErrors } from '@/lib/edge/api/server';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { REPLY } from '@/lib/domain/account/replies';
import { log } from '@/lib/ground/log';
import { createAccessToken, updateCustomer } from '@/lib/services/shopify/customer';
import { legacyAccountsOnly, setSessionCookie, unauthenticated } from '@/lib/edge/session/server';

/**
 * POST /api/account/password {password, confirmPassword} (the password
 * change): customerUpdate({password}), then the session moves to
 * a token valid for the new password and the cookie is replaced.
 * 200 `{ expiresAt }`; 404 when customers sign in on the platform; 400 invalid; 422 user errors; 429 rate_limited (30 per
 * client address, 10 per session in 10 minutes).
 */
export const POST = customerRoute(
  passwordContract,
  { event: 'account.password', limit: 'account' },
  async ({ body: { password }, customer: { session, scope }, ok }) => {
    // Customers who sign in on the platform have no password with us.
    const unavailable = legacyAccountsOnly();
    if (unavailable) return unavailable;
    const result = await updateCustomer(scope.context, session.token, { password });
    if (!result.ok) return userErrors(result.messages, REPLY.updateFailed);

    // The platform invalidates every token of the customer when the password
    // changes and answers customerUpdate with a new one: we use that one.
    // Only when it sends none do we sign in silently with the email and the
    // new password (customerAccessTokenCreate).
    let next = result.session;
    const email = result.customer?.email;
    if (!next && email) {
      const signIn = await createAccessToken(scope.context, email, password);
      next = signIn.ok ? signIn.session : null;
    }
    if (!next) {
      // The password did change; the old token is gone, so the customer signs in again.
      log.error('account.password.no_token', { tenantKey: scope.tenant.key, customerId: result.customer?.id ?? null });
      return unauthenticated(true);
    }
    return ok({ expiresAt: next.expiresAt }, { cookies: [setSessionCookie(next)] });
  },
);
