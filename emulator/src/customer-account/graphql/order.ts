import type { OrderLine, OrderRec } from '../../checkout/types.ts';
import { connection, type PageArgs } from '../../graphql/connection.ts';
import { gid, parseGid } from '../../graphql/gid.ts';
import { orderAddressSrc } from '../../graphql/resolvers/address.ts';
import { moneyIn } from '../../graphql/resolvers/common.ts';
import type { AccountArgs, AccountCtx, AccountResolvers } from './context.ts';

interface LineItemSrc {
  line: OrderLine;
  index: number;
  order: OrderRec;
}

const cents = (value: string) => Math.round(Number(value) * 100);
const amount = (value: string, o: OrderRec) => moneyIn(cents(value), o.currency);

/** The customer's own order by its id (this API needs no key: the token says whose orders these are). */
export function accountOrder(value: unknown, ctx: AccountCtx): OrderRec | null {
  const g = parseGid(value);
  if (g?.type !== 'Order') return null;
  return ctx.carts.ordersOfCustomer(ctx.customerId).find((o) => o.id === g.id) ?? null;
}

type Sorter = (a: OrderRec, b: OrderRec) => number;
const byId: Sorter = (a, b) => a.id - b.id;
const ORDER_SORTS: Record<string, Sorter> = {
  ID: byId,
  ORDER_NUMBER: byId,
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt) || byId(a, b),
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || byId(a, b),
  UPDATED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || byId(a, b),
  TOTAL_PRICE: (a, b) => Number(a.total) - Number(b.total) || byId(a, b),
};

/** `orders(first, after, reverse, sortKey)`; the `query` filter is not emulated (every order matches). */
export function accountOrders(ctx: AccountCtx, args: AccountArgs) {
  const sorted = [...ctx.carts.ordersOfCustomer(ctx.customerId)].sort(ORDER_SORTS[String(args.sortKey ?? 'ID')] ?? byId);
  return connection(sorted, args as PageArgs, (o) => o.id);
}

export const Order: AccountResolvers<OrderRec> = {
  id: (o) => gid('Order', o.id),
  number: (o) => Number(o.name.replace(/\D/g, '')),
  createdAt: (o) => o.createdAt,
  updatedAt: (o) => o.processedAt,
  currencyCode: (o) => o.currency,
  hasEmail: (o) => Boolean(o.email),
  financialStatus: () => 'PAID',
  edited: () => false,
  requiresShipping: () => true,
  cancelledAt: () => null,
  cancelReason: () => null,
  confirmationNumber: () => null,
  customAttributes: (o) => o.attributes,
  customer: (_o, _a, ctx) => ctx.customers.byId(ctx.customerId),
  subtotal: (o) => amount(o.subtotal, o),
  subtotalBeforeDiscounts: (o) => amount(o.subtotal, o),
  totalPrice: (o) => amount(o.total, o),
  totalTax: (o) => amount(o.taxTotal, o),
  totalShipping: (o) => amount(o.shippingTotal, o),
  totalDiscountedShipping: (o) => amount(o.shippingTotal, o),
  totalRefunded: (o) => amount('0', o),
  totalDuties: () => null,
  totalTip: () => null,
  shippingAddress: (o) => orderAddressSrc(o.id, o.shippingAddress),
  billingAddress: () => null,
  refunds: () => [],
  transactions: () => [],
  shippingDiscountAllocations: () => [],
  statusPageUrl: (o, _a, ctx) => `${ctx.shopUrl}/orders/${o.key}/authenticate?key=${o.key}`,
  lineItems: (o, args) => connection(o.lines.map((line, index): LineItemSrc => ({ line, index, order: o })), args as PageArgs, (l) => l.index),
  metafield: () => null,
  metafields: (_o, args) => ((args.identifiers ?? []) as unknown[]).map(() => null),
};

export const LineItem: AccountResolvers<LineItemSrc> = {
  // Stable per order and position: the stored order keeps its lines in a list.
  id: (l) => gid('LineItem', l.order.id * 1000 + l.index + 1),
  title: (l) => l.line.productTitle,
  name: (l) => (l.line.variantTitle ? `${l.line.productTitle} - ${l.line.variantTitle}` : l.line.productTitle),
  presentmentTitle: (l) => l.line.productTitle,
  variantTitle: (l) => l.line.variantTitle || null,
  sku: (l) => l.line.sku,
  quantity: (l) => l.line.quantity,
  soldQuantity: (l) => l.line.quantity,
  refundableQuantity: (l) => l.line.quantity,
  customAttributes: (l) => l.line.attributes,
  giftCard: () => false,
  requiresShipping: () => true,
  legacyFee: () => false,
  // the unit price is the line's charge shared out; a signed `Item Price` line was charged as a whole
  price: (l) => moneyIn(Math.round(cents(l.line.linePrice) / l.line.quantity), l.order.currency),
  totalPrice: (l) => amount(l.line.linePrice, l.order),
  currentTotalPrice: (l) => amount(l.line.linePrice, l.order),
  totalPriceBeforeDiscounts: (l) => amount(l.line.linePrice, l.order),
  totalPriceWithDiscounts: (l) => amount(l.line.linePrice, l.order),
  soldTotalPrice: (l) => amount(l.line.linePrice, l.order),
  totalDiscount: (l) => amount('0', l.order),
  discountAllocations: () => [],
  discountInformation: () => [],
  soldDiscountInformation: () => [],
  variantId: (l) => (parseGid(l.line.merchandiseId)?.type === 'ProductVariant' ? l.line.merchandiseId : null),
  productId: (l, _a, ctx) => {
    const product = productOf(l, ctx);
    return product ? gid('Product', product.id) : null;
  },
  vendor: (l, _a, ctx) => productOf(l, ctx)?.vendor ?? null,
  productType: (l, _a, ctx) => productOf(l, ctx)?.productType ?? null,
  image: () => null,
  // the options of the variant bought, read from the catalog; null once the variant is gone
  variantOptions: (l, _a, ctx) => variantOf(l, ctx)?.selectedOptions.map((o) => ({ name: o.name, value: o.value })) ?? null,
};

/** The line's product while its variant is still in the catalog; null once it is gone, as on the platform. */
function productOf(l: LineItemSrc, ctx: AccountCtx) {
  const variant = variantOf(l, ctx);
  return variant ? ctx.catalog.productById.get(variant.productId) ?? null : null;
}

function variantOf(l: LineItemSrc, ctx: AccountCtx) {
  const g = parseGid(l.line.merchandiseId);
  return (g?.type === 'ProductVariant' && ctx.catalog.variantById.get(g.id)) || null;
}

