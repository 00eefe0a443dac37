import { doc } from './document';

/**
 * Storefront product search, kept ready for the search page (accounts §2).
 * Results are products only; the reseller filter goes into `$query`.
 */
export const SEARCH_PRODUCTS = doc(/* GraphQL */ `
query SearchProducts($query: String!, $first: Int!) {
  search(query: $query, first: $first, types: [PRODUCT]) {
    totalCount
    nodes {
      ... on Product {
        ...GridCardFields
      }
    }
  }
}`);
