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

export interface GqlCheckoutVariant {
  __typename?: string;
  id?: Maybe<string>;
  sku?: Maybe<string>;
  availableForSale?: Maybe<boolean>;
  price?: Maybe<{ amount?: Maybe<string>; currencyCode?: Maybe<string> }>;
  product?: Maybe<{
    id?: Maybe<string>;
    title?: Maybe<string>;
    tags?: Maybe<string[]>;
    variants?: Maybe<{ nodes: Maybe<{ sku?: Maybe<string>; price?: Maybe<{ amount?: Maybe<string> }> }>[] }>;
  }>;
}

/** The variants of a checkout, with what re-pricing needs (tags, the product's variants for the file check). */
export const CHECKOUT_VARIANTS = doc<{ nodes: Maybe<GqlCheckoutVariant>[] }, { ids: string[] }>(/* GraphQL */ `
query CheckoutVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  nodes(ids: $ids) {
    ... on ProductVariant {
      id
      sku
      availableForSale
      price {
        amount
        currencyCode
      }
      product {
        id
        title
        tags
        variants(first: 250) {
          nodes {
            sku
            price {
              amount
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
