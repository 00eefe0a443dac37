import 'server-only';
import { cachedRead, isUnavailable, orFallback, UNAVAILABLE, type ReadSpec, type Unavailable } from '../../services/cache/read';
import { CATALOG_TAG, SITEMAP_TAG, collectionTag, pageTag, productTag } from '../../services/cache/tags';
import { candidateHandles, isForeignHandle, pageCandidates, servesCollection, servesPage } from './handles';
import { forSaleHere, isShopperCollection } from './for-sale';
import { collectionPath, pagePath, productPath } from './links';
import { isOptionalExtraProduct, OPTIONAL_EXTRA_TYPE } from './optional-extra';
import { relatedCards } from './related';
import { handleFromTitle } from './title-handle';
import type { Collection, CollectionSummary, ContentPage, OptionalExtra, Product, ProductCard } from './types';
import { config } from '../../ground/config';
import type { SitemapEntry } from '../seo/sitemap';
import { knownHandlePrefixes, tenantOrigin, withHandlePrefix, type Tenant } from '../../ground/tenant';
import { storefrontQuery, type InContext } from '../../services/shopify/client';
import { readContextFor, STORE_LANGUAGE } from '../../services/shopify/context';
import { withStoreOptions } from '../../services/shopify/option-identity';
import {
  COLLECTION_BY_HANDLE,
  COLLECTION_PRODUCTS_BY_ID,
  COLLECTIONS_BY_IDS,
  COLLECTIONS_BY_TITLE_PREFIX,
  OPTIONAL_EXTRAS,
  PAGE_BY_HANDLE,
  PRODUCT_BY_HANDLE,
  PRODUCT_BY_ID,
  PRODUCT_CARDS_BY_IDS,
  RELATED_PRODUCTS,
  SITEMAP_COLLECTIONS,
  SITEMAP_PAGES,
  SITEMAP_PRODUCTS,
} from '../../services/shopify/documents';
import {
  mapCollection,
  mapCollectionSummary,
  mapList,
  mapOptionalExtra,
  mapPage,
  mapProduct,
  mapProductCard,
  mapProductCards,
  nodesOf,
} from '../../services/shopify/map';
import { productTypeQuery, relatedProductsQuery, titlePrefixQuery } from '../../services/shopify/search-syntax';
import type { Maybe } from '../../services/shopify/types';

/**
 * The catalog reads pages call. Every get* function:
 *  - takes plain values (tenant KEY, locale, handle…), resolves the tenant itself;
 *  - reads through Next's data cache (lib/services/cache/read.ts), tagged `tenant:<key>`
 *    plus `product:` / `collection:` / `page:` / `catalog` (lib/services/cache/tags.ts);
 *  - never throws: on an upstream failure it logs with context, caches
 *    nothing, shortens the page's ISR lifetime, and returns null / [];
 *  - returns null for "not found" (a normal, cached answer);
 *  - returns prices as the store has them (cents, store currency): pages
 *    convert them where they show them (lib/ground/money).
 *
 * The `read*` functions below are what runs on a cache miss; their arguments
 * are the cache key, so they take exactly the query inputs.
 */

/** Sitemap reads stop after this many pages of 250 per entity kind. */
const SITEMAP_MAX_PAGES = 40;

interface Scope {
  tenant: Tenant;
  context: Required<InContext>;
}

/** The tenant and the Storefront's @inContext for its market and the language. */
function scopeOf(tenant: Tenant, locale: string | null): Scope {
  return { tenant, context: readContextFor(tenant, locale ?? tenant.defaultLocale, config()) };
}

/** The platform handles to try for a URL handle: the tenant-prefixed one first, then the bare one. */
const candidatesOf = (tenant: Tenant, handle: string) => candidateHandles(tenant, handle, knownHandlePrefixes(config()));

/** The first of `handles` whose entity the store has, read one at a time in order; null when none. */
async function firstFound<T>(handles: readonly string[], read: (handle: string) => Promise<T | null>): Promise<T | null> {
  for (const handle of handles) {
    const found = await read(handle);
    if (found) return found;
  }
  return null;
}

/** How a page's own entity (product, content page) is read from its URL handle. */
interface ByHandle<T> {
  name: string;
  operation: string;
  /** The platform handles to try (the cache key). */
  handles: (tenant: Tenant, handle: string) => string[];
  tag: (handle: string) => string;
  read: (handles: string[], context: InContext) => Promise<T | null>;
}

/** A page's own entity by URL handle. Null when missing, UNAVAILABLE when the store could not be reached. */
async function getByHandle<T>(by: ByHandle<T>, tenant: Tenant, locale: string, handle: string): Promise<T | null | Unavailable> {
  const scope = scopeOf(tenant, locale);
  const handles = by.handles(scope.tenant, handle);
  const spec: ReadSpec = {
    name: by.name,
    tenantKey: tenant.key,
    // Every handle tried: creating "ca-foo" later must drop the entry that fell back to "foo".
    tags: handles.map(by.tag),
    context: { operation: by.operation, locale, handle },
  };
  return orFallback(spec, cachedRead(spec, by.read, handles, scope.context), UNAVAILABLE);
}

// ---------------------------------------------------------------- products

/** Cards link /products/{numeric id} too: such a "handle" is a product id. */
const NUMERIC_ID = /^\d+$/;

/** The product in the request's language, its options keyed by the store's words (lib/services/shopify/option-identity.ts). */
async function readProduct(handles: string[], context: InContext): Promise<Product | null> {
  const shown = await readProductIn(handles, context);
  if (!shown || !context.language || context.language === STORE_LANGUAGE) return shown;
  // The found product again by its id, in the store's words: one more read, only for a product that exists.
  const store = await storefrontQuery(PRODUCT_BY_ID, { variables: { id: shown.id }, context: { ...context, language: STORE_LANGUAGE } });
  return withStoreOptions(shown, mapProduct(store.product));
}

async function readProductIn(handles: string[], context: InContext): Promise<Product | null> {
  const [first] = handles;
  if (first && NUMERIC_ID.test(first)) {
    const data = await storefrontQuery(PRODUCT_BY_ID, { variables: { id: `gid://shopify/Product/${first}` }, context });
    return mapProduct(data.product);
  }
  return firstFound(handles, async (handle) => mapProduct((await storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle }, context })).product));
}

const PRODUCT: ByHandle<Product> = {
  name: 'catalog.product',
  operation: 'ProductByHandle',
  handles: (tenant, handle) => (NUMERIC_ID.test(handle) ? [handle] : candidatesOf(tenant, handle)),
  tag: productTag,
  read: readProduct,
};

/** The product for a URL handle (or numeric id): the tenant-prefixed product first, then the bare handle. Null when missing, UNAVAILABLE when the store could not be reached. */
export function getProduct(tenant: Tenant, locale: string, handle: string): Promise<Product | null | Unavailable> {
  return getByHandle(PRODUCT, tenant, locale, handle);
}

async function readRelated(tenant: Tenant, query: string, self: { id: string; title: string }, context: InContext): Promise<ProductCard[]> {
  const data = await storefrontQuery(RELATED_PRODUCTS, { variables: { query }, context });
  return relatedCards(forSaleHere(tenant, mapProductCards(data.products), knownHandlePrefixes(config())), self);
}

/**
 * Up to 5 products with the same vendor and product type and another title,
 * in any language: the query does not carry the (possibly translated) title,
 * the reply has one more product and the product itself is dropped. [] on failure.
 */
export async function getRelatedProducts(
  tenant: Tenant,
  locale: string,
  product: Pick<Product, 'id' | 'vendor' | 'productType' | 'title'>,
): Promise<ProductCard[]> {
  const scope = scopeOf(tenant, locale);
  const query = relatedProductsQuery(product);
  if (!query) return [];
  const spec: ReadSpec = {
    name: 'catalog.related',
    tenantKey: tenant.key,
    tags: [CATALOG_TAG],
    context: { operation: 'RelatedProducts', locale, query },
  };
  return orFallback(spec, cachedRead(spec, readRelated, scope.tenant, query, { id: product.id, title: product.title }, scope.context), []);
}

async function readOptionalExtras(context: InContext): Promise<OptionalExtra[]> {
  const data = await storefrontQuery(OPTIONAL_EXTRAS, { variables: { query: productTypeQuery(OPTIONAL_EXTRA_TYPE) }, context });
  return mapList(data.products?.nodes, mapOptionalExtra);
}

/** The Optional Extra products (15) whose descriptions are the extras' tooltips. [] on failure. */
export async function getOptionalExtras(tenant: Tenant, locale: string): Promise<OptionalExtra[]> {
  const scope = scopeOf(tenant, locale);
  const spec: ReadSpec = { name: 'catalog.extras', tenantKey: tenant.key, tags: [CATALOG_TAG], context: { operation: 'OptionalExtras', locale } };
  return orFallback(spec, cachedRead(spec, readOptionalExtras, scope.context), []);
}

// ------------------------------------------------------------- collections

/** A collection with the cards this tenant sells; null for one with nothing for sale here (the Optional Extras' grouping). */
async function readCollection(tenant: Tenant, handle: string, context: InContext): Promise<Collection | null> {
  const data = await storefrontQuery(COLLECTION_BY_HANDLE, { variables: { handle }, context });
  const collection = mapCollection(data.collection);
  const prefixes = knownHandlePrefixes(config());
  if (!collection || !isShopperCollection(tenant, collection.products, prefixes)) return null;
  return { ...collection, products: forSaleHere(tenant, collection.products, prefixes) };
}

/**
 * A collection by URL handle, with the tenant prefix added (a
 * reseller's collections exist only under "{resellerId}-{handle}").
 * Null when missing, UNAVAILABLE when the store could not be reached.
 */
export async function getCollection(tenant: Tenant, locale: string, handle: string): Promise<Collection | null | Unavailable> {
  const scope = scopeOf(tenant, locale);
  const prefixed = withHandlePrefix(scope.tenant, handle);
  // Another tenant's collection ("northwind-featured" on the US site) does not exist here.
  if (!servesCollection(scope.tenant, prefixed, knownHandlePrefixes(config()))) return null;
  const spec: ReadSpec = {
    name: 'catalog.collection',
    tenantKey: tenant.key,
    // `catalog` too: a product change can alter the cards the collection shows.
    tags: [collectionTag(prefixed), CATALOG_TAG],
    context: { operation: 'CollectionByHandle', locale, handle: prefixed },
  };
  return orFallback(spec, cachedRead(spec, readCollection, scope.tenant, prefixed, scope.context), UNAVAILABLE);
}

/**
 * The category named after a product type, the product page's breadcrumb
 * parent and related category: the collection whose handle the platform
 * derives from the type ("Roll Labels" → roll-labels, fr-roll-labels on the
 * French site). Handles are the same in every language where titles are
 * translated, so the French page finds the category the English one does.
 * The read is the category page's (one cache entry). Null when there is none
 * or the store could not be reached.
 */
export async function getProductTypeCategory(tenant: Tenant, locale: string, productType: string): Promise<CollectionSummary | null> {
  const handle = handleFromTitle(productType);
  if (!handle) return null;
  const found = await getCollection(tenant, locale, handle);
  if (!found || isUnavailable(found)) return null;
  return { id: found.id, handle: found.handle, title: found.title, image: found.image };
}

async function readCollectionsByPrefix(prefix: string, context: InContext): Promise<CollectionSummary[]> {
  const data = await storefrontQuery(COLLECTIONS_BY_TITLE_PREFIX, { variables: { query: titlePrefixQuery(prefix) }, context });
  return mapList(data.collections?.nodes, mapCollectionSummary);
}

/**
 * The tenant's collections whose title starts with `prefix` (the category
 * page's sub-categories: "Labels" → "Labels · Roll", "Labels · Sheet").
 * The platform's `title:x*` matches any word of the title and every tenant's
 * copy, so results are narrowed to titles that really start with the prefix
 * (case-insensitive) and to collections this tenant serves. [] on failure.
 */
export async function getCollectionsByTitlePrefix(tenant: Tenant, locale: string, prefix: string): Promise<CollectionSummary[]> {
  const scope = scopeOf(tenant, locale);
  if (!prefix.trim()) return [];
  const spec: ReadSpec = {
    name: 'catalog.collections-by-prefix',
    tenantKey: tenant.key,
    tags: [CATALOG_TAG],
    context: { operation: 'CollectionsByTitlePrefix', locale, prefix },
  };
  const found = await orFallback(spec, cachedRead(spec, readCollectionsByPrefix, prefix.trim(), scope.context), []);
  const wanted = prefix.trim().toLocaleLowerCase();
  const prefixes = knownHandlePrefixes(config());
  return found.filter(
    (c) => c.title.trim().toLocaleLowerCase().startsWith(wanted) && servesCollection(scope.tenant, c.handle, prefixes),
  );
}

async function readCollectionProducts(tenant: Tenant, collectionId: string, context: InContext): Promise<ProductCard[]> {
  const data = await storefrontQuery(COLLECTION_PRODUCTS_BY_ID, { variables: { id: collectionId }, context });
  return forSaleHere(tenant, mapProductCards(data.node?.products), knownHandlePrefixes(config()));
}

/**
 * The home page product grid: the first `count` products of a collection by
 * GID. The cached entry holds the first 250 so every count shares it.
 * [] on failure or for an id that is not a collection.
 */
export async function getCollectionProductsById(
  tenant: Tenant,
  locale: string,
  collectionId: string,
  count: number,
): Promise<ProductCard[]> {
  const scope = scopeOf(tenant, locale);
  if (!collectionId || !(count > 0)) return [];
  const spec: ReadSpec = {
    name: 'catalog.collection-products',
    tenantKey: tenant.key,
    tags: [CATALOG_TAG],
    context: { operation: 'CollectionProductsById', locale, collectionId },
  };
  const cards = await orFallback(spec, cachedRead(spec, readCollectionProducts, scope.tenant, collectionId, scope.context), []);
  return cards.slice(0, Math.floor(count));
}

/** How a list of entities is read by GID (nodes(ids)), in the given order, missing ones left out. */
interface ByIds<T> {
  name: string;
  operation: string;
  read: (ids: string[], context: InContext) => Promise<T[]>;
}

/** Entities by GID through the data cache (tag `catalog`); [] for none asked, an unknown tenant, or a failed read. */
async function getByIds<T>(by: ByIds<T>, tenant: Tenant, locale: string, ids: readonly string[]): Promise<T[]> {
  const scope = scopeOf(tenant, locale);
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return [];
  const spec: ReadSpec = {
    name: by.name,
    tenantKey: tenant.key,
    tags: [CATALOG_TAG],
    context: { operation: by.operation, locale, ids: unique },
  };
  return orFallback(spec, cachedRead(spec, by.read, unique, scope.context), []);
}

const COLLECTIONS_BY_GID: ByIds<CollectionSummary> = {
  name: 'catalog.collections-by-ids',
  operation: 'CollectionsByIds',
  read: async (ids, context) => mapList((await storefrontQuery(COLLECTIONS_BY_IDS, { variables: { ids }, context })).nodes, mapCollectionSummary),
};

/** The home page category grid: collections by GID, in the given order, missing ones left out. [] on failure. */
export function getCollectionsByIds(tenant: Tenant, locale: string, ids: readonly string[]): Promise<CollectionSummary[]> {
  return getByIds(COLLECTIONS_BY_GID, tenant, locale, ids);
}

const PRODUCT_CARDS_BY_GID: ByIds<ProductCard> = {
  name: 'catalog.product-cards-by-ids',
  operation: 'ProductCardsByIds',
  read: async (ids, context) => mapList((await storefrontQuery(PRODUCT_CARDS_BY_IDS, { variables: { ids }, context })).nodes, mapProductCard),
};

/**
 * Product cards by GID in the tenant's language (search results), missing
 * ones left out; [] on failure, so a caller can fall back to what it has.
 */
export function getProductCardsByIds(tenant: Tenant, locale: string, ids: readonly string[]): Promise<ProductCard[]> {
  return getByIds(PRODUCT_CARDS_BY_GID, tenant, locale, ids);
}

// ------------------------------------------------------------------- pages

async function readPage(handles: string[], context: InContext): Promise<ContentPage | null> {
  return firstFound(handles, async (handle) => mapPage((await storefrontQuery(PAGE_BY_HANDLE, { variables: { handle }, context })).page));
}

const PAGE: ByHandle<ContentPage> = {
  name: 'catalog.page',
  operation: 'PageByHandle',
  handles: (tenant, handle) => pageCandidates(tenant, handle, knownHandlePrefixes(config())),
  tag: pageTag,
  read: readPage,
};

/** A content page: the tenant-prefixed handle when missing, then the bare one. Null when missing, UNAVAILABLE when the store could not be reached. */
export function getPage(tenant: Tenant, locale: string, handle: string): Promise<ContentPage | null | Unavailable> {
  return getByHandle(PAGE, tenant, locale, handle);
}

// ----------------------------------------------------------------- sitemap

interface HandleNode {
  handle?: Maybe<string>;
  updatedAt?: Maybe<string>;
}
interface HandlePage<N extends HandleNode> {
  pageInfo?: Maybe<{ hasNextPage?: Maybe<boolean>; endCursor?: Maybe<string> }>;
  nodes?: Maybe<Maybe<N>[]>;
}
interface HandleEntry {
  handle: string;
  updatedAt?: string;
  /** A collection's first products: whether it has anything for sale on a tenant. */
  products?: Array<{ handle: string; productType: string; tags: string[] }>;
}

const tagsOf = (tags: Maybe<readonly Maybe<string>[]> | undefined) => (tags ?? []).filter((tag): tag is string => typeof tag === 'string');

/**
 * Every handle of one kind that `keep` keeps, following cursors up to
 * SITEMAP_MAX_PAGES (`readPage(null)` reads the first page); `extra` adds
 * what the sitemap needs beyond handle and change time.
 */
async function allHandles<N extends HandleNode>(
  readPage: (after: string | null) => Promise<Maybe<HandlePage<N>>>,
  keep: (node: N) => boolean = () => true,
  extra: (node: N) => Partial<HandleEntry> = () => ({}),
): Promise<HandleEntry[]> {
  const out: HandleEntry[] = [];
  let after: string | null = null;
  for (let page = 0; page < SITEMAP_MAX_PAGES; page++) {
    const connection: Maybe<HandlePage<N>> = await readPage(after);
    for (const node of nodesOf(connection)) {
      if (node.handle && keep(node)) out.push({ handle: node.handle, updatedAt: node.updatedAt ?? undefined, ...extra(node) });
    }
    const info = connection?.pageInfo;
    if (!info?.hasNextPage || !info.endCursor) break;
    after = info.endCursor;
  }
  return out;
}

async function readSitemapHandles(context: InContext) {
  const [products, collections, pages] = await Promise.all([
    allHandles(
      async (after) => (await storefrontQuery(SITEMAP_PRODUCTS, { variables: { after }, context })).products,
      // Optional Extras have no page of their own.
      (node) => !isOptionalExtraProduct({ productType: node.productType, tags: tagsOf(node.tags) }),
    ),
    allHandles(
      async (after) => (await storefrontQuery(SITEMAP_COLLECTIONS, { variables: { after }, context })).collections,
      undefined,
      (node) => ({
        products: nodesOf(node.products).map((p) => ({ handle: p.handle ?? '', productType: p.productType ?? '', tags: tagsOf(p.tags) })),
      }),
    ),
    allHandles(async (after) => (await storefrontQuery(SITEMAP_PAGES, { variables: { after }, context })).pages),
  ]);
  return { products, collections, pages };
}

/** Absolute URLs (home, products, collections, content pages) for the tenant's sitemap.xml. [] on failure. */
/** The tenant's sitemap entries, or null when the store cannot be read now (never an empty list for a failure). */
export async function getSitemapEntries(tenant: Tenant): Promise<SitemapEntry[] | null> {
  const scope = scopeOf(tenant, null);
  const spec: ReadSpec = { name: 'catalog.sitemap', tenantKey: tenant.key, tags: [CATALOG_TAG, SITEMAP_TAG], context: { operation: 'Sitemap*' } };
  const handles = await orFallback(spec, cachedRead(spec, readSitemapHandles, scope.context), null);
  if (!handles) return null;
  return sitemapEntriesFor(scope.tenant, handles);
}

/**
 * Which handles a tenant lists, as absolute URLs: no handle with another
 * site's prefix, only collections it serves; one entry per URL (a region
 * entity and its base share a URL), keeping the newer change time.
 */
function sitemapEntriesFor(
  tenant: Tenant,
  handles: { products: HandleEntry[]; collections: HandleEntry[]; pages: HandleEntry[] },
): SitemapEntry[] {
  const cfg = config();
  const origin = tenantOrigin(tenant, cfg);
  const prefixes = knownHandlePrefixes(cfg);
  const visible = (handle: string) => !isForeignHandle(tenant, handle, prefixes);

  const byUrl = new Map<string, SitemapEntry>();
  const add = (path: string, lastModified?: string) => {
    const url = `${origin}${path}`;
    const seen = byUrl.get(url);
    if (!seen || (lastModified && (!seen.lastModified || lastModified > seen.lastModified))) byUrl.set(url, { url, lastModified });
  };
  add('/');
  for (const p of handles.products) if (visible(p.handle)) add(productPath(tenant, p.handle), p.updatedAt);
  for (const c of handles.collections) {
    if (servesCollection(tenant, c.handle, prefixes) && isShopperCollection(tenant, c.products ?? [], prefixes)) add(collectionPath(tenant, c.handle), c.updatedAt);
  }
  for (const p of handles.pages) if (servesPage(tenant, p.handle, prefixes)) add(pagePath(tenant, p.handle), p.updatedAt);
  return [...byUrl.values()];
}
