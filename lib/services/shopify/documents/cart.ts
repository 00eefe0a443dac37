import { doc } from './document';

/** Checkout: the platform cart, and the variant lookup that follows an INVALID user error. */

/**
 * cartCreate answers the cart as the platform made it: each line's variant,
 * quantity and price signature (a line capped to the stock, dropped or
 * merged with another shows here, and in `warnings`), and the total it will
 * charge, so the checkout can refuse a cart that differs from what was priced.
 */
export const CART_CREATE = doc(/* GraphQL */ `
mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart {
      id
      checkoutUrl
      cost {
        totalAmount {
          amount
          currencyCode
        }
      }
      lines(first: 100) {
        nodes {
          quantity
          merchandise {
            ... on ProductVariant {
              id
            }
          }
          signature: attribute(key: "_Item Price Signature") {
            value
          }
        }
      }
    }
    userErrors {
      code
      field
      message
    }
    warnings {
      code
      message
      target
    }
  }
}`);

/**
 * The variants of a checkout, with what the server needs to check and price
 * each line: the variant's options, the product's type, vendor, tags and options,
 * and its variants (SKU and price for the pricing-file check, options for
 * the custom-size rule, lib/domain/checkout/line-check.ts): the product page's
 * selections (VariantFields, ProductOptionFields), read fresh.
 */
export const CHECKOUT_VARIANTS = doc(/* GraphQL */ `
query CheckoutVariants($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on ProductVariant {
      ...VariantFields
      product {
        id
        handle
        title
        productType
        vendor
        tags
        options {
          ...ProductOptionFields
        }
        variants(first: 250) {
          nodes {
            ...VariantFields
          }
        }
      }
    }
  }
}`);

/** After an INVALID user error: does this variant still exist? */
export const VARIANT_BY_ID = doc(/* GraphQL */ `
query VariantById($id: ID!) {
  node(id: $id) {
    __typename
    ... on ProductVariant {
      id
      availableForSale
    }
  }
}`);
