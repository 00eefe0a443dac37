import { handleRoute, problem, readBody, reply, requestScope } from '@/lib/api/server';
import { REPLY } from '@/lib/account/replies';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { createAccessToken, loadCustomer } from '@/lib/shopify/customer';
import { setSessionCookie } from '@/lib/session/server';
import { loginSchema } from '@/lib/validation/login';

/**
 * POST /api/session/login {email, password} (spec accounts §2 "Login", §7
 * customerAccessTokenCreate). 200 `{ expiresAt, customer }` and the session
 * cookie (the token itself stays in the httpOnly cookie); 400 invalid form;
 * 401 'Invalid Credentials'; 429 rate_limited (20 attempts per client
 * address, 5 failures per email, 15 minutes: lib/security/rate-limit.ts);
 * 502 when the store cannot be reached.
 */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'session.login', async () => {
    const body = await readBody(request, loginSchema);
    if (!body.ok) return body.response;
    const limit = await checkRateLimit(request, 'login', body.data.email);
    if (limit.refused) return limit.refused;
    const { context } = requestScope(request);
    const signIn = await createAccessToken(context, body.data.email, body.data.password);
    if (!signIn.ok) return problem(401, 'invalid_credentials', REPLY.invalidCredentials);
    await limit.succeeded();
    const { details } = await loadCustomer(context, signIn.session.token);
    return reply(200, { expiresAt: signIn.session.expiresAt, customer: details }, [setSessionCookie(signIn.session)]);
  });
}
