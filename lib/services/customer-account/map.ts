import type { Address, AddressInput, CustomerDetails, Money, OrderDetail, OrderLineItem, OrderSummary } from '../../domain/account/types';
import { RETURN_COUNTRIES, subdivisionsOf } from '../../ground/static/regions';
import type * as CustomerAccountAPI from '@shopify/hydrogen-react/customer-account-api-types';
import type { CustomerDetailsQuery, CustomerOrderQuery, CustomerOrdersQuery } from './generated/customer-account.generated';

/**
 * Customer Account API replies in the account area's own shapes
 * (lib/domain/account/types.ts), the same the legacy accounts give, so the
 * pages do not know which provider signed the customer in. Where the two
 * APIs differ:
 *  - addresses carry territory and zone codes besides the names: our forms
 *    work in names, so codes are sent and names read (codes when a name is missing);
 *  - an order has no key: this API opens an order only for its owner, so
 *    the key is not a secret here and every order carries ORDER_KEY;
 *  - an order line names its variant by id only: the store's variant
 *    (handle, image, availability) is read separately and joined in.
 */

type Maybe<T> = T | null | undefined;
const str = (value: Maybe<string>): string => (typeof value === 'string' ? value : '');

/** What an order link carries for the `key` its route expects. */
export const ORDER_KEY = 'account';

const COUNTRY_CODES: Record<string, string> = { 'United States': 'US', Canada: 'CA' };

/** The form's country and province names as the API's codes; unknown names are left out for the platform to refuse. */
export function addressInput(a: AddressInput): CustomerAccountAPI.CustomerAddressInput {
  const territoryCode = COUNTRY_CODES[a.country];
  const zoneCode = subdivisionsOf(a.country).find((s) => s.name === a.province)?.abbreviation;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    zip: a.zip,
    phoneNumber: a.phone || null,
    ...(territoryCode ? { territoryCode } : {}),
    ...(zoneCode ? { zoneCode } : {}),
  };
}

type AddressReply = Partial<Pick<CustomerAccountAPI.CustomerAddress, 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zoneCode' | 'country' | 'territoryCode' | 'zip' | 'phoneNumber'>>;

function countryName(a: AddressReply): string {
  if (a.country) return a.country;
  return RETURN_COUNTRIES.find((name) => COUNTRY_CODES[name] === a.territoryCode) ?? str(a.territoryCode);
}

export function addressFields(a: AddressReply): AddressInput {
  const country = countryName(a);
  const province = a.province || subdivisionsOf(country).find((s) => s.abbreviation === a.zoneCode)?.name || str(a.zoneCode);
  return {
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    company: str(a.company),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    province,
    country,
    zip: str(a.zip),
    phone: str(a.phoneNumber),
  };
}

export function mapCustomer(c: CustomerDetailsQuery['customer']): CustomerDetails {
  const defaultAddressId = c.defaultAddress?.id ?? null;
  const addresses: Address[] = c.addresses.nodes.map((a) => ({ id: a.id, ...addressFields(a) }));
  const email = str(c.emailAddress?.emailAddress);
  return {
    id: c.id,
    displayName: str(c.displayName) || [str(c.firstName), str(c.lastName)].filter(Boolean).join(' ') || email,
    firstName: str(c.firstName),
    lastName: str(c.lastName),
    email,
    tags: (c.tags ?? []).filter((t) => typeof t === 'string' && t !== ''),
    defaultAddressId,
    // The Default Shipping Address first, then the others in platform order.
    addresses: [...addresses.filter((a) => a.id === defaultAddressId), ...addresses.filter((a) => a.id !== defaultAddressId)],
  };
}

const money = (m: Maybe<{ amount: unknown; currencyCode: unknown }>): Money => ({
  amount: typeof m?.amount === 'string' ? m.amount : String(m?.amount ?? '0'),
  currencyCode: str(m?.currencyCode as string),
});

/** `gid://shopify/Order/42` → "42"; null for anything else. */
export function orderNumericId(gid: string): string | null {
  return /^gid:\/\/shopify\/Order\/(\d+)$/.exec(gid)?.[1] ?? null;
}

export const orderGid = (id: string): string => `gid://shopify/Order/${id}`;

type SummaryReply = CustomerOrdersQuery['customer']['orders']['nodes'][number];
type BaseReply = Pick<SummaryReply, 'id' | 'name' | 'number' | 'processedAt' | 'fulfillmentStatus' | 'totalPrice'>;

/** What the list row and the detail page share; null for an id that is not an order's. */
function orderBase(o: BaseReply): Omit<OrderSummary, 'itemCount'> | null {
  const id = orderNumericId(o.id);
  if (!id) return null;
  return {
    id,
    key: ORDER_KEY,
    orderNumber: o.number,
    name: o.name,
    processedAt: str(o.processedAt),
    fulfillmentStatus: str(o.fulfillmentStatus),
    totalPrice: money(o.totalPrice),
  };
}

export function mapOrderSummary(o: SummaryReply): OrderSummary | null {
  const base = orderBase(o);
  return base && { ...base, itemCount: o.lineItems.nodes.length };
}

type DetailReply = NonNullable<CustomerOrderQuery['order']>;
type LineReply = DetailReply['lineItems']['nodes'][number];

/** The order's lines' variant ids, to read from the store. */
export const lineVariantIds = (o: DetailReply): string[] => o.lineItems.nodes.map((li) => li.variantId).filter((id): id is string => Boolean(id));

function mapLine(li: LineReply, variants: ReadonlyMap<string, NonNullable<OrderLineItem['variant']>>): OrderLineItem {
  const total = money(li.totalPrice);
  return {
    title: li.title,
    quantity: li.quantity,
    currentQuantity: li.quantity,
    customAttributes: li.customAttributes.map((a) => ({ key: a.key, value: str(a.value) })),
    originalTotalPrice: total,
    discountedTotalPrice: li.currentTotalPrice ? money(li.currentTotalPrice) : total,
    variant: (li.variantId && variants.get(li.variantId)) || null,
  };
}

export function mapOrderDetail(o: DetailReply, variants: ReadonlyMap<string, NonNullable<OrderLineItem['variant']>>): OrderDetail | null {
  const base = orderBase(o);
  if (!base) return null;
  return {
    ...base,
    subtotalPrice: money(o.subtotal),
    totalTax: o.totalTax ? money(o.totalTax) : null,
    totalShippingPrice: money(o.totalShipping),
    shippingAddress: o.shippingAddress ? addressFields(o.shippingAddress) : null,
    lineItems: o.lineItems.nodes.map((li) => mapLine(li, variants)),
  };
}
