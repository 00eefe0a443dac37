import type { GqlMoney, Maybe } from '../types';
import { doc } from './document';

/**
 * Customer accounts (spec accounts §7): access tokens, the customer by token,
 * orders, addresses and contact details, and attaching a signed-in customer
 * to a platform cart. The selections are shared as plain strings (not
 * fragments) because they are used only here.
 *
 * Platform ids come back with query strings that must not leave the server:
 * a MailingAddress id carries `?model_name=CustomerAddress&customer_access_token=…`,
 * an Order id `?key=…`. lib/shopify/customer/map.ts strips or splits them.
 */

export interface GqlCustomerUserError {
  code?: Maybe<string>;
  field?: Maybe<string[]>;
  message: string;
}

export interface GqlAccessToken {
  accessToken: string;
  expiresAt: string;
}

export interface GqlMailingAddress {
  id?: Maybe<string>;
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  company?: Maybe<string>;
  address1?: Maybe<string>;
  address2?: Maybe<string>;
  city?: Maybe<string>;
  province?: Maybe<string>;
  country?: Maybe<string>;
  zip?: Maybe<string>;
  phone?: Maybe<string>;
}

export interface GqlCustomer {
  id?: Maybe<string>;
  displayName?: Maybe<string>;
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  email?: Maybe<string>;
  phone?: Maybe<string>;
  tags?: Maybe<Maybe<string>[]>;
  defaultAddress?: Maybe<{ id?: Maybe<string> }>;
  addresses?: Maybe<{ nodes?: Maybe<Maybe<GqlMailingAddress>[]> }>;
}

export interface GqlOrderSummary {
  id?: Maybe<string>;
  orderNumber?: Maybe<number>;
  name?: Maybe<string>;
  processedAt?: Maybe<string>;
  fulfillmentStatus?: Maybe<string>;
  totalPrice?: Maybe<GqlMoney>;
  lineItems?: Maybe<{ nodes?: Maybe<Maybe<{ title?: Maybe<string> }>[]> }>;
}

export interface GqlOrderLineItem {
  title?: Maybe<string>;
  quantity?: Maybe<number>;
  currentQuantity?: Maybe<number>;
  customAttributes?: Maybe<Maybe<{ key?: Maybe<string>; value?: Maybe<string> }>[]>;
  originalTotalPrice?: Maybe<GqlMoney>;
  discountedTotalPrice?: Maybe<GqlMoney>;
  variant?: Maybe<{
    id?: Maybe<string>;
    sku?: Maybe<string>;
    title?: Maybe<string>;
    availableForSale?: Maybe<boolean>;
    selectedOptions?: Maybe<Maybe<{ name?: Maybe<string>; value?: Maybe<string> }>[]>;
    image?: Maybe<{ url?: Maybe<string>; altText?: Maybe<string> }>;
    product?: Maybe<{ id?: Maybe<string>; title?: Maybe<string>; handle?: Maybe<string> }>;
  }>;
}

export interface GqlOrderDetail extends Omit<GqlOrderSummary, 'lineItems'> {
  __typename?: string;
  subtotalPrice?: Maybe<GqlMoney>;
  totalTax?: Maybe<GqlMoney>;
  totalShippingPrice?: Maybe<GqlMoney>;
  shippingAddress?: Maybe<GqlMailingAddress>;
  lineItems?: Maybe<{ nodes?: Maybe<Maybe<GqlOrderLineItem>[]> }>;
}

export interface GqlMailingAddressInput {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  country: string;
  zip: string;
  phone: string;
}

export interface GqlCustomerUpdateInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
}

const USER_ERRORS = /* GraphQL */ `customerUserErrors {
      code
      field
      message
    }`;

const ADDRESS_FIELDS = /* GraphQL */ `id
      firstName
      lastName
      company
      address1
      address2
      city
      province
      country
      zip
      phone`;

/** Spec §3 "Customer details": addresses first 100; orders and metafields are read where they are needed. */
const CUSTOMER_FIELDS = /* GraphQL */ `id
      displayName
      firstName
      lastName
      email
      phone
      tags
      defaultAddress {
        id
      }
      addresses(first: 100) {
        nodes {
          ${ADDRESS_FIELDS}
        }
      }`;

const MONEY = 'amount\n        currencyCode';

type Token = { customerAccessToken: string };

export const CUSTOMER_ACCESS_TOKEN_CREATE = doc<
  { customerAccessTokenCreate: Maybe<{ customerAccessToken: Maybe<GqlAccessToken>; customerUserErrors: GqlCustomerUserError[] }> },
  { input: { email: string; password: string } }
>(/* GraphQL */ `
mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken {
      accessToken
      expiresAt
    }
    ${USER_ERRORS}
  }
}`);

export const CUSTOMER_ACCESS_TOKEN_DELETE = doc<
  { customerAccessTokenDelete: Maybe<{ deletedAccessToken?: Maybe<string>; userErrors: { field?: Maybe<string[]>; message: string }[] }> },
  Token
>(/* GraphQL */ `
mutation CustomerAccessTokenDelete($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
    deletedAccessToken
    userErrors {
      field
      message
    }
  }
}`);

export const CUSTOMER_RECOVER = doc<{ customerRecover: Maybe<{ customerUserErrors: GqlCustomerUserError[] }> }, { email: string }>(/* GraphQL */ `
mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerRecover(email: $email) {
    ${USER_ERRORS}
  }
}`);

/** The customer behind a token; `customer` is null when the platform refuses the token. */
export const CUSTOMER_DETAILS = doc<{ customer: Maybe<GqlCustomer> }, Token>(/* GraphQL */ `
query CustomerDetails($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customer(customerAccessToken: $customerAccessToken) {
    ${CUSTOMER_FIELDS}
  }
}`);

/** Spec §9: orders 20 per page times the page number (`first`), newest first. */
export const CUSTOMER_ORDERS = doc<
  { customer: Maybe<{ id?: Maybe<string>; orders?: Maybe<{ pageInfo?: Maybe<{ hasNextPage?: Maybe<boolean> }>; nodes?: Maybe<Maybe<GqlOrderSummary>[]> }> }> },
  Token & { first: number }
>(/* GraphQL */ `
query CustomerOrders($customerAccessToken: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customer(customerAccessToken: $customerAccessToken) {
    id
    orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
      pageInfo {
        hasNextPage
      }
      nodes {
        id
        orderNumber
        name
        processedAt
        fulfillmentStatus
        totalPrice {
          ${MONEY}
        }
        lineItems(first: 100) {
          nodes {
            title
          }
        }
      }
    }
  }
}`);

/** Spec §3 "Order", looked up by `gid://shopify/Order/{id}?key={key}` (line items first 100). */
export const ORDER_BY_ID_AND_KEY = doc<{ node: Maybe<GqlOrderDetail> }, { id: string }>(/* GraphQL */ `
query OrderByIdAndKey($id: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  node(id: $id) {
    __typename
    ... on Order {
      id
      orderNumber
      name
      processedAt
      fulfillmentStatus
      subtotalPrice {
        ${MONEY}
      }
      totalPrice {
        ${MONEY}
      }
      totalTax {
        ${MONEY}
      }
      totalShippingPrice {
        ${MONEY}
      }
      shippingAddress {
        ${ADDRESS_FIELDS}
      }
      lineItems(first: 100) {
        nodes {
          title
          quantity
          currentQuantity
          customAttributes {
            key
            value
          }
          originalTotalPrice {
            ${MONEY}
          }
          discountedTotalPrice {
            ${MONEY}
          }
          variant {
            id
            sku
            title
            availableForSale
            selectedOptions {
              name
              value
            }
            image {
              url
              altText
            }
            product {
              id
              title
              handle
            }
          }
        }
      }
    }
  }
}`);

export const CUSTOMER_ADDRESS_CREATE = doc<
  { customerAddressCreate: Maybe<{ customerAddress: Maybe<GqlMailingAddress>; customerUserErrors: GqlCustomerUserError[] }> },
  Token & { address: GqlMailingAddressInput }
>(/* GraphQL */ `
mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
    customerAddress {
      ${ADDRESS_FIELDS}
    }
    ${USER_ERRORS}
  }
}`);

export const CUSTOMER_ADDRESS_UPDATE = doc<
  { customerAddressUpdate: Maybe<{ customerAddress: Maybe<GqlMailingAddress>; customerUserErrors: GqlCustomerUserError[] }> },
  Token & { id: string; address: GqlMailingAddressInput }
>(/* GraphQL */ `
mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
    customerAddress {
      ${ADDRESS_FIELDS}
    }
    ${USER_ERRORS}
  }
}`);

export const CUSTOMER_ADDRESS_DELETE = doc<
  { customerAddressDelete: Maybe<{ deletedCustomerAddressId?: Maybe<string>; customerUserErrors: GqlCustomerUserError[] }> },
  Token & { id: string }
>(/* GraphQL */ `
mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
    deletedCustomerAddressId
    ${USER_ERRORS}
  }
}`);

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE = doc<
  { customerDefaultAddressUpdate: Maybe<{ customer: Maybe<{ id?: Maybe<string> }>; customerUserErrors: GqlCustomerUserError[] }> },
  Token & { addressId: string }
>(/* GraphQL */ `
mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
    customer {
      id
    }
    ${USER_ERRORS}
  }
}`);

/**
 * Contact details or password. Changing the email or the password makes the
 * platform invalidate the token used here and return a new one.
 */
export const CUSTOMER_UPDATE = doc<
  {
    customerUpdate: Maybe<{
      customer: Maybe<GqlCustomer>;
      customerAccessToken: Maybe<GqlAccessToken>;
      customerUserErrors: GqlCustomerUserError[];
    }>;
  },
  Token & { customer: GqlCustomerUpdateInput }
>(/* GraphQL */ `
mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customer {
      ${CUSTOMER_FIELDS}
    }
    customerAccessToken {
      accessToken
      expiresAt
    }
    ${USER_ERRORS}
  }
}`);

/** Attaches a signed-in customer to a platform cart, so checkout pre-fills email and default address (spec shopping §7). */
export const CART_BUYER_IDENTITY_UPDATE = doc<
  {
    cartBuyerIdentityUpdate: Maybe<{
      cart: Maybe<{ id: string; checkoutUrl?: Maybe<string>; buyerIdentity?: Maybe<{ email?: Maybe<string>; customer?: Maybe<{ id?: Maybe<string> }> }> }>;
      userErrors: { code?: Maybe<string>; field?: Maybe<string[]>; message: string }[];
    }>;
  },
  { cartId: string; buyerIdentity: { customerAccessToken: string; countryCode?: string } }
>(/* GraphQL */ `
mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
    cart {
      id
      checkoutUrl
      buyerIdentity {
        email
        customer {
          id
        }
      }
    }
    userErrors {
      code
      field
      message
    }
  }
}`);
