/**
 * Every GraphQL operation the app sends to the Storefront API (2025-10).
 * Each is a named query with `@inContext(country:, language:)`; the emulator
 * counts requests by operation name, and schema.test.ts validates every
 * entry of ALL_DOCUMENTS against the official schema.
 *
 *   ProductByHandle            product page and quick view (10 images, 250 variants with stock, options, SEO metafields)
 *   ProductById                the same, for the /products/{numeric id} link form
 *   RelatedProducts            5 products, same vendor and type, other title
 *   OptionalExtras             product_type "Optional Extra" (15, with description)
 *   CollectionByHandle         collection page (250 products, 5 images, 10 variants)
 *   CollectionsByTitlePrefix   collections whose title starts with a prefix (250)
 *   CollectionProductsById     home product grid: node(id) → Collection products (5 images, 5 variants)
 *   CollectionsByIds           home category grid: nodes(ids) → Collection title, handle, image
 *   PageByHandle               content page
 *   SitemapProducts / SitemapCollections / SitemapPages   handles + updatedAt, paginated by 250
 *   SearchProducts             search(types: [PRODUCT]) for the search page
 *   CartCreate                 checkout: the platform cart with lines, attributes and note
 *   CheckoutVariants           checkout: nodes(ids) → variants with product tags, for re-pricing
 *   VariantById                checkout: node(id) after an INVALID user error (is the variant gone?)
 *   CustomerAccessTokenCreate  sign-in, and the silent sign-in after a password change
 *   CustomerAccessTokenDelete  sign-out
 *   CustomerRecover            forgot password
 *   CustomerDetails            customer by token: contact details, tags, addresses (100)
 *   CustomerOrders             orders list: 20 × page, newest first, with hasNextPage
 *   OrderByIdAndKey            order detail: node(id: "gid://shopify/Order/{id}?key={key}")
 *   CustomerAddressCreate / CustomerAddressUpdate / CustomerAddressDelete / CustomerDefaultAddressUpdate
 *   CustomerUpdate             contact details or password (may return a new token)
 *
 * Adding a document: export it here AND list it in ALL_DOCUMENTS (the schema
 * test fails otherwise).
 */

import { CART_CREATE, CHECKOUT_VARIANTS, VARIANT_BY_ID } from './cart';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
  CUSTOMER_DETAILS,
  CUSTOMER_ORDERS,
  CUSTOMER_RECOVER,
  CUSTOMER_UPDATE,
  ORDER_BY_ID_AND_KEY,
} from './customer';
import { COLLECTION_BY_HANDLE, COLLECTION_PRODUCTS_BY_ID, COLLECTIONS_BY_IDS, COLLECTIONS_BY_TITLE_PREFIX } from './collection';
import { PAGE_BY_HANDLE } from './page';
import { OPTIONAL_EXTRAS, PRODUCT_BY_HANDLE, PRODUCT_BY_ID, RELATED_PRODUCTS } from './product';
import { SEARCH_PRODUCTS } from './search';
import { SITEMAP_COLLECTIONS, SITEMAP_PAGES, SITEMAP_PRODUCTS } from './sitemap';

export {
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
  CUSTOMER_DETAILS,
  CUSTOMER_ORDERS,
  CUSTOMER_RECOVER,
  CUSTOMER_UPDATE,
  ORDER_BY_ID_AND_KEY,
  CART_CREATE,
  CHECKOUT_VARIANTS,
  VARIANT_BY_ID,
  COLLECTION_BY_HANDLE,
  COLLECTION_PRODUCTS_BY_ID,
  COLLECTIONS_BY_IDS,
  COLLECTIONS_BY_TITLE_PREFIX,
  OPTIONAL_EXTRAS,
  PAGE_BY_HANDLE,
  PRODUCT_BY_HANDLE,
  PRODUCT_BY_ID,
  RELATED_PRODUCTS,
  SEARCH_PRODUCTS,
  SITEMAP_COLLECTIONS,
  SITEMAP_PAGES,
  SITEMAP_PRODUCTS,
};
export { operationName, type Document } from './document';

export const ALL_DOCUMENTS: readonly string[] = [
  PRODUCT_BY_HANDLE,
  PRODUCT_BY_ID,
  RELATED_PRODUCTS,
  OPTIONAL_EXTRAS,
  COLLECTION_BY_HANDLE,
  COLLECTIONS_BY_TITLE_PREFIX,
  COLLECTION_PRODUCTS_BY_ID,
  COLLECTIONS_BY_IDS,
  PAGE_BY_HANDLE,
  SITEMAP_PRODUCTS,
  SITEMAP_COLLECTIONS,
  SITEMAP_PAGES,
  SEARCH_PRODUCTS,
  CART_CREATE,
  CHECKOUT_VARIANTS,
  VARIANT_BY_ID,
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_RECOVER,
  CUSTOMER_DETAILS,
  CUSTOMER_ORDERS,
  ORDER_BY_ID_AND_KEY,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
  CUSTOMER_UPDATE,
];
