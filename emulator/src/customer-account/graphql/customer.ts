import type { CustomerRec } from '../../customers/types.ts';
import { countryCode, provinceCode } from '../../customers/regions.ts';
import type { AddressInput } from '../../customers/store.ts';
import { connection, type PageArgs } from '../../graphql/connection.ts';
import { gid } from '../../graphql/gid.ts';
import { accountAddressId, accountAddressSrc } from './address.ts';
import type { AccountArgs, AccountCtx, AccountResolvers } from './context.ts';
import { customerMetafieldFields } from './metafield.ts';
import { accountOrders } from './order.ts';

export const Customer: AccountResolvers<CustomerRec> = {
  id: (c) => gid('Customer', c.id),
  displayName: (c) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email,
  emailAddress: (c) => ({ emailAddress: c.email, marketingState: c.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED' }),
  phoneNumber: (c) => (c.phone ? { phoneNumber: c.phone, marketingState: 'NOT_SUBSCRIBED' } : null),
  creationDate: (c) => c.createdAt,
  defaultAddress: (c, _a, ctx) => {
    const a = c.defaultAddressId === null ? null : ctx.customers.address(c.id, c.defaultAddressId);
    return a ? accountAddressSrc(a) : null;
  },
  addresses: (c, args, ctx) => {
    const all = ctx.customers.addresses(c.id).filter((a) => !(args.skipDefault && a.id === c.defaultAddressId));
    return connection(all.map(accountAddressSrc), args as PageArgs, (a) => a.id);
  },
  orders: (_c, args, ctx) => accountOrders(ctx, args),
  ...customerMetafieldFields,
};

interface UserError {
  code: string;
  field: string[];
  message: string;
}

const HTML = /<[^>]*>/;
const MAX_FIELD = 255;

/** The name fields of customerUpdate: no markup, at most 255 characters; null or "" clears. */
function nameProblems(input: Record<string, unknown>): UserError[] {
  const out: UserError[] = [];
  for (const f of ['firstName', 'lastName'] as const) {
    const v = input[f];
    if (typeof v !== 'string') continue;
    if (HTML.test(v)) out.push({ code: 'CONTAINS_HTML_TAGS', field: ['input', f], message: `${f === 'firstName' ? 'First' : 'Last'} name cannot contain HTML tags` });
    else if (v.length > MAX_FIELD) out.push({ code: 'TOO_LONG', field: ['input', f], message: `${f === 'firstName' ? 'First' : 'Last'} name is too long (maximum is ${MAX_FIELD} characters)` });
  }
  return out;
}

/** CustomerAddressInput → the stored fields; only those sent. */
const INPUT_FIELDS: Record<string, keyof AddressInput> = {
  firstName: 'firstName', lastName: 'lastName', company: 'company', address1: 'address1', address2: 'address2', city: 'city',
  zip: 'zip', phoneNumber: 'phone', territoryCode: 'country', zoneCode: 'province',
};

function addressInput(raw: unknown): AddressInput {
  const given = (raw ?? {}) as Record<string, string | null | undefined>;
  return Object.fromEntries(Object.entries(INPUT_FIELDS).filter(([f]) => given[f] !== undefined).map(([f, to]) => [to, given[f]]));
}

function addressProblems(raw: unknown, current: AddressInput = {}): UserError[] {
  const given = (raw ?? {}) as Record<string, string | null | undefined>;
  const out: UserError[] = [];
  for (const [f, v] of Object.entries(given)) {
    if (typeof v !== 'string') continue;
    if (HTML.test(v)) out.push({ code: 'CONTAINS_HTML_TAGS', field: ['address', f], message: 'Address cannot contain HTML tags' });
    else if (v.length > MAX_FIELD) out.push({ code: 'TOO_LONG', field: ['address', f], message: `Address field is too long (maximum is ${MAX_FIELD} characters)` });
  }
  const territory = given.territoryCode;
  if (typeof territory === 'string' && territory && countryCode(territory) !== territory.toUpperCase()) {
    out.push({ code: 'INVALID_TERRITORY_CODE', field: ['address', 'territoryCode'], message: 'Territory code is not valid' });
    return out;
  }
  const country = territory !== undefined ? territory : current.country;
  const zone = given.zoneCode !== undefined ? given.zoneCode : current.province;
  if (zone && ['US', 'CA'].includes(countryCode(country) ?? '') && !provinceCode(country, zone)) {
    out.push({ code: 'INVALID_FOR_COUNTRY', field: ['address', 'zoneCode'], message: 'Zone code is not valid for the country' });
  }
  return out;
}

const missingAddress = (): UserError => ({ code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist' });

export const CustomerMutations: AccountResolvers<unknown> = {
  customerUpdate: (_s, args, ctx) => {
    const input = (args.input ?? {}) as Record<string, string | null | undefined>;
    if (input.firstName === undefined && input.lastName === undefined) {
      return { customer: null, userErrors: [{ code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY', field: ['input'], message: 'Input cannot be empty' }] };
    }
    const userErrors = nameProblems(input);
    if (userErrors.length) return { customer: null, userErrors };
    const clean = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
    return { customer: ctx.customers.update(ctx.customerId, { firstName: clean(input.firstName), lastName: clean(input.lastName) }), userErrors: [] };
  },

  customerAddressCreate: (_s, args, ctx) => {
    const input = addressInput(args.address);
    if (!Object.values(input).some((v) => typeof v === 'string' && v.trim())) {
      return { customerAddress: null, userErrors: [{ code: 'ADDRESS_ARGUMENT_EMPTY', field: ['address'], message: 'Address cannot be empty' }] };
    }
    const userErrors = addressProblems(args.address);
    if (!userErrors.length && ctx.customers.hasAddress(ctx.customerId, input)) {
      userErrors.push({ code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS', field: ['address'], message: 'Address already exists' });
    }
    if (userErrors.length) return { customerAddress: null, userErrors };
    const a = ctx.customers.addAddress(ctx.customerId, input);
    if (args.defaultAddress === true) ctx.customers.setDefaultAddress(ctx.customerId, a.id);
    return { customerAddress: accountAddressSrc(a), userErrors: [] };
  },

  customerAddressUpdate: (_s, args, ctx) => {
    const id = accountAddressId(args.addressId);
    const current = id === null ? null : ctx.customers.address(ctx.customerId, id);
    if (!current) return { customerAddress: null, userErrors: [missingAddress()] };
    const isDefault = ctx.customers.byId(ctx.customerId)?.defaultAddressId === current.id;
    if (args.defaultAddress === false && isDefault) {
      return { customerAddress: null, userErrors: [{ code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', field: ['defaultAddress'], message: 'Make another address the default first' }] };
    }
    const userErrors = addressProblems(args.address, current);
    if (userErrors.length) return { customerAddress: null, userErrors };
    const a = ctx.customers.updateAddress(ctx.customerId, current.id, addressInput(args.address))!;
    if (args.defaultAddress === true) ctx.customers.setDefaultAddress(ctx.customerId, a.id);
    return { customerAddress: accountAddressSrc(a), userErrors: [] };
  },

  customerAddressDelete: (_s, args: AccountArgs, ctx: AccountCtx) => {
    const id = accountAddressId(args.addressId);
    const current = id === null ? null : ctx.customers.address(ctx.customerId, id);
    if (!current) return { deletedAddressId: null, userErrors: [missingAddress()] };
    const isDefault = ctx.customers.byId(ctx.customerId)?.defaultAddressId === current.id;
    if (isDefault && ctx.customers.addresses(ctx.customerId).length > 1) {
      return { deletedAddressId: null, userErrors: [{ code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', field: ['addressId'], message: 'Make another address the default before deleting this one' }] };
    }
    ctx.customers.deleteAddress(ctx.customerId, current.id);
    return { deletedAddressId: gid('CustomerAddress', current.id), userErrors: [] };
  },
};
