import type { OrderLine, OrderRec } from '../../checkout/types.ts';
import { connection, type PageArgs } from '../connection.ts';
import { typed, type Args, type Ctx, type TypeResolvers } from '../context.ts';
import { gid, parseGid } from '../gid.ts';
import { orderAddressSrc } from './address.ts';
import { moneyIn } from './common.ts';

interface LineItemSrc {
  line: OrderLine;
  index: number;
  currency: string;
}

/** Stored order amounts are "12.50" strings in the order's currency. */
const amount = (value: string, currency: string) => moneyIn(Math.round(Number(value) * 100), currency);
const zero = (o: OrderRec) => amount('0', o.currency);

/**
 * Fields that answer one stored amount: Shopify keeps a V2 and a `current…` twin of each order amount
 * (edits and refunds would move the current one; the emulator has neither).
 */
function amountFields(fields: string[], stored: 'subtotal' | 'total' | 'taxTotal' | 'shippingTotal'): TypeResolvers<OrderRec> {
  return Object.fromEntries(fields.map((field) => [field, (o: OrderRec) => amount(o[stored], o.currency)]));
}

/** `gid://shopify/Order/{id}?key={key}`: without the right key an order id opens nothing. */
export const orderGid = (o: OrderRec): string => `${gid('Order', o.id)}?key=${o.key}`;

export function orderByGid(value: unknown, ctx: Ctx): (OrderRec & { __typename: string }) | null {
  const g = parseGid(value);
  if (!g || g.type !== 'Order') return null;
  const key = new URLSearchParams(String(value).split('?')[1] ?? '').get('key');
  const order = ctx.carts.orderWithKey(g.id, key);
  return order ? typed('Order', order) : null;
}

type Sorter = (a: OrderRec, b: OrderRec) => number;
const ORDER_SORTS: Record<string, Sorter> = {
  ID: (a, b) => a.id - b.id,
  RELEVANCE: (a, b) => a.id - b.id,
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  TOTAL_PRICE: (a, b) => Number(a.total) - Number(b.total) || a.id - b.id,
};

/** A customer's orders as a connection; UnsignedInt64 totals are strings on Shopify. */
export function ordersConnection(orders: OrderRec[], args: Args) {
  const sorted = [...orders].sort(ORDER_SORTS[String(args.sortKey ?? 'ID')] ?? ORDER_SORTS.ID);
  const conn = connection(sorted.map((o) => typed('Order', o)), args as PageArgs, (o) => o.id);
  return { ...conn, totalCount: String(conn.totalCount) };
}

export const Order: TypeResolvers<OrderRec> = {
  id: (o) => orderGid(o),
  orderNumber: (o) => Number(o.name.replace(/\D/g, '')),
  currencyCode: (o) => zero(o).currencyCode,
  financialStatus: () => 'PAID',
  phone: (o) => o.shippingAddress.phone ?? null,
  customerLocale: () => null,
  customAttributes: (o) => o.attributes,
  canceledAt: () => null,
  cancelReason: () => null,
  edited: () => false,
  ...amountFields(['subtotalPrice', 'subtotalPriceV2', 'currentSubtotalPrice'], 'subtotal'),
  ...amountFields(['totalPrice', 'totalPriceV2', 'currentTotalPrice', 'originalTotalPrice'], 'total'),
  ...amountFields(['totalTax', 'totalTaxV2', 'currentTotalTax'], 'taxTotal'),
  ...amountFields(['totalShippingPrice', 'totalShippingPriceV2', 'currentTotalShippingPrice'], 'shippingTotal'),
  totalRefunded: (o) => zero(o),
  totalRefundedV2: (o) => zero(o),
  currentTotalDuties: () => null,
  originalTotalDuties: () => null,
  shippingAddress: (o) => orderAddressSrc(o.id, o.shippingAddress),
  billingAddress: () => null,
  shippingDiscountAllocations: () => [],
  successfulFulfillments: () => null,
  statusUrl: (o, _a, ctx) => `${ctx.shopUrl}/orders/${o.key}/authenticate?key=${o.key}`,
  customerUrl: (o, _a, ctx) => `${ctx.shopUrl}/account/orders/${o.key}`,
  lineItems: (o, args) =>
    connection(o.lines.map((line, index): LineItemSrc => ({ line, index, currency: o.currency })), args as PageArgs, (l) => l.index),
  metafield: () => null,
  metafields: (_o, args) => ((args.identifiers ?? []) as unknown[]).map(() => null),
};

export const OrderLineItem: TypeResolvers<LineItemSrc> = {
  title: (l) => l.line.productTitle,
  quantity: (l) => l.line.quantity,
  currentQuantity: (l) => l.line.quantity,
  customAttributes: (l) => l.line.attributes,
  originalTotalPrice: (l) => amount(l.line.linePrice, l.currency),
  discountedTotalPrice: (l) => amount(l.line.linePrice, l.currency),
  discountAllocations: () => [],
  // null once the variant is gone from the catalog, as on Shopify
  variant: (l, _a, ctx) => {
    const g = parseGid(l.line.merchandiseId);
    return (g?.type === 'ProductVariant' && ctx.catalog.variantById.get(g.id)) || null;
  },
};
