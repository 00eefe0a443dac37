import { handleRoute, problem, readBody, reply, requestScope } from '@/lib/account/http';
import { REPLY } from '@/lib/account/replies';
import { createAccessToken, loadCustomer } from '@/lib/shopify/customer';
import { setSessionCookie } from '@/lib/session/server';
import { loginSchema } from '@/lib/validation/login';

/**
 * POST /api/session/login {email, password} (spec accounts §2 "Login", §7
 * customerAccessTokenCreate). 200 `{ expiresAt, customer }` and the session
 * cookie (the token itself stays in the httpOnly cookie); 400 invalid form;
 * 401 'Invalid Credentials'; 502 when the store cannot be reached.
 */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'session.login', async () => {
    const body = await readBody(request, loginSchema);
    if (!body.ok) return body.response;
    const { context } = requestScope(request);
    const signIn = await createAccessToken(context, body.data.email, body.data.password);
    if (!signIn.ok) return problem(401, 'invalid_credentials', REPLY.invalidCredentials);
    const { details } = await loadCustomer(context, signIn.session.token);
    return reply(200, { expiresAt: signIn.session.expiresAt, customer: details }, [setSessionCookie(signIn.session)]);
  });
}
