import { checkRateLimit } from '@/lib/security/rate-limit';
import { readAddressForm } from '@/lib/account/address-routes';
import { reply, userErrors } from '@/lib/api/server';
import { REPLY } from '@/lib/account/replies';
import { createAddress } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

/**
 * POST /api/account/addresses {address, recaptchaToken} (spec accounts §7
 * customerAddressCreate): 200 `{ address }`; 400 invalid / recaptcha;
 * 422 `{ error: 'user_errors', message, messages }`.
 */
export function POST(request: Request): Promise<Response> {
  return withCustomer(request, 'account.address.create', async ({ session, scope }) => {
    const limit = await checkRateLimit(request, 'addresses', session.token);
    if (limit.refused) return limit.refused;
    const form = await readAddressForm(request);
    if (!form.ok) return form.response;
    const result = await createAddress(scope.context, session.token, form.data);
    // Spec §8: the create failure text ends with a period, the update one does not.
    return result.ok ? reply(200, { address: result.value }) : userErrors(result.messages, `${REPLY.addressFailed}.`);
  });
}
