import 'server-only';
import type { Address, AddressInput } from '../../../domain/account/types';
import { storefrontQuery, type RequestContext } from '../client';
import {
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
} from '../documents';
import type { CustomerUserErrorReply } from '../types';
import type { MailingAddressInput } from '@shopify/hydrogen-react/storefront-api-types';
import { assertTokenAccepted } from './errors';
import { mapAddress, userErrorMessages } from './map';

/**
 * The address book. `platformId` is the address id as the
 * platform sent it (see LoadedCustomer.platformAddressIds). User errors come
 * back capitalised; a refused token throws CustomerTokenRefused.
 */

export type AddressResult<T> = { ok: true; value: T } | { ok: false; messages: string[] };

function toInput(a: AddressInput): MailingAddressInput {
  const { firstName, lastName, company, address1, address2, city, province, country, zip, phone } = a;
  return { firstName, lastName, company, address1, address2, city, province, country, zip, phone };
}

function outcome<T>(operation: string, errors: readonly CustomerUserErrorReply[], value: T | null): AddressResult<T> {
  assertTokenAccepted(operation, errors);
  if (errors.length) return { ok: false, messages: userErrorMessages(errors) };
  // No user error and nothing back: report it like one rather than pretend it worked.
  return value === null ? { ok: false, messages: [] } : { ok: true, value };
}

export async function createAddress(context: RequestContext, token: string, address: AddressInput): Promise<AddressResult<Address>> {
  const data = await storefrontQuery(CUSTOMER_ADDRESS_CREATE, {
    variables: { customerAccessToken: token, address: toInput(address) },
    context,
  });
  const payload = data.customerAddressCreate;
  return outcome('CustomerAddressCreate', payload?.customerUserErrors ?? [], mapAddress(payload?.customerAddress));
}

export async function updateAddress(context: RequestContext, token: string, platformId: string, address: AddressInput): Promise<AddressResult<Address>> {
  const data = await storefrontQuery(CUSTOMER_ADDRESS_UPDATE, {
    variables: { customerAccessToken: token, id: platformId, address: toInput(address) },
    context,
  });
  const payload = data.customerAddressUpdate;
  return outcome('CustomerAddressUpdate', payload?.customerUserErrors ?? [], mapAddress(payload?.customerAddress));
}

export async function deleteAddress(context: RequestContext, token: string, platformId: string): Promise<AddressResult<true>> {
  const data = await storefrontQuery(CUSTOMER_ADDRESS_DELETE, { variables: { customerAccessToken: token, id: platformId }, context });
  const payload = data.customerAddressDelete;
  return outcome('CustomerAddressDelete', payload?.customerUserErrors ?? [], payload?.deletedCustomerAddressId ? true : null);
}

export async function setDefaultAddress(context: RequestContext, token: string, platformId: string): Promise<AddressResult<true>> {
  const data = await storefrontQuery(CUSTOMER_DEFAULT_ADDRESS_UPDATE, {
    variables: { customerAccessToken: token, addressId: platformId },
    context,
  });
  const payload = data.customerDefaultAddressUpdate;
  return outcome('CustomerDefaultAddressUpdate', payload?.customerUserErrors ?? [], payload?.customer?.id ? true : null);
}
