import { addressDefaultContract } from '@/lib/api/contracts/account-addresses';
import { userErrors } from '@/lib/api/server';
import { ownAddressId } from '@/lib/account/address-routes';
import { customerRoute } from '@/lib/account/customer-route';
import { REPLY } from '@/lib/account/replies';
import { setDefaultAddress } from '@/lib/shopify/customer';

/** POST /api/account/addresses/{id}/default (customerDefaultAddressUpdate): 200 `{ ok: true }`; 404 not the customer's address. */
export const POST = customerRoute(
  addressDefaultContract,
  { event: 'account.address.default', limit: 'addresses' },
  async ({ params, customer, ok }) => {
    const target = await ownAddressId(customer, params.id ?? '');
    if (!target.ok) return target.response;
    const result = await setDefaultAddress(customer.scope.context, customer.session.token, target.data);
    return result.ok ? ok({ ok: true }) : userErrors(result.messages, REPLY.updateFailed);
  },
);
