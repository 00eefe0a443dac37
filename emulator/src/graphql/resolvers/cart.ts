import { findMetafield, splitKey } from '../../cart/metafields.ts';
import { priceCart, type PricedLine } from '../../checkout/pricing.ts';
import { attr, type CartLineRec, type CartMetafieldRec, type CartRec } from '../../checkout/types.ts';
import { connection, type PageArgs } from '../connection.ts';
import { typed, type Args, type Ctx, type TypeResolvers } from '../context.ts';
import { selectableAddressSrc } from './cart-address.ts';
import { moneyIn } from './common.ts';
import { cartBuyerByToken } from './customer.ts';

/** What a cart line resolves from: the stored line plus its price, which depends on the whole cart. */
interface LineSrc {
  __typename: 'CartLine';
  rec: CartLineRec;
  priced: PricedLine;
  currency: string;
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
    const customer = cartBuyerByToken(c.buyerIdentity.customerAccessToken, ctx);
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
  // The emulated shop has no discounts: every code is kept, and none applies.
  discountCodes: (c) => c.discountCodes.map((code) => ({ code, applicable: false })),
  // `selected: true` keeps the selected address only; the default (false) lists them all.
  delivery: (c) => ({
    addresses: (args: Args) => c.deliveryAddresses.filter((a) => args.selected !== true || a.selected).map(selectableAddressSrc),
  }),
  metafield: (c, args) => cartMetafieldSrc(c, String(args.key), args.namespace as string | null | undefined),
  metafields: (c, args: Args) =>
    ((args.identifiers ?? []) as { key: string; namespace?: string | null }[]).map((i) => cartMetafieldSrc(c, i.key, i.namespace)),
};

/** A cart metafield as the Metafield resolvers read it (they take the dates and the parent from it). */
export type CartMetafieldSrc = CartMetafieldRec & { ownerType: 'Cart'; ownerId: 0; description: null; cart: CartRec };

export const metafieldSrc = (cart: CartRec, m: CartMetafieldRec): CartMetafieldSrc =>
  ({ ...m, ownerType: 'Cart', ownerId: 0, description: null, cart });

function cartMetafieldSrc(c: CartRec, key: string, namespace: string | null | undefined): CartMetafieldSrc | null {
  const k = namespace ? { namespace, key } : splitKey(key);
  const m = findMetafield(c.metafields, k.namespace, k.key);
  return m ? metafieldSrc(c, m) : null;
}

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
