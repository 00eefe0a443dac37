import { checkRateLimit } from '@/lib/security/rate-limit';
import { ownAddressId } from '@/lib/account/address-routes';
import { reply, userErrors } from '@/lib/api/server';
import { REPLY } from '@/lib/account/replies';
import { setDefaultAddress } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

/** POST /api/account/addresses/{id}/default (customerDefaultAddressUpdate): 200 `{ ok: true }`; 404 not the customer's address. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return withCustomer(request, 'account.address.default', async (customer) => {
    const limit = await checkRateLimit(request, 'addresses', customer.session.token);
    if (limit.refused) return limit.refused;
    const target = await ownAddressId(customer, id);
    if (!target.ok) return target.response;
    const result = await setDefaultAddress(customer.scope.context, customer.session.token, target.data);
    return result.ok ? reply(200, { ok: true }) : userErrors(result.messages, REPLY.updateFailed);
  });
}
