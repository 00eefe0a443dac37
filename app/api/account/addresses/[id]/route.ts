import { addressDeleteContract, addressUpdateContract } from '@/lib/api/contracts/account-addresses';
import { userErrors } from '@/lib/api/server';
import { ownAddressId } from '@/lib/account/address-routes';
import { customerRoute } from '@/lib/account/customer-route';
import { recaptchaRefusal } from '@/lib/account/recaptcha-gate';
import { REPLY } from '@/lib/account/replies';
import { deleteAddress, updateAddress } from '@/lib/shopify/customer';

/**
 * PUT /api/account/addresses/{id} {address, recaptchaToken}: 200 `{ address }`.
 * DELETE /api/account/addresses/{id}: 200 `{ ok: true }`.
 * `{id}` is the URL-encoded address gid without query string; an id that is
 * not one of the session customer's addresses gets 404.
 */
export const PUT = customerRoute(
  addressUpdateContract,
  { event: 'account.address.update', limit: 'addresses' },
  async ({ request, body, params, customer, ok }) => {
    const refused = await recaptchaRefusal(request, body, 'address');
    if (refused) return refused;
    const target = await ownAddressId(customer, params.id ?? '');
    if (!target.ok) return target.response;
    const result = await updateAddress(customer.scope.context, customer.session.token, target.data, body.address);
    return result.ok ? ok({ address: result.value }) : userErrors(result.messages, REPLY.addressFailed);
  },
);

export const DELETE = customerRoute(
  addressDeleteContract,
  { event: 'account.address.delete', limit: 'addresses' },
  async ({ params, customer, ok }) => {
    const target = await ownAddressId(customer, params.id ?? '');
    if (!target.ok) return target.response;
    const result = await deleteAddress(customer.scope.context, customer.session.token, target.data);
    return result.ok ? ok({ ok: true }) : userErrors(result.messages, REPLY.deleteFailed);
  },
);
