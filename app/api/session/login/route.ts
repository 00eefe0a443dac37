import { loginContract } from '@/lib/api/contracts/session';
import { requestScope, route } from '@/lib/api/server';
import { REPLY } from '@/lib/account/replies';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { createAccessToken, loadCustomer } from '@/lib/shopify/customer';
import { setSessionCookie } from '@/lib/session/server';

/**
 * POST /api/session/login {email, password} (spec accounts §2 "Login", §7
 * customerAccessTokenCreate). 200 `{ expiresAt, customer }` and the session
 * cookie (the token itself stays in the httpOnly cookie); 400 invalid form;
 * 401 'Invalid Credentials'; 429 rate_limited (20 attempts per client
 * address, 5 failures per email, 15 minutes: lib/security/rate-limit.ts);
 * 502 when the store cannot be reached.
 */
export const POST = route(loginContract, { event: 'session.login' }, async ({ request, body, ok, fail }) => {
  const limit = await checkRateLimit(request, 'login', body.email);
  if (limit.refused) return limit.refused;
  const { context } = requestScope(request);
  const signIn = await createAccessToken(context, body.email, body.password);
  if (!signIn.ok) return fail(401, 'invalid_credentials', REPLY.invalidCredentials);
  await limit.succeeded();
  const { details } = await loadCustomer(context, signIn.session.token);
  return ok({ expiresAt: signIn.session.expiresAt, customer: details }, { cookies: [setSessionCookie(signIn.session)] });
});
