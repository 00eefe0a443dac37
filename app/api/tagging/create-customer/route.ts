import { createCustomerContract } from '@/lib/edge/api/contracts/customer';
import { requestScope, route, userErrors } from '@/lib/edge/api/server';
import { recaptchaRefusal } from '@/lib/edge/account/recaptcha-gate';
import { REPLY } from '@/lib/domain/account/replies';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { registrationTags } from '@/lib/edge/account/tagging-routes';
import { createCustomer } from '@/lib/services/tagging';
import { capitalise } from '@/lib/services/shopify/customer/map';
import { legacyAccountsOnly } from '@/lib/edge/session/server';

/**
 * POST /api/tagging/create-customer {firstName, lastName, email, password,
 * confirmPassword, recaptchaToken} (registration): trimmed fields in the
 * form's order (400 invalid), the reCAPTCHA
 * 'register' (400 recaptcha), then the tagging service creates the customer
 * with the reseller tag on reseller storefronts. 200 `{ ok: true }`;
 * 422 `{ error: 'user_errors', message, messages }`, each message capitalised;
 * 429 rate_limited (5 per client address and 3 per email and address an
 * hour), counted
 * before reCAPTCHA is asked.
 */
export const POST = route(createCustomerContract, { event: 'tagging.create_customer' }, async ({ request, body, ok }) => {
  const unavailable = legacyAccountsOnly();
  if (unavailable) return unavailable;
  const limit = await checkRateLimit(request, 'register', body.email);
  if (limit.refused) return limit.refused;
  const refused = await recaptchaRefusal(request, body, 'register');
  if (refused) return refused;

  const { firstName, lastName, email, password } = body;
  const tags = registrationTags(requestScope(request).tenant);
  const result = await createCustomer({ firstName, lastName, email, password, tags });
  return result.ok ? ok({ ok: true }) : userErrors(result.messages.map(capitalise).filter(Boolean), REPLY.registrationFailed);
});
