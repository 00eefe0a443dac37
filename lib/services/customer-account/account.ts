import 'server-only';
import type { Address, AddressInput, OrderDetail, OrderSummary } from '../../domain/account/types';
import type { RequestContext } from '../shopify/client';
import {
  CustomerTokenRefused,
  MAX_CONNECTION_SIZE,
  ORDERS_PAGE_SIZE,
  orderLineVariants,
  userErrorMessages,
  type AddressResult,
  type LoadedCustomer,
  type UpdateCustomerResult,
} from '../shopify/customer';
import { customerAccountQuery } from './client';
import { ADDRESS_CREATE, ADDRESS_DELETE, ADDRESS_UPDATE, CUSTOMER, CUSTOMER_UPDATE, ORDER, ORDERS } from './documents';
import type { CustomerAccountDocument } from './documents/document';
import { CustomerAccountError } from './errors';
import { addressInput, lineVariantIds, mapCustomer, mapOrderDetail, mapOrderSummary, orderGid } from './map';

/**
 * The account area's operations on the Customer Account API, answering
 * what the legacy operations answer (lib/services/shopify/customer). The
 * token is the customer's access token from our server-side session. A
 * token the platform refuses throws CustomerTokenRefused, as with legacy
 * accounts, so the routes answer 401 and clear the cookie.
 */

async function run<TData, TVariables>(operation: string, document: CustomerAccountDocument<TData, TVariables>, token: string, variables?: TVariables): Promise<TData> {
  try {
    return await customerAccountQuery(document, { token, variables });
  } catch (error) {
    if (error instanceof CustomerAccountError && error.kind === 'refused') throw new CustomerTokenRefused(operation);
    throw error;
  }
}

export async function loadCustomer(token: string): Promise<LoadedCustomer> {
  const data = await run('CustomerDetails', CUSTOMER, token);
  const details = mapCustomer(data.customer);
  // This API's address ids carry no query string: each is its own platform id.
  return { details, platformAddressIds: new Map(details.addresses.map((a) => [a.id, a.id])) };
}

/** The names only: the email and phone are the customer's sign-in on the platform, which this API does not change. */
export async function updateNames(token: string, names: { firstName: string; lastName: string }): Promise<UpdateCustomerResult> {
  const data = await run('CustomerUpdate', CUSTOMER_UPDATE, token, { input: names });
  const errors = data.customerUpdate?.userErrors ?? [];
  if (errors.length) return { ok: false, messages: userErrorMessages(errors) };
  return { ok: true, customer: (await loadCustomer(token)).details, session: null };
}

function outcome<T>(errors: readonly { message: string }[], value: T | null): AddressResult<T> {
  if (errors.length) return { ok: false, messages: userErrorMessages(errors) };
  return value === null ? { ok: false, messages: [] } : { ok: true, value };
}

export async function createAddress(token: string, address: AddressInput, asDefault = false): Promise<AddressResult<Address>> {
  const data = await run('CustomerAddressCreate', ADDRESS_CREATE, token, { address: addressInput(address), defaultAddress: asDefault });
  const payload = data.customerAddressCreate;
  const id = payload?.customerAddress?.id;
  return outcome(payload?.userErrors ?? [], id ? { id, ...address } : null);
}

export async function updateAddress(token: string, platformId: string, address: AddressInput): Promise<AddressResult<Address>> {
  const data = await run('CustomerAddressUpdate', ADDRESS_UPDATE, token, { addressId: platformId, address: addressInput(address) });
  const payload = data.customerAddressUpdate;
  const id = payload?.customerAddress?.id;
  return outcome(payload?.userErrors ?? [], id ? { id, ...address } : null);
}

export async function deleteAddress(token: string, platformId: string): Promise<AddressResult<true>> {
  const data = await run('CustomerAddressDelete', ADDRESS_DELETE, token, { addressId: platformId });
  const payload = data.customerAddressDelete;
  return outcome(payload?.userErrors ?? [], payload?.deletedAddressId ? true : null);
}

export async function setDefaultAddress(token: string, platformId: string): Promise<AddressResult<true>> {
  const data = await run('CustomerAddressUpdate', ADDRESS_UPDATE, token, { addressId: platformId, defaultAddress: true });
  const payload = data.customerAddressUpdate;
  return outcome(payload?.userErrors ?? [], payload?.customerAddress?.id ? true : null);
}

/** Orders for pages 1..page, 20 a page, newest first, up to one connection (250), as with legacy accounts. */
export async function getOrders(token: string, page: number): Promise<{ orders: OrderSummary[]; hasNextPage: boolean }> {
  const first = Math.min(ORDERS_PAGE_SIZE * page, MAX_CONNECTION_SIZE);
  const data = await run('CustomerOrders', ORDERS, token, { first });
  const connection = data.customer.orders;
  const orders = connection.nodes.map(mapOrderSummary).filter((o): o is OrderSummary => o !== null);
  return { orders, hasNextPage: connection.pageInfo.hasNextPage && first < MAX_CONNECTION_SIZE };
}

/**
 * The customer's own order with this numeric id, with its lines' variants
 * read from the store; null for an order that is not theirs (the API
 * answers none) or does not exist.
 */
export async function getOwnOrder(context: RequestContext, token: string, id: string): Promise<OrderDetail | null> {
  const data = await run('CustomerOrder', ORDER, token, { id: orderGid(id) });
  if (!data.order) return null;
  return mapOrderDetail(data.order, await orderLineVariants(context, lineVariantIds(data.order)));
}
