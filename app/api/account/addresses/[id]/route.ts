import { addressDeleteContract, addressUpdateContract } from '@/lib/edge/api/contracts/account-addresses';
import { userErrors } from '@/lib/edge/api/server';
import { addressChangeRoute, addressRoute } from '@/lib/edge/account/address-routes';
import { REPLY } from '@/lib/domain/account/replies';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';

/**
 * PUT /api/account/addresses/{id} {address, recaptchaToken}: 200 `{ address }`.
 * DELETE /api/account/addresses/{id}: 200 `{ ok: true }`.
 * `{id}` is the URL-encoded address gid without query string; an id that is
 * not one of the session customer's addresses gets 404.
 */
export const PUT = addressRoute(
  addressUpdateContract,
  { event: 'account.address.update', limit: 'addresses', recaptcha: 'address' },
  async ({ body, addressId, customer: { session, scope }, ok }) => {
    const result = await customerAccounts().updateAddress(scope.context, session.token, addressId, body.address);
    return result.ok ? ok({ address: result.value }) : userErrors(result.messages, REPLY.addressFailed);
  },
);

export const DELETE = addressChangeRoute(addressDeleteContract, 'account.address.delete', (context, token, id) => customerAccounts().deleteAddress(context, token, id), REPLY.deleteFailed);
