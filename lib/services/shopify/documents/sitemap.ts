import { doc } from './document';

/** Every product handle with its change time, 250 per page (sitemap.xml); type and tags leave the Optional Extras out. */
export const SITEMAP_PRODUCTS = doc(/* GraphQL */ `
query SitemapProducts($after: String) {
  products(first: 250, after: $after) {
    pageInfo {
      ...PageInfoFields
    }
    nodes {
      handle
      updatedAt
      productType
      tags
    }
  }
}`);

/**
 * Every collection handle with its change time, 250 per page; a sample of
 * its products leaves out the collections with nothing for sale here (the
 * Optional Extras' grouping), which the collection page answers as not found.
 */
export const SITEMAP_COLLECTIONS = doc(/* GraphQL */ `
query SitemapCollections($after: String) {
  collections(first: 250, after: $after) {
    pageInfo {
      ...PageInfoFields
    }
    nodes {
      handle
      updatedAt
      products(first: 10) {
        nodes {
          handle
          productType
          tags
        }
      }
    }
  }
}`);

/** Every content page handle with its change time, 250 per page. */
export const SITEMAP_PAGES = doc(/* GraphQL */ `
query SitemapPages($after: String) {
  pages(first: 250, after: $after) {
    pageInfo {
      ...PageInfoFields
    }
    nodes {
      handle
      updatedAt
    }
  }
}`);
