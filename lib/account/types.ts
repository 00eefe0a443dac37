/**
 * What the account route handlers (app/api/session, app/api/account,
 * app/api/tagging) answer and the account islands read (spec accounts §3).
 * No access token ever appears in these shapes: it lives only in the
 * httpOnly session cookie (lib/session/cookie.ts).
 */

/** A customer address (spec §3 "Address"). `id` is the platform's gid without its query string. */
export interface Address {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  /** The province or state name, as listed in lib/static/regions.ts. */
  province: string;
  /** The country name, e.g. "United States". */
  country: string;
  zip: string;
  phone: string;
}

/** The fields a customer fills in the address modal. */
export type AddressInput = Omit<Address, 'id'>;

/** Customer details (spec §3), as loaded after sign-in and reloaded after every change. */
export interface CustomerDetails {
  id: string;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Tag values, e.g. "end_user_of", "tax_exempt_eligible", "tax_exempt=true". */
  tags: string[];
  defaultAddressId: string | null;
  /** Default address first, then the others in platform order (first 100). */
  addresses: Address[];
}

/** The part of the customer details the browser persists (session store): no addresses. */
export type SessionUser = Pick<CustomerDetails, 'id' | 'displayName' | 'firstName' | 'lastName' | 'email' | 'tags'>;

export interface Money {
  amount: string;
  currencyCode: string;
}

/** One row of the orders list. `id` is the numeric order id; `key` opens the detail page. */
export interface OrderSummary {
  id: string;
  key: string;
  orderNumber: number;
  name: string;
  processedAt: string;
  fulfillmentStatus: string;
  totalPrice: Money;
  /** Number of line items (first 100), not the sum of their quantities. */
  itemCount: number;
}

export interface OrderLineItem {
  title: string;
  quantity: number;
  currentQuantity: number;
  customAttributes: { key: string; value: string }[];
  originalTotalPrice: Money;
  discountedTotalPrice: Money;
  variant: {
    id: string;
    sku: string | null;
    title: string;
    availableForSale: boolean;
    selectedOptions: { name: string; value: string }[];
    image: { url: string; altText: string | null } | null;
    product: { id: string; title: string; handle: string };
  } | null;
}

/** The order detail page (spec §2 "Order detail"). */
export interface OrderDetail extends Omit<OrderSummary, 'itemCount'> {
  subtotalPrice: Money;
  totalTax: Money | null;
  totalShippingPrice: Money;
  shippingAddress: Omit<Address, 'id'> | null;
  lineItems: OrderLineItem[];
}

/** The tag that makes a customer tax exempt (spec §3), and the two that make the cart toggle available. */
export const TAX_EXEMPT_TAG = 'tax_exempt=true';
export const TAX_EXEMPT_ELIGIBLE_TAG = 'tax_exempt_eligible';
export const END_USER_TAG = 'end_user_of';
