import { parseWith, readJson, reply, userErrors } from '@/lib/api/server';
import { recaptchaRefusal } from '@/lib/account/recaptcha-gate';
import { REPLY } from '@/lib/account/replies';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { loadCustomer, updateCustomer } from '@/lib/shopify/customer';
import { setSessionCookie, withCustomer } from '@/lib/session/server';
import { contactInformationSchema } from '@/lib/validation/contact-information';

/**
 * POST /api/account/contact {firstName, lastName, email, recaptchaToken}
 * (spec accounts §5 "Contact information modal", §7 customerUpdate).
 * 200 `{ customer }`; 400 invalid / recaptcha; 422 user errors. An email
 * change makes the platform issue a new token: the cookie is replaced.
 * 429 rate_limited: 30 per client address, 10 per session in 10 minutes.
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'account.contact', async ({ session, scope }) => {
    const limit = await checkRateLimit(request, 'account', session.token);
    if (limit.refused) return limit.refused;
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const body = parseWith(contactInformationSchema, raw.data);
    if (!body.ok) return body.response;
    const refused = await recaptchaRefusal(request, raw.data, 'contact_information');
    if (refused) return refused;

    const { firstName, lastName, email } = body.data;
    const result = await updateCustomer(scope.context, session.token, { firstName, lastName, email });
    if (!result.ok) return userErrors(result.messages, REPLY.updateFailed);
    const current = result.session ?? session;
    // Normally the mutation answers the customer; otherwise read it with the token that is valid now.
    const details = result.customer ?? (await loadCustomer(scope.context, current.token)).details;
    return reply(200, { customer: details }, result.session ? [setSessionCookie(result.session)] : []);
  });
}
