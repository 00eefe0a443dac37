import { addressCreateContract } from '@/lib/api/contracts/account-addresses';
import { userErrors } from '@/lib/api/server';
import { customerRoute } from '@/lib/account/customer-route';
import { REPLY } from '@/lib/account/replies';
import { createAddress } from '@/lib/shopify/customer';

/**
 * POST /api/account/addresses {address, recaptchaToken}
 * (customerAddressCreate): 200 `{ address }`; 400 invalid / recaptcha;
 * 422 `{ error: 'user_errors', message, messages }`.
 */
export const POST = customerRoute(
  addressCreateContract,
  { event: 'account.address.create', limit: 'addresses', recaptcha: 'address' },
  async ({ body, customer: { session, scope }, ok }) => {
    const result = await createAddress(scope.context, session.token, body.address);
    // The create failure text ends with a period, the update one does not.
    return result.ok ? ok({ address: result.value }) : userErrors(result.messages, `${REPLY.addressFailed}.`);
  },
);
