import { addressDefaultContract } from '@/lib/edge/api/contracts/account-addresses';
import { addressChangeRoute } from '@/lib/edge/account/address-routes';
import { REPLY } from '@/lib/domain/account/replies';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';

/** POST /api/account/addresses/{id}/default (customerDefaultAddressUpdate): 200 `{ ok: true }`; 404 not the customer's address. */
export const POST = addressChangeRoute(addressDefaultContract, 'account.address.default', (context, token, id) => customerAccounts().setDefaultAddress(context, token, id), REPLY.updateFailed);
