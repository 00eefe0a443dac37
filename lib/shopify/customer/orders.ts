import 'server-only';
import type { OrderDetail, OrderSummary } from '../../account/types';
import { storefrontQuery, type InContext } from '../client';
import { CUSTOMER_ORDERS, ORDER_BY_ID_AND_KEY } from '../documents';
import { CustomerTokenRefused } from './errors';
import { mapOrderDetail, mapOrderSummary, orderGid } from './map';

/** Spec §9: orders page size 20. */
export const ORDERS_PAGE_SIZE = 20;
/** The platform's largest `first` on a connection. */
export const MAX_CONNECTION_SIZE = 250;

/** Orders for pages 1..page (spec §2: 20 per page times the page number, newest first). */
export async function getOrders(
  context: InContext,
  token: string,
  page: number,
): Promise<{ orders: OrderSummary[]; hasNextPage: boolean }> {
  // Spec: 20 × page. The platform caps a connection at 250, so the list ends there.
  const first = Math.min(ORDERS_PAGE_SIZE * page, MAX_CONNECTION_SIZE);
  const data = await storefrontQuery(CUSTOMER_ORDERS, { variables: { customerAccessToken: token, first }, context });
  if (!data.customer) throw new CustomerTokenRefused('CustomerOrders');
  const connection = data.customer.orders;
  const orders = (connection?.nodes ?? []).map(mapOrderSummary).filter((o): o is OrderSummary => o !== null);
  const hasNextPage = connection?.pageInfo?.hasNextPage === true && first < MAX_CONNECTION_SIZE;
  return { orders, hasNextPage };
}

/** One order by numeric id and key (the key is the order's secret); null when the platform knows no such order. */
export async function getOrder(context: InContext, id: string, key: string): Promise<OrderDetail | null> {
  const data = await storefrontQuery(ORDER_BY_ID_AND_KEY, { variables: { id: orderGid(id, key) }, context });
  return mapOrderDetail(data.node, key);
}
