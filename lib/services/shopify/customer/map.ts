import { parseGid } from '@shopify/hydrogen-react/analytics-utils';
import type { Address, CustomerDetails, Money, OrderDetail, OrderLineItem, OrderSummary } from '../../../domain/account/types';
import { nodesOf } from '../map';
import type {
  CustomerReply,
  CustomerUserErrorReply,
  MailingAddressReply,
  Maybe,
  MoneyReply,
  OrderDetailReply,
  OrderLineItemReply,
  OrderSummaryReply,
} from '../types';

/**
 * Platform customer replies → lib/domain/account/types. Every field may be missing
 * in a malformed reply; the mappers degrade to empty values or null rather
 * than throw. Ids lose their query string here: a MailingAddress id carries
 * the customer's access token (`?model_name=CustomerAddress&customer_access_token=…`),
 * which must never reach the browser.
 */

const str = (value: Maybe<string>): string => (typeof value === 'string' ? value : '');

/** `gid://shopify/MailingAddress/1?model_name=…` → `gid://shopify/MailingAddress/1`. */
export function withoutQuery(id: string): string {
  const q = id.indexOf('?');
  return q === -1 ? id : id.slice(0, q);
}

function money(value: Maybe<MoneyReply>): Money {
  return { amount: str(value?.amount) || '0', currencyCode: str(value?.currencyCode) };
}

function addressFields(a: MailingAddressReply): Omit<Address, 'id'> {
  return {
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    company: str(a.company),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    province: str(a.province),
    country: str(a.country),
    zip: str(a.zip),
    phone: str(a.phone),
  };
}

export function mapAddress(a: Maybe<MailingAddressReply>): Address | null {
  if (!a?.id) return null;
  return { id: withoutQuery(a.id), ...addressFields(a) };
}

/** The customer's details; null when the platform sent no customer (a refused token). */
export function mapCustomer(c: Maybe<CustomerReply>): CustomerDetails | null {
  if (!c?.id) return null;
  const defaultAddressId = c.defaultAddress?.id ? withoutQuery(c.defaultAddress.id) : null;
  const addresses = nodesOf(c.addresses).map(mapAddress).filter((a): a is Address => a !== null);
  // The Default Shipping Address first, then the others in platform order.
  const ordered = [
    ...addresses.filter((a) => a.id === defaultAddressId),
    ...addresses.filter((a) => a.id !== defaultAddressId),
  ];
  return {
    id: c.id,
    displayName: str(c.displayName) || [str(c.firstName), str(c.lastName)].filter(Boolean).join(' ') || str(c.email),
    firstName: str(c.firstName),
    lastName: str(c.lastName),
    email: str(c.email),
    tags: (c.tags ?? []).filter((t): t is string => typeof t === 'string' && t !== ''),
    defaultAddressId,
    addresses: ordered,
  };
}

const ORDER_GID_PREFIX = 'gid://shopify/Order/';

/** `gid://shopify/Order/42?key=abc` → { id: '42', key: 'abc' } (hydrogen-react's parseGid); null for anything else. */
export function splitOrderGid(gid: Maybe<string>): { id: string; key: string } | null {
  if (!gid?.startsWith(ORDER_GID_PREFIX)) return null;
  const { resource, resourceId, searchParams, hash } = parseGid(gid);
  if (resource !== 'Order' || !resourceId || !/^\d+$/.test(resourceId) || hash) return null;
  return { id: resourceId, key: searchParams.get('key') ?? '' };
}

/** The id the platform looks an order up by: numeric id plus its secret key. */
export function orderGid(id: string, key: string): string {
  return `${ORDER_GID_PREFIX}${id}?key=${encodeURIComponent(key)}`;
}

function orderBase(o: OrderSummaryReply | OrderDetailReply, fallbackKey = '') {
  const ids = splitOrderGid(o.id);
  if (!ids) return null;
  return {
    id: ids.id,
    key: ids.key || fallbackKey,
    orderNumber: typeof o.orderNumber === 'number' ? o.orderNumber : 0,
    name: str(o.name),
    processedAt: str(o.processedAt),
    fulfillmentStatus: str(o.fulfillmentStatus),
    totalPrice: money(o.totalPrice),
  };
}

/** A row of the orders list; itemCount is the number of line items. */
export function mapOrderSummary(o: Maybe<OrderSummaryReply>): OrderSummary | null {
  if (!o) return null;
  const base = orderBase(o);
  if (!base?.key) return null;
  return { ...base, itemCount: nodesOf(o.lineItems).length };
}

/** A line's variant as the order page and reorder read it; null without one (deleted from the store). */
export function mapLineVariant(v: Maybe<OrderLineItemReply['variant']>): OrderLineItem['variant'] {
  return v?.id
    ? {
        id: v.id,
        sku: v.sku ?? null,
        title: str(v.title),
        availableForSale: v.availableForSale === true,
        selectedOptions: (v.selectedOptions ?? [])
          .filter((o): o is { name: string; value: string } => typeof o?.name === 'string' && typeof o.value === 'string')
          .map(({ name, value }) => ({ name, value })),
        image: v.image?.url ? { url: v.image.url, altText: v.image.altText ?? null } : null,
        product: { id: str(v.product?.id), title: str(v.product?.title), handle: str(v.product?.handle) },
      }
    : null;
}

function mapLineItem(li: OrderLineItemReply): OrderLineItem {
  const v = li.variant;
  const quantity = typeof li.quantity === 'number' ? li.quantity : 0;
  return {
    title: str(li.title),
    quantity,
    currentQuantity: typeof li.currentQuantity === 'number' ? li.currentQuantity : quantity,
    customAttributes: (li.customAttributes ?? [])
      .filter((a): a is { key: string; value?: Maybe<string> } => typeof a?.key === 'string')
      .map((a) => ({ key: a.key, value: str(a.value) })),
    originalTotalPrice: money(li.originalTotalPrice),
    discountedTotalPrice: money(li.discountedTotalPrice),
    variant: mapLineVariant(v),
  };
}

/** The order detail; null unless the node is an Order. `key` is the one asked with when the reply's id carries none. */
export function mapOrderDetail(o: Maybe<OrderDetailReply>, key: string): OrderDetail | null {
  if (!o || (o.__typename !== undefined && o.__typename !== 'Order')) return null;
  const base = orderBase(o, key);
  if (!base) return null;
  return {
    ...base,
    subtotalPrice: money(o.subtotalPrice),
    totalTax: o.totalTax ? money(o.totalTax) : null,
    totalShippingPrice: money(o.totalShippingPrice),
    shippingAddress: o.shippingAddress ? addressFields(o.shippingAddress) : null,
    lineItems: nodesOf(o.lineItems).map(mapLineItem),
  };
}

/** Server messages are shown "each capitalised" ("email has already been taken" → "Email has already been taken"). */
export function capitalise(message: string): string {
  const text = message.trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

export function userErrorMessages(errors: readonly Pick<CustomerUserErrorReply, 'message'>[]): string[] {
  return errors.map((e) => capitalise(str(e.message))).filter(Boolean);
}
