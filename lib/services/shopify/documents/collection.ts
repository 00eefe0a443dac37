import { doc } from './document';

/**
 * A collection page: 250 products, 5 images and 10 variants each.
 * `collection(handle:)` replaces the deprecated `collectionByHandle` in 2026-04.
 */
export const COLLECTION_BY_HANDLE = doc(/* GraphQL */ `
query CollectionByHandle($handle: String!) {
  collection(handle: $handle) {
    ...CollectionSummaryFields
    description
    descriptionHtml
    seo {
      ...SeoFields
    }
    products(first: 250) {
      nodes {
        ...GridCardFields
      }
    }
  }
}`);

/** Collections whose title starts with a prefix; `$query` is titlePrefixQuery(prefix). */
export const COLLECTIONS_BY_TITLE_PREFIX = doc(/* GraphQL */ `
query CollectionsByTitlePrefix($query: String!) {
  collections(first: 250, query: $query) {
    nodes {
      ...CollectionSummaryFields
    }
  }
}`);

/** The home page product grid: a collection's products by collection GID (5 images, 5 variants). */
export const COLLECTION_PRODUCTS_BY_ID = doc(/* GraphQL */ `
query CollectionProductsById($id: ID!) {
  node(id: $id) {
    ... on Collection {
      id
      products(first: 250) {
        nodes {
          ...CardFields
          images(first: 5) {
            nodes {
              ...ImageFields
            }
          }
          variants(first: 5) {
            nodes {
              ...CardVariantFields
            }
          }
        }
      }
    }
  }
}`);

/** The home page category grid: collections by GID (title, handle, image). */
export const COLLECTIONS_BY_IDS = doc(/* GraphQL */ `
query CollectionsByIds($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Collection {
      ...CollectionSummaryFields
    }
  }
}`);
