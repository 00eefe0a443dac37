import { randomInt } from 'node:crypto';
import { countryCode, provinceCode } from '../customers/regions.ts';
import type { AddressRec } from '../customers/types.ts';
import { lookupZip } from '../services/postal/zips.ts';
import type { CartAddressRec, SelectableAddressRec } from '../checkout/types.ts';
import { at, type CartUserError, type CartWarning } from './errors.ts';

/** CartSelectableAddressInput / CartSelectableAddressUpdateInput as the mutations receive them. */
export interface SelectableAddressInput {
  address?: { deliveryAddress?: Partial<CartAddressRec> | null; copyFromCustomerAddressId?: string | null } | null;
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
  validationStrategy?: 'COUNTRY_CODE_ONLY' | 'STRICT' | null;
}
export interface SelectableAddressUpdateInput extends SelectableAddressInput {
  id: string;
}

/** The customer addresses `copyFromCustomerAddressId` may name: those of the cart's signed-in buyer. */
export type CustomerAddressOf = (id: unknown) => AddressRec | null;

export const MAX_DELIVERY_ADDRESSES = 20;
const MAX_FIELD = 255;
const FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'countryCode', 'provinceCode', 'zip', 'phone'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  firstName: 'First name', lastName: 'Last name', company: 'Company', address1: 'Address', address2: 'Apartment, suite, etc.',
  city: 'City', countryCode: 'Country', provinceCode: 'State / province', zip: 'ZIP / postal code', phone: 'Phone',
};

const newAddressId = () => `gid://shopify/CartSelectableAddress/${randomInt(1_000_000_000, 9_999_999_999)}`;

function fromInput(a: Partial<CartAddressRec>): CartAddressRec {
  const rec = Object.fromEntries(FIELDS.map((f) => [f, typeof a[f] === 'string' && a[f]!.trim() ? a[f]!.trim() : null])) as unknown as CartAddressRec;
  if (rec.countryCode) rec.countryCode = rec.countryCode.toUpperCase();
  if (rec.provinceCode) rec.provinceCode = rec.provinceCode.toUpperCase();
  return rec;
}

/** A customer address (stored by country and province name) as a cart delivery address (by code). */
function fromCustomerAddress(a: AddressRec): CartAddressRec {
  return {
    firstName: a.firstName, lastName: a.lastName, company: a.company, address1: a.address1, address2: a.address2, city: a.city,
    countryCode: countryCode(a.country), provinceCode: provinceCode(a.country, a.province) ?? a.province, zip: a.zip, phone: a.phone,
  };
}

const POSTAL: Record<string, RegExp> = { US: /^\d{5}(-\d{4})?$/, CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i };

/**
 * Address checks. Every strategy needs a country; STRICT (Shopify: "validated according to checkout rules")
 * also wants a street, a city, a last name, and for the US and Canada a known state / province and a postal code
 * of the right shape; a US ZIP must belong to the state (the postal data set knows every real ZIP).
 */
function addressErrors(a: CartAddressRec, strict: boolean, path: string[]): CartUserError[] {
  const errors: CartUserError[] = [];
  const err = (code: string, f: (typeof FIELDS)[number], message: string) => errors.push({ code, field: at(path, f), message });
  for (const f of FIELDS) {
    const v = a[f];
    if (v && v.length > MAX_FIELD) err('ADDRESS_FIELD_IS_TOO_LONG', f, `${LABELS[f]} is too long (maximum is ${MAX_FIELD} characters)`);
    else if (v && /<[a-z/!][^>]*>/i.test(v)) err('ADDRESS_FIELD_CONTAINS_HTML_TAGS', f, `${LABELS[f]} cannot contain HTML tags`);
  }
  if (!a.countryCode) err('ADDRESS_FIELD_IS_REQUIRED', 'countryCode', 'Country is required');
  if (!strict || errors.length) return errors;
  for (const f of ['lastName', 'address1', 'city'] as const) if (!a[f]) err('ADDRESS_FIELD_IS_REQUIRED', f, `${LABELS[f]} is required`);
  const country = a.countryCode!;
  if (country === 'US' || country === 'CA') {
    if (!a.provinceCode) err('ADDRESS_FIELD_IS_REQUIRED', 'provinceCode', `${LABELS.provinceCode} is required`);
    else if (!provinceCode(country, a.provinceCode)) err('PROVINCE_NOT_FOUND', 'provinceCode', `${a.provinceCode} is not a state or province of ${country}`);
    if (!a.zip) err('ADDRESS_FIELD_IS_REQUIRED', 'zip', `${LABELS.zip} is required`);
    else if (!POSTAL[country]!.test(a.zip)) err('INVALID_ZIP_CODE_FOR_COUNTRY', 'zip', `Enter a valid ZIP / postal code for ${country}`);
    else if (country === 'US') {
      const place = lookupZip(a.zip.slice(0, 5));
      if (!place) err('INVALID_ZIP_CODE_FOR_COUNTRY', 'zip', `Enter a valid ZIP / postal code for ${country}`);
      else if (a.provinceCode && provinceCode('US', a.provinceCode) && place.state !== a.provinceCode) {
        err('INVALID_ZIP_CODE_FOR_PROVINCE', 'zip', `Enter a valid ZIP / postal code for ${a.provinceCode}`);
      }
    }
  }
  return errors;
}

/** The address an input describes (exactly one of deliveryAddress / copyFromCustomerAddressId), or why not. */
function inputAddress(input: SelectableAddressInput, path: string[], customerAddress: CustomerAddressOf): CartAddressRec | CartUserError[] {
  const a = input.address ?? {};
  const hasDelivery = a.deliveryAddress != null;
  const hasCopy = a.copyFromCustomerAddressId != null;
  if (hasDelivery === hasCopy) {
    return [{ code: 'INVALID', field: at(path, 'address'), message: 'Provide exactly one of deliveryAddress and copyFromCustomerAddressId.' }];
  }
  if (hasCopy) {
    const found = customerAddress(a.copyFromCustomerAddressId);
    return found ? fromCustomerAddress(found)
      : [{ code: 'INVALID', field: at(path, 'address', 'copyFromCustomerAddressId'), message: 'The customer address does not exist.' }];
  }
  const rec = fromInput(a.deliveryAddress!);
  const errors = addressErrors(rec, input.validationStrategy === 'STRICT', at(path, 'address', 'deliveryAddress'));
  return errors.length ? errors : rec;
}

const sameAddress = (a: CartAddressRec, b: CartAddressRec) =>
  FIELDS.every((f) => (a[f] ?? '').toLowerCase() === (b[f] ?? '').toLowerCase());

export interface AddressChange {
  addresses: SelectableAddressRec[];
  errors: CartUserError[];
  warnings: CartWarning[];
}

function selectOne(list: SelectableAddressRec[], chosen: SelectableAddressRec): void {
  for (const x of list) if (x !== chosen) x.selected = false;
}

/**
 * cartDeliveryAddressesAdd (and cartCreate's `delivery.addresses`, and Replace on an empty list): all inputs are
 * checked first; at most one may be selected, at most 20 addresses per cart. An address equal to one already
 * there is not added twice: a DUPLICATE_DELIVERY_ADDRESS warning names the existing one.
 */
export function addAddresses(current: SelectableAddressRec[], inputs: SelectableAddressInput[], base: string[], customerAddress: CustomerAddressOf): AddressChange {
  const errors: CartUserError[] = [];
  const recs: CartAddressRec[] = [];
  inputs.forEach((input, i) => {
    const r = inputAddress(input, at(base, i), customerAddress);
    if (Array.isArray(r)) errors.push(...r);
    else recs.push(r);
  });
  if (inputs.filter((x) => x.selected).length > 1) {
    errors.push({ code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED', field: base, message: 'Only one delivery address can be selected.' });
  }
  if (!errors.length && current.length + inputs.length > MAX_DELIVERY_ADDRESSES) {
    errors.push({ code: 'TOO_MANY_DELIVERY_ADDRESSES', field: base, message: `A cart can have at most ${MAX_DELIVERY_ADDRESSES} delivery addresses.` });
  }
  if (errors.length) return { addresses: current, errors, warnings: [] };
  const addresses = current.map((x) => ({ ...x }));
  const warnings: CartWarning[] = [];
  inputs.forEach((input, i) => {
    const existing = addresses.find((x) => sameAddress(x.address, recs[i]!));
    if (existing) {
      warnings.push({ code: 'DUPLICATE_DELIVERY_ADDRESS', message: 'A delivery address with the same details already exists on this cart.', target: existing.id });
      return;
    }
    const rec: SelectableAddressRec = { id: newAddressId(), address: recs[i]!, selected: input.selected ?? false, oneTimeUse: input.oneTimeUse ?? false };
    addresses.push(rec);
    if (rec.selected) selectOne(addresses, rec);
  });
  return { addresses, errors, warnings };
}

/** cartDeliveryAddressesUpdate: each id must be one of the cart's; only the fields sent change. */
export function updateAddresses(current: SelectableAddressRec[], inputs: SelectableAddressUpdateInput[], customerAddress: CustomerAddressOf): AddressChange {
  const errors: CartUserError[] = [];
  const recs: (CartAddressRec | null)[] = inputs.map((input, i) => {
    const path = ['addresses', String(i)];
    if (!current.some((x) => x.id === input.id)) {
      errors.push({ code: 'INVALID_DELIVERY_ADDRESS_ID', field: at(path, 'id'), message: 'The delivery address was not found.' });
      return null;
    }
    if (input.address == null) return null;
    const r = inputAddress(input, path, customerAddress);
    if (Array.isArray(r)) {
      errors.push(...r);
      return null;
    }
    return r;
  });
  if (inputs.filter((x) => x.selected).length > 1) {
    errors.push({ code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED', field: ['addresses'], message: 'Only one delivery address can be selected.' });
  }
  if (errors.length) return { addresses: current, errors, warnings: [] };
  const addresses = current.map((x) => ({ ...x }));
  inputs.forEach((input, i) => {
    const rec = addresses.find((x) => x.id === input.id)!;
    if (recs[i]) rec.address = recs[i]!;
    if (input.oneTimeUse != null) rec.oneTimeUse = input.oneTimeUse;
    if (input.selected != null) rec.selected = input.selected;
    if (rec.selected) selectOne(addresses, rec);
  });
  return { addresses, errors, warnings: [] };
}

/** cartDeliveryAddressesRemove: every id must be one of the cart's, else nothing is removed. */
export function removeAddresses(current: SelectableAddressRec[], ids: string[]): AddressChange {
  const errors = ids.flatMap((id, i): CartUserError[] => (current.some((x) => x.id === id) ? [] : [{
    code: 'INVALID_DELIVERY_ADDRESS_ID', field: ['addressIds', String(i)], message: 'The delivery address was not found.',
  }]));
  return errors.length ? { addresses: current, errors, warnings: [] } : { addresses: current.filter((x) => !ids.includes(x.id)), errors, warnings: [] };
}
