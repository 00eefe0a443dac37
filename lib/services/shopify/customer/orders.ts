import 'server-only';
import type { OrderDetail, OrderLineItem, OrderSummary } from '../../../domain/account/types';
import { storefrontQuery, type RequestContext } from '../client';
import { CUSTOMER_ORDERS, ORDER_BY_ID_AND_KEY, ORDER_LINE_VARIANTS } from '../documents';
import { CustomerTokenRefused } from './errors';
import { nodesOf } from '../map';
import { mapLineVariant, mapOrderDetail, mapOrderSummary, orderGid } from './map';

/** Orders page size 20. */
export const ORDERS_PAGE_SIZE = 20;
/** The platform's largest `first` on a connection. */
export const MAX_CONNECTION_SIZE = 250;

/** Orders for pages 1..page (20 per page times the page number, newest first). */
export async function getOrders(
  context: RequestContext,
  token: string,
  page: number,
): Promise<{ orders: OrderSummary[]; hasNextPage: boolean }> {
  // Spec: 20 × page. The platform caps a connection at 250, so the list ends there.
  const first = Math.min(ORDERS_PAGE_SIZE * page, MAX_CONNECTION_SIZE);
  const data = await storefrontQuery(CUSTOMER_ORDERS, { variables: { customerAccessToken: token, first }, context });
  if (!data.customer) throw new CustomerTokenRefused('CustomerOrders');
  const connection = data.customer.orders;
  const orders = nodesOf(connection).map(mapOrderSummary).filter((o): o is OrderSummary => o !== null);
  const hasNextPage = connection?.pageInfo?.hasNextPage === true && first < MAX_CONNECTION_SIZE;
  return { orders, hasNextPage };
}

/**
 * The signed-in customer's own order with this numeric id, looked for in the
 * customer's order history (`customer(customerAccessToken:) { orders }`): the
 * newest page of 20 first (where the orders list sends almost every click),
 * then the most one connection holds (250, the list's own limit). Null when
 * the order is not theirs. A token the platform refuses throws
 * CustomerTokenRefused, as everywhere else.
 *
 * The id and key alone open any order on the platform (ORDER_BY_ID_AND_KEY),
 * so every account route that opens an order by them asks this first.
 */
export async function findOwnOrder(context: RequestContext, token: string, id: string): Promise<OrderSummary | null> {
  for (const first of [ORDERS_PAGE_SIZE, MAX_CONNECTION_SIZE]) {
    const data = await storefrontQuery(CUSTOMER_ORDERS, { variables: { customerAccessToken: token, first }, context });
    if (!data.customer) throw new CustomerTokenRefused('CustomerOrders');
    const connection = data.customer.orders;
    const own = nodesOf(connection).map(mapOrderSummary).find((o) => o?.id === id);
    if (own) return own;
    if (connection?.pageInfo?.hasNextPage !== true) return null;
  }
  return null;
}

/**
 * The signed-in customer's order by numeric id and key: null (the routes
 * answer 404, so another customer's order is indistinguishable from one that
 * does not exist) unless it is in the customer's own history with that key
 * and the platform opens it.
 */
export async function getOwnOrder(context: RequestContext, token: string, id: string, key: string): Promise<OrderDetail | null> {
  const own = await findOwnOrder(context, token, id);
  if (!own || own.key !== key) return null;
  return getOrder(context, id, key);
}

/** One order by numeric id and key (the key is the order's secret); null when the platform knows no such order. Anyone's: see getOwnOrder. */
export async function getOrder(context: RequestContext, id: string, key: string): Promise<OrderDetail | null> {
  const data = await storefrontQuery(ORDER_BY_ID_AND_KEY, { variables: { id: orderGid(id, key) }, context });
  return mapOrderDetail(data.node, key);
}

/** The store's variants by id (gone ones are left out), for order lines that name only the variant. */
export async function orderLineVariants(context: RequestContext, ids: readonly string[]): Promise<Map<string, NonNullable<OrderLineItem['variant']>>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, NonNullable<OrderLineItem['variant']>>();
  if (unique.length === 0) return found;
  const data = await storefrontQuery(ORDER_LINE_VARIANTS, { variables: { ids: unique }, context });
  for (const node of data.nodes ?? []) {
    const variant = node && 'id' in node ? mapLineVariant(node) : null;
    if (variant) found.set(variant.id, variant);
  }
  return found;
}
