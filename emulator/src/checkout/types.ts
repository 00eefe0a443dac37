import type { AddressFields } from '../customers/types.ts';
import type { VariantRec } from '../store/types.ts';

/** Records behind the emulated platform cart, its hosted checkout and the orders it places. */

export interface Attr {
  key: string;
  value: string;
}

export interface CartLineRec {
  /** gid://shopify/CartLine/<uuid>?cart=<token> */
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: Attr[];
  /** The variant as it was when added, so checkout and orders still read a variant removed since. */
  variant: VariantRec;
  productTitle: string;
}

export interface BuyerIdentityRec {
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  customerAccessToken: string | null;
  companyLocationId: string | null;
}

/** CartDeliveryAddress: the fields of CartDeliveryAddressInput, those of MailingAddressInput with country and province by code. */
export interface CartAddressRec extends Omit<AddressFields, 'country' | 'province'> {
  /** ISO code (CountryCode) */
  countryCode: string | null;
  provinceCode: string | null;
}

/** CartSelectableAddress: one of the delivery addresses offered to the buyer. */
export interface SelectableAddressRec {
  /** gid://shopify/CartSelectableAddress/<n> */
  id: string;
  address: CartAddressRec;
  selected: boolean;
  oneTimeUse: boolean;
}

/** A cart metafield (cartMetafieldsSet); a key without a namespace lands in the app-reserved one. */
export interface CartMetafieldRec {
  id: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** What the cart mutations change; everything else on a cart is set once, at cartCreate. */
export interface CartContent {
  note: string | null;
  attributes: Attr[];
  buyerIdentity: BuyerIdentityRec;
  lines: CartLineRec[];
  /** as entered (Shopify keeps unknown codes with `applicable: false`) */
  discountCodes: string[];
  deliveryAddresses: SelectableAddressRec[];
  metafields: CartMetafieldRec[];
  /** MailingAddressInput as given to cartBillingAddressUpdate (no Cart field shows it) */
  billingAddress: Record<string, string | null> | null;
  /**
   * the country naming the cart's market (markets.ts), which sets the currency of every cart amount: the buyer
   * identity's country, else the @inContext one, at cartCreate; a buyer identity country moves it later
   */
  market: string;
}

export interface CartRec extends CartContent {
  token: string;
  key: string;
  createdAt: string;
  updatedAt: string;
  /** @inContext of the cartCreate call (upper-case codes) */
  country: string;
  language: string;
}

export interface ShippingAddress {
  name: string;
  address1: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  /** the checkout form asks only for the fields above; seeded orders carry the rest of a customer address */
  firstName?: string;
  lastName?: string;
  company?: string;
  address2?: string;
  phone?: string;
}

export interface OrderLine {
  merchandiseId: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  quantity: number;
  attributes: Attr[];
  /**
   * what the line was charged, in the order's currency: its verified `Item Price` converted, or the converted
   * list price × quantity when it had none
   */
  linePrice: string;
}

export interface OrderRec {
  id: number;
  /** "#1001", "#1002", … */
  name: string;
  cartToken: string;
  createdAt: string;
  email: string;
  shippingAddress: ShippingAddress;
  lines: OrderLine[];
  note: string | null;
  attributes: Attr[];
  subtotal: string;
  total: string;
  /** the presentment currency of the cart's market when the order was placed */
  currency: string;
  customerAccessToken: string | null;
  resellerId: string | null;
  /** the customer whose live access token was on the cart; their orders list shows the order */
  customerId: number | null;
  /** random hex: the order's Storefront id is gid://shopify/Order/{id}?key={key} */
  key: string;
  processedAt: string;
  /** an OrderFulfillmentStatus value */
  fulfillmentStatus: string;
  shippingTotal: string;
  taxTotal: string;
}

export const attr = (list: Attr[], key: string): string | null => list.find((a) => a.key === key)?.value ?? null;
