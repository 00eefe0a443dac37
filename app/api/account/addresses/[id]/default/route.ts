import { addressDefaultContract } from '@/lib/api/contracts/account-addresses';
import { addressChangeRoute } from '@/lib/account/address-routes';
import { REPLY } from '@/lib/account/replies';
import { setDefaultAddress } from '@/lib/shopify/customer';

/** POST /api/account/addresses/{id}/default (customerDefaultAddressUpdate): 200 `{ ok: true }`; 404 not the customer's address. */
export const POST = addressChangeRoute(addressDefaultContract, 'account.address.default', setDefaultAddress, REPLY.updateFailed);
