import { countryCode, provinceCode } from '../../customers/regions.ts';
import { addressFields, type AddressRec } from '../../customers/types.ts';
import { MailingAddress, type MailingAddressSrc } from '../../graphql/resolvers/address.ts';
import { gid, parseGid } from '../../graphql/gid.ts';
import type { AccountResolvers } from './context.ts';

/** A customer address as this API names it: `gid://shopify/CustomerAddress/{id}`, no token in it. */
export function accountAddressSrc(a: AddressRec): MailingAddressSrc {
  return { __typename: 'MailingAddress', id: gid('CustomerAddress', a.id), ...addressFields(a) };
}

/** The numeric id of a CustomerAddress gid, else null. */
export function accountAddressId(value: unknown): number | null {
  const g = parseGid(value);
  return g?.type === 'CustomerAddress' ? g.id : null;
}

/**
 * The same stored address the Storefront's MailingAddress reads, under this API's field names: the country and
 * province by code (`territoryCode`, `zoneCode`) and the phone as `phoneNumber`.
 */
export const CustomerAddress: AccountResolvers<MailingAddressSrc> = {
  name: MailingAddress.name as never,
  formatted: MailingAddress.formatted as never,
  formattedArea: MailingAddress.formattedArea as never,
  phoneNumber: (a) => a.phone,
  territoryCode: (a) => countryCode(a.country),
  zoneCode: (a) => provinceCode(a.country, a.province),
};
