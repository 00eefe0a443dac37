import { doc } from './document';

/** One product for the product page. */
export const PRODUCT_BY_HANDLE = doc(/* GraphQL */ `
query ProductByHandle($handle: String!) {
  product(handle: $handle) {
    ...ProductFields
  }
}`);

/** One product by numeric id, for the /products/{id} link form. */
export const PRODUCT_BY_ID = doc(/* GraphQL */ `
query ProductById($id: ID!) {
  product(id: $id) {
    ...ProductFields
  }
}`);

/**
 * The quick view's stock of a product's first variant (plus is
 * allowed while the quantity does not exceed the stock). Its own read:
 * `quantityAvailable` and `currentlyNotInStock` need the token's
 * unauthenticated_read_product_inventory scope, without which the platform
 * refuses the query; the quick view then shows no stock limit.
 */
export const PRODUCT_STOCK = doc(/* GraphQL */ `
query ProductStock($id: ID!) {
  product(id: $id) {
    variants(first: 1) {
      nodes {
        availableForSale
        quantityAvailable
        currentlyNotInStock
      }
    }
  }
}`);

/**
 * Products of the same vendor and type;
 * `$query` comes from relatedProductsQuery(). 12, more than the 5 the page
 * shows: the product itself is among them, and another site's products and
 * the Optional Extras are dropped before the first 5 are kept.
 */
export const RELATED_PRODUCTS = doc(/* GraphQL */ `
query RelatedProducts($query: String!) {
  products(first: 12, query: $query) {
    nodes {
      ...GridCardFields
    }
  }
}`);

/**
 * The Optional Extra products (first 15); their descriptions feed the extras'
 * tooltips on the product page. `$query` is productTypeQuery("Optional Extra").
 */
export const OPTIONAL_EXTRAS = doc(/* GraphQL */ `
query OptionalExtras($query: String!) {
  products(first: 15, query: $query) {
    nodes {
      id
      handle
      title
      description
      tags
      priceRange {
        minVariantPrice {
          ...MoneyFields
        }
      }
    }
  }
}`);

/**
 * The cards of products found by the site search, by id (at most a result
 * page's worth): read in the shopper's language and market, so a result
 * shows what the catalog's own cards show, whatever language was indexed.
 */
export const PRODUCT_CARDS_BY_IDS = doc(/* GraphQL */ `
query ProductCardsByIds($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Product {
      ...GridCardFields
    }
  }
}`);
