import { doc } from './document';

/**
 * Customer accounts: access tokens, the customer by token,
 * orders, addresses and contact details, and attaching a signed-in customer
 * to a platform cart. Shared selections are the Customer*, MailingAddress
 * and OrderBase fragments in ./fragments.ts.
 *
 * Platform ids come back with query strings that must not leave the server:
 * a MailingAddress id carries `?model_name=CustomerAddress&customer_access_token=…`,
 * an Order id `?key=…`. lib/services/shopify/customer/map.ts strips or splits them.
 */

export const CUSTOMER_ACCESS_TOKEN_CREATE = doc(/* GraphQL */ `
mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken {
      ...CustomerAccessTokenFields
    }
    customerUserErrors {
      ...CustomerUserErrorFields
    }
  }
}`);

export const CUSTOMER_ACCESS_TOKEN_DELETE = doc(/* GraphQL */ `
mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
    deletedAccessToken
    userErrors {
      field
      message
    }
  }
}`);

export const CUSTOMER_RECOVER = doc(/* GraphQL */ `
mutation CustomerRecover($email: String!) {
  customerRecover(email: $email) {
    customerUserErrors {
      ...CustomerUserErrorFields
    }
  }
}`);

/** The customer behind a token; `customer` is null when the platform refuses the token. */
export const CUSTOMER_DETAILS = doc(/* GraphQL */ `
query CustomerDetails($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    ...CustomerFields
  }
}`);

/** Orders 20 per page times the page number (`first`), newest first. */
export const CUSTOMER_ORDERS = doc(/* GraphQL */ `
query CustomerOrders($customerAccessToken: String!, $first: Int!) {
  customer(customerAccessToken: $customerAccessToken) {
    id
    orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
      pageInfo {
        hasNextPage
      }
      nodes {
        ...OrderBaseFields
        lineItems(first: 100) {
          nodes {
            title
          }
        }
      }
    }
  }
}`);

/** One order, looked up by `gid://shopify/Order/{id}?key={key}` (line items first 100). */
export const ORDER_BY_ID_AND_KEY = doc(/* GraphQL */ `
query OrderByIdAndKey($id: ID!) {
  node(id: $id) {
    __typename
    ... on Order {
      ...OrderBaseFields
      subtotalPrice {
        ...MoneyFields
      }
      totalTax {
        ...MoneyFields
      }
      totalShippingPrice {
        ...MoneyFields
      }
      shippingAddress {
        ...MailingAddressFields
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
            ...MoneyFields
          }
          discountedTotalPrice {
            ...MoneyFields
          }
          variant {
            ...OrderLineVariantFields
          }
        }
      }
    }
  }
}`);

export const CUSTOMER_ADDRESS_CREATE = doc(/* GraphQL */ `
mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
    customerAddress {
      ...MailingAddressFields
    }
    customerUserErrors {
      ...CustomerUserErrorFields
    }
  }
}`);

export const CUSTOMER_ADDRESS_UPDATE = doc(/* GraphQL */ `
mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
    customerAddress {
      ...MailingAddressFields
    }
    customerUserErrors {
      ...CustomerUserErrorFields
    }
  }
}`);

export const CUSTOMER_ADDRESS_DELETE = doc(/* GraphQL */ `
mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
  customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
    deletedCustomerAddressId
    customerUserErrors {
      ...CustomerUserErrorFields
    }
  }
}`);

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE = doc(/* GraphQL */ `
mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
    customer {
      id
    }
    customerUserErrors {
      ...CustomerUserErrorFields
    }
  }
}`);

/**
 * Contact details or password. Changing the email or the password makes the
 * platform invalidate the token used here and return a new one.
 */
export const CUSTOMER_UPDATE = doc(/* GraphQL */ `
mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customer {
      ...CustomerFields
    }
    customerAccessToken {
      ...CustomerAccessTokenFields
    }
    customerUserErrors {
      ...CustomerUserErrorFields
    }
  }
}`);


/** The variants of an order's lines, as the order page and reorder show them, when the order came from the Customer Account API (whose lines name only the variant id). */
export const ORDER_LINE_VARIANTS = doc(/* GraphQL */ `
query OrderLineVariants($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on ProductVariant {
      ...OrderLineVariantFields
    }
  }
}`);
