/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through, and the
// options it was given are recorded.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { unstable_cache } from 'next/cache';
import {
  getCollection,
  getCollectionProductsById,
  getCollectionsByIds,
  getCollectionsByTitlePrefix,
  getOptionalExtras,
  getPage,
  getProduct,
  getProductTypeCategory,
  getRelatedProducts,
  getSitemapEntries,
} from './storefront';
import { UNAVAILABLE } from '../../services/cache/read';
import { config } from '../../ground/config';
import { tenantFromKey } from '../../ground/tenant';

/** The tenant of a route's key, as the pages hold it. */
const tenantOf = (key: string) => tenantFromKey(key, config())!;

type Handler = (variables: Record<string, unknown>) => unknown;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let handlers: Record<string, Handler> = {};
let errorLog: jest.SpyInstance;

beforeEach(() => {
  handlers = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    const handler = handlers[body.operationName];
    if (!handler) return new Response('no handler', { status: 500 });
    const result = handler(body.variables);
    return result instanceof Response ? result : new Response(JSON.stringify({ data: result }), { status: 200 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(unstable_cache).mockClear();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());
afterAll(() => {
  global.fetch = realFetch;
});

const sent = (operation: string) =>
  fetchMock.mock.calls
    .map(([, init]) => JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> })
    .filter((b) => b.operationName === operation)
    .map((b) => b.variables);
type CacheOptions = { tags?: string[]; revalidate?: number | false };
const cacheCalls = () => jest.mocked(unstable_cache).mock.calls.map(([, keyParts, options]) => ({ keyParts, ...(options as CacheOptions) }));
const tags = () => cacheCalls().flatMap((c) => c.tags ?? []);
const degraded = () => cacheCalls().some((c) => c.keyParts?.[0] === 'degraded-render' && c.revalidate === 30);
const loggedEvents = () => errorLog.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

const product = (handle: string, extra: object = {}) => ({ id: `gid://shopify/Product/${handle}`, handle, title: handle, ...extra });

describe('getProduct', () => {
  it('looks up the reseller-prefixed handle first, then the bare one, in the tenant context', async () => {
    handlers.ProductByHandle = (v) => ({ product: v.handle === 'labels' ? product('labels') : null });
    handlers.ProductById = (v) => ({ product: v.id === 'gid://shopify/Product/labels' ? product('labels') : null });
    const p = await getProduct(tenantOf('r-acme'), 'fr', 'labels');
    expect(p).toMatchObject({ handle: 'labels' });
    expect(sent('ProductByHandle')).toEqual([
      { handle: 'acme-labels', country: 'US', language: 'FR' },
      { handle: 'labels', country: 'US', language: 'FR' },
    ]);
    // The product found, again in the store's words: its options' identity (lib/services/shopify/option-identity.ts).
    expect(sent('ProductById')).toEqual([{ id: 'gid://shopify/Product/labels', country: 'US', language: 'EN' }]);
    expect(cacheCalls()).toEqual([
      { keyParts: ['catalog.product', 'r-acme'], tags: ['tenant:r-acme', 'product:acme-labels', 'product:labels'], revalidate: 3600 },
    ]);
    expect(degraded()).toBe(false);
  });

  it('stops at the prefixed product when it exists', async () => {
    handlers.ProductByHandle = (v) => ({ product: product(String(v.handle)) });
    expect(await getProduct(tenantOf('ca'), 'en', 'labels')).toMatchObject({ handle: 'ca-labels' });
    expect(sent('ProductByHandle')).toEqual([{ handle: 'ca-labels', country: 'US', language: 'EN' }]);
  });

  it('returns null for an unknown product without logging an error', async () => {
    handlers.ProductByHandle = () => ({ product: null });
    expect(await getProduct(tenantOf('us'), 'en', 'nope')).toBeNull();
    expect(sent('ProductByHandle')).toHaveLength(1);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('answers UNAVAILABLE (not "missing") on an upstream failure, logs it once with operation, tenant and handle, and marks the page degraded', async () => {
    handlers.ProductByHandle = () => new Response('boom', { status: 503 });
    expect(await getProduct(tenantOf('fr'), 'fr', 'labels')).toBe(UNAVAILABLE);
    expect(degraded()).toBe(true);
    expect(loggedEvents()).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'catalog.product.failed',
        operation: 'ProductByHandle',
        tenantKey: 'fr',
        handle: 'labels',
        error: expect.objectContaining({ name: 'StorefrontError', kind: 'status', status: 503 }),
      }),
    ]);
  });

  it('treats GraphQL errors as a failure too', async () => {
    handlers.ProductByHandle = () => new Response(JSON.stringify({ errors: [{ message: 'Throttled' }] }), { status: 200 });
    expect(await getProduct(tenantOf('us'), 'en', 'labels')).toBe(UNAVAILABLE);
    expect(loggedEvents()[0]).toMatchObject({ event: 'catalog.product.failed', error: { kind: 'graphql', messages: ['Throttled'] } });
  });

});

describe('collections', () => {
  it('reads a collection only under the tenant prefix', async () => {
    handlers.CollectionByHandle = (v) => ({
      collection: { id: 'c', handle: v.handle, title: 'Labels', products: { nodes: [product('a'), product('b')] } },
    });
    const c = await getCollection(tenantOf('r-acme'), 'en', 'labels');
    expect(c).toMatchObject({ handle: 'acme-labels', title: 'Labels' });
    expect(c).toMatchObject({ products: [{ handle: 'a' }, { handle: 'b' }] });
    expect(sent('CollectionByHandle')).toEqual([{ handle: 'acme-labels', country: 'US', language: 'EN' }]);
    expect(tags()).toEqual(expect.arrayContaining(['tenant:r-acme', 'collection:acme-labels', 'catalog']));
  });

  it('lists only the products sold here: no Optional Extra, no other site\'s region product', async () => {
    handlers.CollectionByHandle = () => ({
      collection: {
        id: 'c',
        handle: 'labels',
        title: 'Labels',
        products: { nodes: [product('a'), product('ca-maple'), product('overlamination', { productType: 'Optional Extra' }), product('fr-vin')] },
      },
    });
    expect((await getCollection(tenantOf('us'), 'en', 'labels'))).toMatchObject({ products: [{ handle: 'a' }] });
    handlers.CollectionProductsById = () => ({ node: { id: 'c', products: { nodes: [product('ca-maple'), product('b')] } } });
    expect((await getCollectionProductsById(tenantOf('us'), 'en', 'gid://shopify/Collection/1', 5)).map((p) => p.handle)).toEqual(['b']);
  });

  it('has no page for a collection of Optional Extras only', async () => {
    handlers.CollectionByHandle = () => ({
      collection: { id: 'c', handle: 'optional-extras', title: 'Optional Extras', products: { nodes: [product('white-halo', { tags: ['Optional Extra'] })] } },
    });
    expect(await getCollection(tenantOf('us'), 'en', 'optional-extras')).toBeNull();
  });

  it('keeps an empty collection a page (it shows its empty state)', async () => {
    handlers.CollectionByHandle = () => ({ collection: { id: 'c', handle: 'new', title: 'New', products: { nodes: [] } } });
    expect(await getCollection(tenantOf('us'), 'en', 'new')).toMatchObject({ handle: 'new', products: [] });
  });

  it('slices the home grid products to the requested count', async () => {
    handlers.CollectionProductsById = () => ({ node: { id: 'c', products: { nodes: [product('a'), product('b'), product('c')] } } });
    expect((await getCollectionProductsById(tenantOf('us'), 'en', 'gid://shopify/Collection/1', 2)).map((p) => p.handle)).toEqual(['a', 'b']);
    expect(await getCollectionProductsById(tenantOf('us'), 'en', '', 2)).toEqual([]);
  });

  it('narrows a title-prefix search to real prefixes and to the tenant\'s own collections', async () => {
    handlers.CollectionsByTitlePrefix = () => ({
      collections: {
        nodes: [
          { id: '1', handle: 'acme-labels-roll', title: 'Labels · Roll' },
          { id: '2', handle: 'acme-roll-labels', title: 'Roll Labels' },
          { id: '3', handle: 'labels-roll', title: 'Labels · Roll' },
          { id: '4', handle: 'acme-labels', title: 'labels' },
        ],
      },
    });
    const out = await getCollectionsByTitlePrefix(tenantOf('r-acme'), 'en', 'Labels');
    expect(out.map((c) => c.id)).toEqual(['1', '4']);
    expect(sent('CollectionsByTitlePrefix')[0]?.query).toBe('title:Labels*');
  });

  it('finds a product type\'s category by handle, so the French site finds its own translated one', async () => {
    handlers.CollectionByHandle = (v) =>
      v.handle === 'fr-product-labels-tags' ? { collection: { id: 'c1', handle: 'fr-product-labels-tags', title: 'Étiquettes produit et volantes' } } : { collection: null };
    expect(await getProductTypeCategory(tenantOf('fr'), 'fr', 'Product Labels & Tags')).toEqual(
      expect.objectContaining({ id: 'c1', handle: 'fr-product-labels-tags', title: 'Étiquettes produit et volantes' }),
    );
    expect(await getProductTypeCategory(tenantOf('fr'), 'fr', 'Die-Cut Stickers')).toBeNull();
    expect(sent('CollectionByHandle').map((v) => v.handle)).toEqual(['fr-product-labels-tags', 'fr-die-cut-stickers']);
    expect(await getProductTypeCategory(tenantOf('fr'), 'fr', ' ')).toBeNull();
  });

  it('keeps the category grid in the requested order, skipping missing ids', async () => {
    handlers.CollectionsByIds = (v) => ({
      nodes: (v.ids as string[]).map((id) => (id === 'missing' ? null : { id, handle: `h-${id}`, title: id })),
    });
    const out = await getCollectionsByIds(tenantOf('us'), 'en', ['b', 'missing', 'a', 'b']);
    expect(out.map((c) => c.id)).toEqual(['b', 'a']);
    expect(sent('CollectionsByIds')[0]?.ids).toEqual(['b', 'missing', 'a']);
  });
});

describe('lists', () => {
  it('asks for related products by vendor and type, without the product itself', async () => {
    handlers.RelatedProducts = () => ({ products: { nodes: [product('x'), { ...product('self'), id: 'self-id' }] } });
    const out = await getRelatedProducts(tenantOf('us'), 'en', { id: 'self-id', vendor: 'PrintCo', productType: 'Roll Labels', title: 'Foo "Bar"' });
    expect(out.map((p) => p.handle)).toEqual(['x']);
    expect(sent('RelatedProducts')[0]?.query).toBe('vendor:"PrintCo" AND product_type:"Roll Labels"');
  });

  it('never relates another site\'s region product or an Optional Extra, and still shows 5', async () => {
    const handles = ['ca-maple', 'a', 'fr-vin', 'b', 'overlamination', 'c', 'd', 'e', 'f'];
    handlers.RelatedProducts = () => ({
      products: { nodes: handles.map((h) => product(h, h === 'overlamination' ? { productType: 'Optional Extra' } : {})) },
    });
    const out = await getRelatedProducts(tenantOf('us'), 'en', { id: 'self', vendor: 'PrintCo', productType: 'Product Labels', title: 'Self' });
    expect(out.map((p) => p.handle)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const onCanada = await getRelatedProducts(tenantOf('ca'), 'en', { id: 'self', vendor: 'PrintCo', productType: 'Product Labels', title: 'Self' });
    expect(onCanada.map((p) => p.handle)).toEqual(['ca-maple', 'a', 'b', 'c', 'd']);
  });

  it('shows 5 related products in French too: the translated title stays out of the query, the product itself out of the reply', async () => {
    // As the platform answers under @inContext(language: FR): translated titles, the product itself among the 6.
    const titles = ['Étiquettes en rouleau personnalisées', 'BOPP blanc', 'Kraft', 'Aluminium', 'Numérotées', 'Au rouleau'];
    handlers.RelatedProducts = () => ({ products: { nodes: titles.map((title, i) => ({ ...product(`p${i}`), title })) } });
    const self = { id: 'gid://shopify/Product/p0', vendor: 'PrintCo', productType: 'Roll Labels', title: titles[0]! };
    const out = await getRelatedProducts(tenantOf('fr'), 'fr', self);
    expect(out.map((p) => p.title)).toEqual(titles.slice(1));
    expect(sent('RelatedProducts')[0]?.query).toBe('vendor:"PrintCo" AND product_type:"Roll Labels"');
  });

  it('reads the Optional Extra products with their descriptions', async () => {
    handlers.OptionalExtras = () => ({ products: { nodes: [{ ...product('overlamination'), description: 'Protects the print' }] } });
    expect(await getOptionalExtras(tenantOf('us'), 'en')).toEqual([
      expect.objectContaining({ handle: 'overlamination', description: 'Protects the print' }),
    ]);
    expect(sent('OptionalExtras')[0]?.query).toBe('product_type:"Optional Extra"');
  });

  it('returns [] for lists on failure', async () => {
    handlers.OptionalExtras = () => new Response('{not json', { status: 200 });
    expect(await getOptionalExtras(tenantOf('us'), 'en')).toEqual([]);
    expect(loggedEvents()).toEqual([expect.objectContaining({ event: 'catalog.extras.failed', tenantKey: 'us', error: expect.objectContaining({ kind: 'malformed' }) })]);
    expect(degraded()).toBe(true);
  });

  it('does not query for related products when nothing relates', async () => {
    expect(await getRelatedProducts(tenantOf('us'), 'en', { id: 'x', vendor: '', productType: '', title: 'T' })).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('getPage', () => {
  const page = (handle: string) => ({ id: 'p', handle, title: handle, body: '<p>x</p>' });

  it('adds the reseller prefix when missing and never falls back to the company\'s page', async () => {
    handlers.PageByHandle = (v) => ({ page: v.handle === 'contact-us' ? page('contact-us') : null });
    expect(await getPage(tenantOf('r-acme'), 'en', 'contact-us')).toBeNull();
    expect(sent('PageByHandle').map((v) => v.handle)).toEqual(['acme-contact-us']);
    expect(tags()).toEqual(expect.arrayContaining(['page:acme-contact-us']));
  });

  it('serves a reseller its own page under the bare and the prefixed handle', async () => {
    handlers.PageByHandle = (v) => ({ page: v.handle === 'acme-about-us' ? page('acme-about-us') : null });
    expect(await getPage(tenantOf('r-acme'), 'en', 'about-us')).toMatchObject({ handle: 'acme-about-us' });
    expect(await getPage(tenantOf('r-acme'), 'en', 'acme-about-us')).toMatchObject({ handle: 'acme-about-us' });
  });

  it('never serves another tenant\'s page', async () => {
    handlers.PageByHandle = (v) => ({ page: page(String(v.handle)) });
    expect(await getPage(tenantOf('r-acme'), 'en', 'northwind-about-us')).toBeNull();
    expect(await getPage(tenantOf('us'), 'en', 'acme-about-us')).toBeNull();
    expect(sent('PageByHandle')).toEqual([]);
  });

  it('lets a region site fall back to the company\'s shared page', async () => {
    handlers.PageByHandle = (v) => ({ page: v.handle === 'shipping-policy' ? page('shipping-policy') : null });
    expect(await getPage(tenantOf('ca'), 'en', 'shipping-policy')).toMatchObject({ handle: 'shipping-policy' });
    expect(sent('PageByHandle').map((v) => v.handle)).toEqual(['ca-shipping-policy', 'shipping-policy']);
  });
});

describe('getSitemapEntries', () => {
  it('pages through handles and lists only what this tenant serves, once per URL', async () => {
    handlers.SitemapProducts = (v) =>
      v.after === null
        ? { products: { pageInfo: { hasNextPage: true, endCursor: 'c1' }, nodes: [{ handle: 'labels', updatedAt: '2024-01-01T00:00:00Z' }, { handle: 'fr-labels' }] } }
        : {
            products: {
              pageInfo: { hasNextPage: false, endCursor: null },
              nodes: [
                { handle: 'ca-labels', updatedAt: '2024-06-01T00:00:00Z' },
                { handle: 'stickers' },
                // Optional Extras, by type or by tag: no page of their own, so not in the sitemap.
                { handle: 'overlamination', productType: 'Optional Extra', tags: [] },
                { handle: 'white-halo', productType: '', tags: ['Optional Extra'] },
              ],
            },
          };
    handlers.SitemapCollections = () => ({
      collections: {
        pageInfo: { hasNextPage: false },
        nodes: [
          { handle: 'ca-all', products: { nodes: [{ handle: 'labels' }] } },
          { handle: 'all' },
          // Nothing for sale here: the Optional Extras' grouping, another site's products.
          { handle: 'ca-extras', products: { nodes: [{ handle: 'white-halo', productType: 'Optional Extra', tags: [] }] } },
          { handle: 'ca-wine', products: { nodes: [{ handle: 'fr-vin', productType: 'Roll Labels', tags: [] }] } },
        ],
      },
    });
    handlers.SitemapPages = () => ({ pages: { pageInfo: { hasNextPage: false }, nodes: [{ handle: 'faq' }] } });

    const entries = await getSitemapEntries(tenantOf('ca'));
    expect(entries).toEqual([
      { url: 'http://ca.localhost:3000/', lastModified: undefined },
      { url: 'http://ca.localhost:3000/products/labels', lastModified: '2024-06-01T00:00:00Z' },
      { url: 'http://ca.localhost:3000/products/stickers', lastModified: undefined },
      { url: 'http://ca.localhost:3000/collections/all', lastModified: undefined },
      { url: 'http://ca.localhost:3000/pages/faq', lastModified: undefined },
    ]);
    expect(sent('SitemapProducts').map((v) => v.after)).toEqual([null, 'c1']);
    expect(sent('SitemapProducts')[0]).toMatchObject({ country: 'US', language: 'EN' });
  });
});
