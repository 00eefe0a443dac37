import type { Maybe } from '../types';
import { doc } from './document';

/** Checkout (spec §7): the platform cart, and the variant lookup that follows an INVALID user error. */

export interface GqlCartUserError {
  code?: Maybe<string>;
  field?: Maybe<string[]>;
  message: string;
}

export interface GqlCartCreate {
  cartCreate: Maybe<{
    cart: Maybe<{ id: string; checkoutUrl?: Maybe<string> }>;
    userErrors: GqlCartUserError[];
  }>;
}

export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes: { key: string; value: string }[];
}

export interface CartInput {
  lines: CartLineInput[];
  attributes: { key: string; value: string }[];
  note?: string;
  buyerIdentity?: { countryCode?: string; customerAccessToken?: string; email?: string };
}

export const CART_CREATE = doc<GqlCartCreate, { input: CartInput }>(/* GraphQL */ `
mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartCreate(input: $input) {
    cart {
      id
      checkoutUrl
    }
    userErrors {
      code
      field
      message
    }
  }
}`);

type GqlSelectedOptions = Maybe<Maybe<{ name?: Maybe<string>; value?: Maybe<string> }>[]>;

export interface GqlCheckoutVariant {
  __typename?: string;
  id?: Maybe<string>;
  title?: Maybe<string>;
  sku?: Maybe<string>;
  availableForSale?: Maybe<boolean>;
  price?: Maybe<{ amount?: Maybe<string>; currencyCode?: Maybe<string> }>;
  selectedOptions?: GqlSelectedOptions;
  product?: Maybe<{
    id?: Maybe<string>;
    title?: Maybe<string>;
    productType?: Maybe<string>;
    tags?: Maybe<string[]>;
    options?: Maybe<Maybe<{ name?: Maybe<string>; optionValues?: Maybe<Maybe<{ name?: Maybe<string> }>[]> }>[]>;
    variants?: Maybe<{
      nodes: Maybe<{ id?: Maybe<string>; sku?: Maybe<string>; price?: Maybe<{ amount?: Maybe<string> }>; selectedOptions?: GqlSelectedOptions }>[];
    }>;
  }>;
}

/**
 * The variants of a checkout, with what the server needs to check and price
 * each line: the variant's options, the product's type, tags and options,
 * and its variants (SKU and price for the pricing-file check, options for
 * the custom-size rule, lib/checkout/line-check.ts).
 */
export const CHECKOUT_VARIANTS = doc<{ nodes: Maybe<GqlCheckoutVariant>[] }, { ids: string[] }>(/* GraphQL */ `
query CheckoutVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  nodes(ids: $ids) {
    ... on ProductVariant {
      id
      title
      sku
      availableForSale
      price {
        amount
        currencyCode
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        productType
        tags
        options {
          name
          optionValues {
            name
          }
        }
        variants(first: 250) {
          nodes {
            id
            sku
            price {
              amount
            }
            selectedOptions {
              name
              value
            }
          }
        }
      }
    }
  }
}`);

/** After an INVALID user error: does this variant still exist? */
export const VARIANT_BY_ID = doc<{ node: Maybe<{ __typename?: string; id?: Maybe<string>; availableForSale?: Maybe<boolean> }> }, { id: string }>(/* GraphQL */ `
query VariantById($id: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  node(id: $id) {
    __typename
    ... on ProductVariant {
      id
      availableForSale
    }
  }
}`);
