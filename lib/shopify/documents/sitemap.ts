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

/** Every collection handle with its change time, 250 per page. */
export const SITEMAP_COLLECTIONS = doc(/* GraphQL */ `
query SitemapCollections($after: String) {
  collections(first: 250, after: $after) {
    pageInfo {
      ...PageInfoFields
    }
    nodes {
      handle
      updatedAt
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
