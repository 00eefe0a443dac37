import type { GraphQLEnumType } from 'graphql';
import { decimal } from '../../money.ts';
import { DEFAULT_CURRENCY, priceCart, type PricedLine } from '../../checkout/pricing.ts';
import type { NewCart } from '../../checkout/store.ts';
import { attr, type Attr, type CartLineRec, type CartRec } from '../../checkout/types.ts';
import { connection, type PageArgs } from '../connection.ts';
import { translated, typed, type Args, type Ctx, type TypeResolvers } from '../context.ts';
import { parseGid } from '../gid.ts';
import { storefrontSchema } from '../schema.ts';
import { customerByToken } from './customer.ts';

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attr[] | null;
}
interface CartInput {
  lines?: LineInput[] | null;
  attributes?: Attr[] | null;
  note?: string | null;
  buyerIdentity?: { email?: string | null; phone?: string | null; countryCode?: string | null; customerAccessToken?: string | null; companyLocationId?: string | null } | null;
}
interface CartUserError {
  code: string;
  field: string[];
  message: string;
}

/** What a cart line resolves from: the stored line plus its price, which depends on the whole cart. */
interface LineSrc {
  __typename: 'CartLine';
  rec: CartLineRec;
  priced: PricedLine;
  currency: string;
}

/**
 * MoneyV2.currencyCode is an enum, so a `_currency` attribute that is not a currency code would fail the
 * whole reply; such carts report USD (the signatures still use the attribute as given).
 */
export function moneyIn(cents: number, currency: string) {
  const known = (storefrontSchema().getType('CurrencyCode') as GraphQLEnumType).getValue(currency);
  return { amount: decimal(cents / 100), currencyCode: known ? currency : DEFAULT_CURRENCY };
}

/** Shopify's cartCreate checks, per line: the variant exists, the quantity is positive, the variant is in stock. */
function lineErrors(lines: LineInput[], ctx: Ctx): CartUserError[] {
  const errors: CartUserError[] = [];
  lines.forEach((l, i) => {
    const field = (name: string) => ['input', 'lines', String(i), name];
    const g = parseGid(l.merchandiseId);
    const v = g?.type === 'ProductVariant' ? ctx.catalog.variantById.get(g.id) : undefined;
    if (!v) {
      errors.push({ code: 'INVALID', field: field('merchandiseId'), message: `The merchandise with id ${l.merchandiseId} does not exist.` });
    } else if ((l.quantity ?? 1) < 1) {
      errors.push({ code: 'INVALID', field: field('quantity'), message: 'The quantity must be at least 1.' });
    } else if (!v.available) {
      const p = ctx.catalog.productById.get(v.productId);
      const title = p ? translated(p, 'title', p.title, ctx) : v.title;
      // CartErrorCode has no stock code in 2025-10 (MERCHANDISE_NOT_ENOUGH_STOCK is a CartWarningCode), hence INVALID.
      errors.push({ code: 'INVALID', field: field('quantity'), message: `The product ${title} is already sold out.` });
    }
  });
  return errors;
}

function newCart(input: CartInput, ctx: Ctx): NewCart {
  const b = input.buyerIdentity ?? {};
  return {
    note: input.note ?? null,
    attributes: (input.attributes ?? []).map(({ key, value }) => ({ key, value })),
    buyerIdentity: {
      email: b.email ?? null, phone: b.phone ?? null, countryCode: b.countryCode ?? ctx.country,
      customerAccessToken: b.customerAccessToken ?? null, companyLocationId: b.companyLocationId ?? null,
    },
    lines: (input.lines ?? []).map((l) => {
      const v = ctx.catalog.variantById.get(parseGid(l.merchandiseId)!.id)!;
      return {
        merchandiseId: l.merchandiseId, quantity: l.quantity ?? 1,
        attributes: (l.attributes ?? []).map(({ key, value }) => ({ key, value })),
        variant: v, productTitle: ctx.catalog.productById.get(v.productId)?.title ?? '',
      };
    }),
    country: ctx.country,
    language: ctx.language,
  };
}

export const Mutation: TypeResolvers<unknown> = {
  cartCreate: (_s, args: Args, ctx) => {
    const input = (args.input ?? {}) as CartInput;
    const userErrors = lineErrors(input.lines ?? [], ctx);
    if (userErrors.length) return { cart: null, userErrors, warnings: [] };
    return { cart: ctx.carts.createCart(newCart(input, ctx)), userErrors: [], warnings: [] };
  },
  /** Fields sent replace the stored ones (null clears); a token must belong to a live customer. */
  cartBuyerIdentityUpdate: (_s, args: Args, ctx) => {
    const cart = cartById(args.cartId, ctx);
    if (!cart) return { cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }], warnings: [] };
    const input = (args.buyerIdentity ?? {}) as NonNullable<CartInput['buyerIdentity']>;
    if (input.customerAccessToken && !customerByToken(input.customerAccessToken, ctx)) {
      return { cart: null, userErrors: [{ code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid' }], warnings: [] };
    }
    const given = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k in cart.buyerIdentity));
    return { cart: ctx.carts.updateBuyerIdentity(cart.token, { ...cart.buyerIdentity, ...given }), userErrors: [], warnings: [] };
  },
};

/** `cart(id:)`: like Shopify, an id without its `key` finds nothing. */
export function cartById(id: unknown, ctx: Ctx): CartRec | null {
  if (typeof id !== 'string') return null;
  const m = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)\?key=([^&]+)$/.exec(id);
  return m ? ctx.carts.cartWithKey(m[1]!, m[2]!) : null;
}

function cost(c: CartRec, ctx: Ctx) {
  const priced = priceCart(c, ctx.priceSecret);
  const total = moneyIn(priced.totalCents, priced.currency);
  return {
    subtotalAmount: total, totalAmount: total, checkoutChargeAmount: total,
    subtotalAmountEstimated: false, totalAmountEstimated: false,
    totalTaxAmount: null, totalDutyAmount: null, totalTaxAmountEstimated: false, totalDutyAmountEstimated: false,
  };
}

export const Cart: TypeResolvers<CartRec> = {
  id: (c) => `gid://shopify/Cart/${c.token}?key=${c.key}`,
  checkoutUrl: (c, _a, ctx) => `${ctx.publicUrl}/cart/c/${c.token}?key=${c.key}`,
  attribute: (c, args) => {
    const value = attr(c.attributes, String(args.key));
    return value === null ? null : { key: args.key, value };
  },
  buyerIdentity: (c, _a, ctx) => {
    const customer = customerByToken(c.buyerIdentity.customerAccessToken, ctx);
    return {
      email: c.buyerIdentity.email ?? customer?.email ?? null, phone: c.buyerIdentity.phone, countryCode: c.buyerIdentity.countryCode,
      customer, deliveryAddressPreferences: [], preferences: null, purchasingCompany: null,
    };
  },
  lines: (c, args, ctx) => {
    const priced = priceCart(c, ctx.priceSecret);
    const list = priced.lines.map((p): LineSrc => ({ __typename: 'CartLine', rec: p.line, priced: p, currency: priced.currency }));
    return connection(list, args as PageArgs, (l) => l.rec.id);
  },
  cost: (c, _a, ctx) => cost(c, ctx),
  estimatedCost: (c, _a, ctx) => cost(c, ctx),
  totalQuantity: (c) => c.lines.reduce((n, l) => n + l.quantity, 0),
  delivery: () => ({ addresses: [] }),
  metafield: () => null,
  metafields: (_c, args: Args) => ((args.identifiers ?? []) as unknown[]).map(() => null),
};

function lineCost(l: LineSrc) {
  const total = moneyIn(l.priced.cents, l.currency);
  const each = moneyIn(Math.round(l.priced.cents / l.rec.quantity), l.currency);
  return { amountPerQuantity: each, amount: each, subtotalAmount: total, totalAmount: total, compareAtAmountPerQuantity: null, compareAtAmount: null };
}

export const CartLine: TypeResolvers<LineSrc> = {
  id: (l) => l.rec.id,
  quantity: (l) => l.rec.quantity,
  attributes: (l) => l.rec.attributes,
  attribute: (l, args) => {
    const value = attr(l.rec.attributes, String(args.key));
    return value === null ? null : { key: args.key, value };
  },
  // A variant removed after the line was added still resolves, from the copy the line keeps.
  merchandise: (l, _a, ctx) => typed('ProductVariant', ctx.catalog.variantById.get(l.rec.variant.id) ?? l.rec.variant),
  cost: (l) => lineCost(l),
  estimatedCost: (l) => lineCost(l),
  instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
  sellingPlanAllocation: () => null,
  parentRelationship: () => null,
};
