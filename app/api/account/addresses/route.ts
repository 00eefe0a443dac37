import { addressCreateContract } from '@/lib/edge/api/contracts/account-addresses';
import { userErrors } from '@/lib/edge/api/server';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { REPLY } from '@/lib/domain/account/replies';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';

/**
 * POST /api/account/addresses {address, recaptchaToken}
 * (customerAddressCreate): 200 `{ address }`; 400 invalid / recaptcha;
 * 422 `{ error: 'user_errors', message, messages }`.
 */
export const POST = customerRoute(
  addressCreateContract,
  { event: 'account.address.create', limit: 'addresses', recaptcha: 'address' },
  async ({ body, customer: { session, scope }, ok }) => {
    const result = await customerAccounts().createAddress(scope.context, session.token, body.address);
    // The create failure text ends with a period, the update one does not.
    return result.ok ? ok({ address: result.value }) : userErrors(result.messages, `${REPLY.addressFailed}.`);
  },
);
