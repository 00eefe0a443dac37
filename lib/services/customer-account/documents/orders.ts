import { caDoc } from './document';

/** A page of the customer's orders, newest first, for the orders list and its infinite scroll. */
export const ORDERS = caDoc(/* GraphQL */ `
query CustomerOrders($first: Int!, $after: String) {
  customer {
    orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        id
        name
        number
        processedAt
        fulfillmentStatus
        totalPrice {
          amount
          currencyCode
        }
        lineItems(first: 250) {
          nodes {
            quantity
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}`);

/** One of the customer's orders with its lines, totals and shipping address; null for another customer's. */
export const ORDER = caDoc(/* GraphQL */ `
query CustomerOrder($id: ID!) {
  order(id: $id) {
    id
    name
    number
    processedAt
    fulfillmentStatus
    subtotal {
      amount
      currencyCode
    }
    totalPrice {
      amount
      currencyCode
    }
    totalTax {
      amount
      currencyCode
    }
    totalShipping {
      amount
      currencyCode
    }
    shippingAddress {
      firstName
      lastName
      company
      address1
      address2
      city
      province
      country
      zip
      phoneNumber
    }
    lineItems(first: 250) {
      nodes {
        title
        variantTitle
        quantity
        sku
        variantId
        productId
        customAttributes {
          key
          value
        }
        totalPrice {
          amount
          currencyCode
        }
        currentTotalPrice {
          amount
          currencyCode
        }
        variantOptions {
          name
          value
        }
      }
    }
  }
}`);
