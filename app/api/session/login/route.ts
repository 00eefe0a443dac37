import { loginContract } from '@/lib/edge/api/contracts/session';
import { requestScope, route } from '@/lib/edge/api/server';
import { recaptchaRefusal } from '@/lib/edge/account/recaptcha-gate';
import { REPLY } from '@/lib/domain/account/replies';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { createAccessToken, loadCustomer } from '@/lib/services/shopify/customer';
import { legacyAccountsOnly, setSessionCookie } from '@/lib/edge/session/server';

/**
 * POST /api/session/login {email, password, recaptchaToken?}, signing in
 * with customerAccessTokenCreate. 200 `{ expiresAt, customer }`
 * and the session cookie (the token itself stays in the httpOnly cookie);
 * 400 invalid form; 400 recaptcha once the email has failed 5 times in an
 * hour from anywhere and the token is missing or does not pass (the form
 * then gets one and sends again); 401 'Invalid Credentials'; 429
 * rate_limited for the client that failed (growing delays per email and
 * address, and per address: lib/edge/security/rate-limit.ts), never for the
 * account as a whole; 502 when the store cannot be reached.
 */
export const POST = route(loginContract, { event: 'session.login' }, async ({ request, body, ok, fail }) => {
  const unavailable = legacyAccountsOnly();
  if (unavailable) return unavailable;
  const limit = await checkRateLimit(request, 'login', body.email);
  if (limit.refused) return limit.refused;
  if (limit.recaptchaRequired) {
    const refused = await recaptchaRefusal(request, body, 'login');
    if (refused) {
      await limit.notTried();
      return refused;
    }
  }
  const { context } = requestScope(request);
  // The store failing to answer is no wrong password: it must not slow the owner down.
  const signIn = await createAccessToken(context, body.email, body.password).catch(async (error: unknown) => {
    await limit.notTried();
    throw error;
  });
  if (!signIn.ok) return fail(401, 'invalid_credentials', REPLY.invalidCredentials);
  await limit.succeeded();
  const { details } = await loadCustomer(context, signIn.session.token);
  return ok({ expiresAt: signIn.session.expiresAt, customer: details }, { cookies: [setSessionCookie(signIn.session)] });
});
