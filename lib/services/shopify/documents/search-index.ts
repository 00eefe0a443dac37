import { doc } from './document';

/**
 * Every product as the search index records it (scripts/search-index.ts),
 * 250 per page: the plain-text description, the first image, the cheapest
 * variant's price, and type and tags (which leave the Optional Extras out).
 */
export const SEARCH_INDEX_PRODUCTS = doc(/* GraphQL */ `
query SearchIndexProducts($after: String) {
  products(first: 250, after: $after) {
    pageInfo {
      ...PageInfoFields
    }
    nodes {
      id
      handle
      title
      description
      productType
      vendor
      tags
      images(first: 1) {
        nodes {
          url
        }
      }
      priceRange {
        minVariantPrice {
          amount
        }
      }
    }
  }
}`);

/**
 * Every collection with the products it lists (250, as a collection page
 * shows them), 250 collections per page: which resellers' stores carry a
 * company product (their collections' handles carry their prefix).
 */
export const SEARCH_INDEX_COLLECTIONS = doc(/* GraphQL */ `
query SearchIndexCollections($after: String) {
  collections(first: 250, after: $after) {
    pageInfo {
      ...PageInfoFields
    }
    nodes {
      handle
      products(first: 250) {
        nodes {
          id
        }
      }
    }
  }
}`);
