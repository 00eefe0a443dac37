import 'server-only';
import type { addressDefaultContract, addressDeleteContract } from '../api/contracts/account-addresses';
import type { Contract } from '../api/contract';
import { userErrors, type RouteHandler } from '../api/server';
import { problem } from '../../ground/http/reply';
import type { RequestContext } from '../../services/shopify/client';
import type { AddressResult } from '../../services/shopify/customer';
import { addressIdFromSegment } from '../../domain/account/address-id';
import { customerRoute, type CustomerRouteInit, type CustomerRouteInput } from './customer-route';
import { REPLY } from '../../domain/account/replies';

/**
 * A route on one of the session customer's addresses, named by the `{id}`
 * segment: 404 for a malformed id or one that is not among the customer's
 * addresses (another customer's address included), else `run` with the
 * address's platform id.
 */
export function addressRoute<C extends Contract>(
  contract: C,
  init: CustomerRouteInit,
  run: (input: CustomerRouteInput<C> & { addressId: string }) => Promise<Response>,
): RouteHandler {
  return customerRoute(contract, init, async (input) => {
    const id = addressIdFromSegment(input.params.id ?? '');
    const addressId = id ? (await input.customer.loaded()).platformAddressIds.get(id) : undefined;
    return addressId ? run({ ...input, addressId }) : problem(404, 'not_found', REPLY.notFound);
  });
}

/**
 * An address route whose platform mutation (delete, make default) answers
 * `{ ok: true }`, or the platform's user errors with `failed` when it sent
 * no message.
 */
export function addressChangeRoute(
  contract: typeof addressDeleteContract | typeof addressDefaultContract,
  event: string,
  change: (context: RequestContext, token: string, addressId: string) => Promise<AddressResult<true>>,
  failed: string,
): RouteHandler {
  return addressRoute(contract, { event, limit: 'addresses' }, async ({ addressId, customer: { session, scope }, ok }) => {
    const result = await change(scope.context, session.token, addressId);
    return result.ok ? ok({ ok: true }) : userErrors(result.messages, failed);
  });
}
