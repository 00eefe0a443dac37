import { checkRateLimit } from '@/lib/security/rate-limit';
import { ownAddressId, readAddressForm } from '@/lib/account/address-routes';
import { reply, userErrors } from '@/lib/api/server';
import { REPLY } from '@/lib/account/replies';
import { deleteAddress, updateAddress } from '@/lib/shopify/customer';
import { withCustomer } from '@/lib/session/server';

type Params = { params: Promise<{ id: string }> };

/**
 * PUT /api/account/addresses/{id} {address, recaptchaToken}: 200 `{ address }`.
 * DELETE /api/account/addresses/{id}: 200 `{ ok: true }`.
 * `{id}` is the URL-encoded address gid without query string; an id that is
 * not one of the session customer's addresses gets 404.
 */
export async function PUT(request: Request, { params }: Params): Promise<Response> {
  const { id } = await params;
  return withCustomer(request, 'account.address.update', async (customer) => {
    const limit = await checkRateLimit(request, 'addresses', customer.session.token);
    if (limit.refused) return limit.refused;
    const form = await readAddressForm(request);
    if (!form.ok) return form.response;
    const target = await ownAddressId(customer, id);
    if (!target.ok) return target.response;
    const result = await updateAddress(customer.scope.context, customer.session.token, target.data, form.data);
    return result.ok ? reply(200, { address: result.value }) : userErrors(result.messages, REPLY.addressFailed);
  });
}

export async function DELETE(request: Request, { params }: Params): Promise<Response> {
  const { id } = await params;
  return withCustomer(request, 'account.address.delete', async (customer) => {
    const limit = await checkRateLimit(request, 'addresses', customer.session.token);
    if (limit.refused) return limit.refused;
    const target = await ownAddressId(customer, id);
    if (!target.ok) return target.response;
    const result = await deleteAddress(customer.scope.context, customer.session.token, target.data);
    return result.ok ? reply(200, { ok: true }) : userErrors(result.messages, REPLY.deleteFailed);
  });
}
