import { countryCode, provinceCode } from '../../customers/regions.ts';
import { addressFields, type AddressFields, type AddressRec } from '../../customers/types.ts';
import type { ShippingAddress } from '../../checkout/types.ts';
import type { TypeResolvers } from '../context.ts';
import { gid } from '../gid.ts';

/** What a MailingAddress resolves from: the stored fields plus its Shopify id. */
export interface MailingAddressSrc extends AddressFields {
  __typename: 'MailingAddress';
  id: string;
}

/**
 * A customer address id as Shopify forms it: it names the model and carries the access token it was read
 * with. Mutations accept it with or without that query string.
 */
export function customerAddressGid(addressId: number, token: string): string {
  const query = new URLSearchParams(token ? { model_name: 'CustomerAddress', customer_access_token: token } : { model_name: 'CustomerAddress' });
  return `${gid('MailingAddress', addressId)}?${query}`;
}

export function customerAddressSrc(a: AddressRec, token: string): MailingAddressSrc {
  return { __typename: 'MailingAddress', id: customerAddressGid(a.id, token), ...addressFields(a) };
}

/** An order's shipping address; the hosted checkout asks for one "name", which Shopify splits at the first space. */
export function orderAddressSrc(orderId: number, s: ShippingAddress): MailingAddressSrc {
  const space = s.name.indexOf(' ');
  return {
    __typename: 'MailingAddress',
    id: `${gid('MailingAddress', orderId)}?model_name=Address`,
    firstName: s.firstName ?? (space < 0 ? null : s.name.slice(0, space)),
    lastName: s.lastName ?? (space < 0 ? s.name : s.name.slice(space + 1)),
    company: s.company ?? null, address1: s.address1, address2: s.address2 ?? null, city: s.city, province: s.province,
    country: s.country, zip: s.zip, phone: s.phone ?? null,
  };
}

const fullName = (a: MailingAddressSrc) => [a.firstName, a.lastName].filter(Boolean).join(' ') || null;

export const MailingAddress: TypeResolvers<MailingAddressSrc> = {
  name: (a) => fullName(a),
  countryCodeV2: (a) => countryCode(a.country),
  countryCode: (a) => countryCode(a.country),
  provinceCode: (a) => provinceCode(a.country, a.province),
  latitude: () => null,
  longitude: () => null,
  // Shopify's US/CA layout: "City ST 12345" on one line.
  formatted: (a, args) => {
    const area = [a.city, provinceCode(a.country, a.province) ?? a.province, a.zip].filter(Boolean).join(' ');
    return [
      args.withName ? fullName(a) : null, args.withCompany ? a.company : null, a.address1, a.address2, area || null, a.country,
    ].filter((line): line is string => Boolean(line));
  },
  formattedArea: (a) => [a.city, a.province, a.country].filter(Boolean).join(', ') || null,
};
