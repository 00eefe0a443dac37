/**
 * Every GraphQL operation the app sends to the Storefront API (2026-04).
 * Each is a named query with `@inContext(country:, language:)`, which doc()
 * adds; the emulator counts requests by operation name, and schema.test.ts
 * validates every entry of ALL_DOCUMENTS against the official schema.
 *
 *   ProductByHandle            product page, quick view, reorder (10 images, 250 variants, options, SEO metafields)
 *   ProductById                the same, for the /products/{numeric id} link form
 *   ProductStock               quick view: the first variant's stock (needs the inventory scope)
 *   RelatedProducts            5 products, same vendor and type, other title
 *   ProductCardsByIds          search results: nodes(ids) → product cards in the shopper's language
 *   OptionalExtras             product_type "Optional Extra" (15, with description)
 *   CollectionByHandle         collection page (250 products, 5 images, 10 variants)
 *   CollectionsByTitlePrefix   collections whose title starts with a prefix (250)
 *   CollectionProductsById     home product grid: node(id) → Collection products (5 images, 5 variants)
 *   CollectionsByIds           home category grid: nodes(ids) → Collection title, handle, image
 *   PageByHandle               content page
 *   SitemapProducts / SitemapCollections / SitemapPages   handles + updatedAt, paginated by 250
 *   SearchIndexProducts        every product for the search index (scripts/search-index.ts), paginated by 250
 *   SearchIndexCollections     every collection with its products, for the search index's reseller lists, paginated by 250
 *   CartCreate                 checkout: the platform cart with lines, attributes and note
 *   CheckoutVariants           checkout: nodes(ids) → variants with product tags, for re-pricing
 *   VariantById                checkout: node(id) after an INVALID user error (is the variant gone?)
 *   MarketRates                the platform's exchange rate per market (shop metafield markets.exchange_rates)
 *   CustomerAccessTokenCreate  sign-in, and the silent sign-in after a password change
 *   CustomerAccessTokenDelete  sign-out
 *   CustomerRecover            forgot password
 *   CustomerDetails            customer by token: contact details, tags, addresses (100)
 *   CustomerOrders             orders list: 20 × page, newest first, with hasNextPage
 *   OrderByIdAndKey            order detail: node(id: "gid://shopify/Order/{id}?key={key}")
 *   OrderLineVariants          order detail from the Customer Account API: nodes(ids) → the lines' variants
 *   CustomerAddressCreate / CustomerAddressUpdate / CustomerAddressDelete / CustomerDefaultAddressUpdate
 *   CustomerUpdate             contact details or password (may return a new token)
 *
 * A document goes in one of the files below, which export nothing else:
 * exported there, it is exported here and listed in ALL_DOCUMENTS.
 */

import * as cart from './cart';
import * as collection from './collection';
import * as customer from './customer';
import * as markets from './markets';
import * as page from './page';
import * as product from './product';
import * as searchIndex from './search-index';
import * as sitemap from './sitemap';

export * from './cart';
export * from './collection';
export * from './customer';
export * from './markets';
export * from './page';
export * from './product';
export * from './search-index';
export * from './sitemap';
export { operationName, type Document } from './document';

export const ALL_DOCUMENTS: readonly string[] = [cart, collection, customer, markets, page, product, searchIndex, sitemap].flatMap((documents) =>
  Object.values(documents),
);
