import { createHash, randomBytes } from 'node:crypto';
import type { AddressInput } from '../../customers/store.ts';
import { ADDRESS_FIELDS, type CustomerRec } from '../../customers/types.ts';
import { customerProblems, type CustomerInput, type FieldProblem } from '../../customers/validation.ts';
import { provinceCode, countryCode } from '../../customers/regions.ts';
import { connection, type PageArgs } from '../connection.ts';
import type { Args, Ctx, TypeResolvers } from '../context.ts';
import { gid, parseGid } from '../gid.ts';
import { customerAddressGid, customerAddressSrc } from './address.ts';
import { orderByGid, ordersConnection } from './order.ts';
import { SHOP_NAME } from './shop.ts';

/** A customer as read with one access token: address ids carry that token, as on Shopify. */
type CustomerSrc = CustomerRec & { token: string };

interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

/** Every customer payload has the current customerUserErrors and the deprecated userErrors (no code). */
const errors = (list: CustomerUserError[]) => ({
  customerUserErrors: list,
  userErrors: list.map(({ field, message }) => ({ field, message })),
});

const TOKEN_INVALID: CustomerUserError = {
  code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: 'Customer access token is invalid',
};

const fieldErrors = (problems: FieldProblem[], parent: string): CustomerUserError[] =>
  problems.map((p) => ({ code: p.code, field: [parent, p.field], message: p.message }));

export function customerByToken(token: unknown, ctx: Ctx): CustomerSrc | null {
  const c = ctx.customers.customerForToken(token);
  return c ? { ...c, token: String(token) } : null;
}

/** The buyer of a cart: a customer with a legacy token or a Customer Account API access token. */
export function cartBuyerByToken(token: unknown, ctx: Ctx): CustomerSrc | null {
  const c = ctx.customers.buyerForToken(token);
  return c ? { ...c, token: String(token) } : null;
}

/** Runs a token-guarded mutation; an unknown, revoked or expired token answers TOKEN_INVALID and `empty`. */
function withCustomer(args: Args, ctx: Ctx, empty: Record<string, null>, run: (c: CustomerSrc) => object): object {
  const c = customerByToken(args.customerAccessToken, ctx);
  return c ? run(c) : { ...empty, ...errors([TOKEN_INVALID]) };
}

/** The numeric id of a MailingAddress gid, with or without its `?model_name=…&customer_access_token=…`. */
function addressId(value: unknown): number | null {
  const g = parseGid(value);
  return g?.type === 'MailingAddress' ? g.id : null;
}

const addressMissing = (field: string): CustomerUserError => ({ code: 'NOT_FOUND', field: [field], message: 'Address does not exist' });

/** Shopify checks the province against the country's list where it has one (United States, Canada, …). */
function addressProblems(input: AddressInput, current: AddressInput = {}): CustomerUserError[] {
  const country = input.country !== undefined ? input.country : current.country;
  const province = input.province !== undefined ? input.province : current.province;
  if (province && countryCode(country) && ['US', 'CA'].includes(countryCode(country)!) && !provinceCode(country, province)) {
    return [{ code: 'INVALID', field: ['address', 'province'], message: 'Province is not valid' }];
  }
  return [];
}

/** Mutation input keeps only the MailingAddressInput fields that were sent. */
function addressInput(value: unknown): AddressInput {
  const raw = (value ?? {}) as Record<string, string | null | undefined>;
  return Object.fromEntries(ADDRESS_FIELDS.filter((f) => raw[f] !== undefined).map((f) => [f, raw[f]]));
}

/** What customerAccessTokenDelete reports as the token's id: stable, and not the token itself. */
const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

export const Customer: TypeResolvers<CustomerSrc> = {
  id: (c) => gid('Customer', c.id),
  displayName: (c) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email,
  defaultAddress: (c, _a, ctx) => {
    const a = c.defaultAddressId === null ? null : ctx.customers.address(c.id, c.defaultAddressId);
    return a ? customerAddressSrc(a, c.token) : null;
  },
  addresses: (c, args, ctx) =>
    connection(ctx.customers.addresses(c.id).map((a) => customerAddressSrc(a, c.token)), args as PageArgs, (a) => a.id),
  orders: (c, args, ctx) => ordersConnection(ctx.carts.ordersOfCustomer(c.id), args),
  numberOfOrders: (c, _a, ctx) => String(ctx.carts.ordersOfCustomer(c.id).length),
  // Saved projects live behind the tagging service; Storefront-visible customer metafields hold nothing here.
  metafield: () => null,
  metafields: (_c, args) => ((args.identifiers ?? []) as unknown[]).map(() => null),
};

/** node(id:) for the account objects: an order with its key, or an address read with its owner's live token. */
export function accountNode(value: unknown, ctx: Ctx): object | null {
  const order = orderByGid(value, ctx);
  if (order) return order;
  const id = addressId(value);
  if (id === null) return null;
  const token = new URLSearchParams(String(value).split('?')[1] ?? '').get('customer_access_token');
  const c = customerByToken(token, ctx);
  const a = c && ctx.customers.address(c.id, id);
  return a ? customerAddressSrc(a, c.token) : null;
}

function recoverMail(c: CustomerRec, ctx: Ctx): { subject: string; body: string } {
  const link = `${ctx.shopUrl}/account/reset/${c.id}/${randomBytes(16).toString('hex')}`;
  const hello = c.firstName ? `Hi ${c.firstName},` : 'Hi,';
  return {
    subject: 'Customer account password reset',
    body: `${hello}\n\nFollow this link to reset your customer account password at ${SHOP_NAME}:\n${link}\n\n`
      + "If you didn't request a new password, you can safely delete this email.\n",
  };
}

export const CustomerMutation: TypeResolvers<unknown> = {
  customerAccessTokenCreate: (_s, args, ctx) => {
    const input = args.input as { email: string; password: string };
    const c = ctx.customers.authenticate(input.email, input.password);
    if (!c) {
      return { customerAccessToken: null, ...errors([{ code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer' }]) };
    }
    return { customerAccessToken: ctx.customers.issueToken(c.id), ...errors([]) };
  },

  customerAccessTokenDelete: (_s, args, ctx) => {
    const token = String(args.customerAccessToken);
    if (!ctx.customers.deleteToken(token)) {
      return { deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }] };
    }
    return { deletedAccessToken: token, deletedCustomerAccessTokenId: tokenId(token), userErrors: [] };
  },

  customerAccessTokenRenew: (_s, args, ctx) => {
    const renewed = ctx.customers.renewToken(String(args.customerAccessToken));
    return renewed
      ? { customerAccessToken: renewed, userErrors: [] }
      : { customerAccessToken: null, userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }] };
  },

  customerCreate: (_s, args, ctx) => {
    const input = args.input as CustomerInput & { email: string; password: string; acceptsMarketing?: boolean | null };
    const problems = customerProblems(input, (email) => ctx.customers.emailTaken(email));
    if (problems.length) return { customer: null, ...errors(fieldErrors(problems, 'input')) };
    const c = ctx.customers.create({
      email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName, phone: input.phone,
      acceptsMarketing: input.acceptsMarketing ?? false,
    });
    return { customer: { ...c, token: '' }, ...errors([]) };
  },

  customerRecover: (_s, args, ctx) => {
    const c = ctx.customers.byEmail(String(args.email));
    if (!c) return errors([{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }]);
    const mail = recoverMail(c, ctx);
    ctx.outbox.send('customer_recover', c.email, mail.subject, mail.body);
    return errors([]);
  },

  customerUpdate: (_s, args, ctx) => withCustomer(args, ctx, { customer: null, customerAccessToken: null }, (c) => {
    const input = args.customer as CustomerInput & { acceptsMarketing?: boolean | null };
    const problems = customerProblems(input, (email) => ctx.customers.emailTaken(email, c.id));
    if (problems.length) return { customer: null, customerAccessToken: null, ...errors(fieldErrors(problems, 'customer')) };
    ctx.customers.update(c.id, {
      email: input.email?.trim() || undefined,
      firstName: input.firstName === undefined ? undefined : input.firstName?.trim() || null,
      lastName: input.lastName === undefined ? undefined : input.lastName?.trim() || null,
      phone: input.phone === undefined ? undefined : input.phone?.trim() || null,
      acceptsMarketing: input.acceptsMarketing ?? undefined,
    });
    // A new password revokes every token, the caller's too; Shopify hands back a fresh one.
    let token = null;
    if (typeof input.password === 'string') {
      ctx.customers.setPassword(c.id, input.password);
      token = ctx.customers.issueToken(c.id);
    }
    return { customer: { ...ctx.customers.byId(c.id)!, token: token?.accessToken ?? c.token }, customerAccessToken: token, ...errors([]) };
  }),

  customerAddressCreate: (_s, args, ctx) => withCustomer(args, ctx, { customerAddress: null }, (c) => {
    const input = addressInput(args.address);
    const problems = addressProblems(input);
    if (!problems.length && ctx.customers.hasAddress(c.id, input)) {
      problems.push({ code: 'TAKEN', field: ['address'], message: 'Address already exists' });
    }
    if (problems.length) return { customerAddress: null, ...errors(problems) };
    return { customerAddress: customerAddressSrc(ctx.customers.addAddress(c.id, input), c.token), ...errors([]) };
  }),

  customerAddressUpdate: (_s, args, ctx) => withCustomer(args, ctx, { customerAddress: null }, (c) => {
    const id = addressId(args.id);
    const current = id === null ? null : ctx.customers.address(c.id, id);
    if (!current) return { customerAddress: null, ...errors([addressMissing('id')]) };
    const input = addressInput(args.address);
    const problems = addressProblems(input, current);
    if (problems.length) return { customerAddress: null, ...errors(problems) };
    return { customerAddress: customerAddressSrc(ctx.customers.updateAddress(c.id, current.id, input)!, c.token), ...errors([]) };
  }),

  customerAddressDelete: (_s, args, ctx) => withCustomer(args, ctx, { deletedCustomerAddressId: null }, (c) => {
    const id = addressId(args.id);
    if (id === null || !ctx.customers.deleteAddress(c.id, id)) return { deletedCustomerAddressId: null, ...errors([addressMissing('id')]) };
    return { deletedCustomerAddressId: customerAddressGid(id, c.token), ...errors([]) };
  }),

  customerDefaultAddressUpdate: (_s, args, ctx) => withCustomer(args, ctx, { customer: null }, (c) => {
    const id = addressId(args.addressId);
    if (id === null || !ctx.customers.setDefaultAddress(c.id, id)) return { customer: null, ...errors([addressMissing('addressId')]) };
    return { customer: { ...ctx.customers.byId(c.id)!, token: c.token }, ...errors([]) };
  }),
};
