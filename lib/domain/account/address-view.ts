/**
 * The address modal's values: a new address
 * starts in the United States with its first state; a stored one is taken
 * as it is, its province matched to the country's list by name or
 * abbreviation (so the select shows it) or else reset to the first one.
 */
import { ADDRESS_COUNTRIES, DEFAULT_ADDRESS_COUNTRY, type AddressCountry } from '@/lib/ground/validation/address';
import { subdivisionsOf } from '@/lib/ground/static/regions';
import type { Address, AddressInput } from './types';

export type AddressFormValues = Omit<AddressInput, 'country'> & { country: AddressCountry };

const isAddressCountry = (value: string): value is AddressCountry => (ADDRESS_COUNTRIES as readonly string[]).includes(value);

function firstProvince(country: AddressCountry): string {
  return subdivisionsOf(country)[0]?.name ?? '';
}

function provinceIn(country: AddressCountry, province: string): string {
  const wanted = province.trim().toLowerCase();
  const match = subdivisionsOf(country).find((s) => s.name.toLowerCase() === wanted || s.abbreviation.toLowerCase() === wanted);
  return match?.name ?? firstProvince(country);
}

export function newAddressValues(): AddressFormValues {
  return {
    firstName: '',
    lastName: '',
    company: '',
    phone: '',
    address1: '',
    address2: '',
    city: '',
    country: DEFAULT_ADDRESS_COUNTRY,
    province: firstProvince(DEFAULT_ADDRESS_COUNTRY),
    zip: '',
  };
}

export function addressValues(address: Address): AddressFormValues {
  const country = isAddressCountry(address.country) ? address.country : DEFAULT_ADDRESS_COUNTRY;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    phone: address.phone,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    country,
    province: provinceIn(country, address.province),
    zip: address.zip,
  };
}

/** Changing the country resets the province to the new country's first one. */
export function withCountry<V extends { country: AddressCountry; province: string }>(values: V, country: string): V {
  if (!isAddressCountry(country) || country === values.country) return values;
  return { ...values, country, province: firstProvince(country) };
}

/** The address book order: the default address first, then the others as the platform lists them. */
export function orderedAddresses(addresses: Address[], defaultAddressId: string | null): Address[] {
  const first = addresses.find((a) => a.id === defaultAddressId);
  return first ? [first, ...addresses.filter((a) => a !== first)] : addresses;
}
