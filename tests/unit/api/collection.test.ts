/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { GET } from '@/app/api/collection/route';
import { collectionContract } from '@/lib/edge/api/contracts/collection';
import { expectFailure, expectReply } from './contract-expect';

type Handler = (variables: Record<string, unknown>) => unknown;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let collection: Handler;
let errorLog: jest.SpyInstance;

/** A grid product of the store: price in dollars, brand tags. */
const gqlProduct = (n: number, price: string, tags: string[] = []) => ({
  id: `gid://shopify/Product/${n}`,
  handle: `product-${n}`,
  title: `Product ${String(n).padStart(2, '0')}`,
  productType: 'Labels',
  vendor: 'PrintCo',
  createdAt: new Date(Date.UTC(2024, 0, n)).toISOString(),
  tags,
  images: { nodes: [{ url: `http://localhost:4000/cdn/p${n}.png`, altText: null, width: 600, height: 600 }] },
  variants: { nodes: [{ id: `gid://shopify/ProductVariant/${n}`, availableForSale: true, price: { amount: price, currencyCode: 'USD' } }] },
});
const twelve = Array.from({ length: 12 }, (_, i) => gqlProduct(i + 1, `${i + 1}.50`, i % 3 === 0 ? ['Brand=Outdoor'] : ['Brand=Indoor']));

beforeEach(() => {
  collection = (v) => ({ collection: { id: 'gid://shopify/Collection/1', handle: v.handle, title: 'All', description: '', descriptionHtml: '', seo: { title: null, description: null }, products: { nodes: twelve } } });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    if (body.operationName === 'MarketRates') return Response.json({ data: { shop: { metafield: { value: '{"CA":{"currency":"CAD","rate":"1.023"}}' } } } });
    if (body.operationName !== 'CollectionByHandle') return new Response('no handler', { status: 500 });
    const result = collection(body.variables);
    return result instanceof Response ? result : Response.json({ data: result });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());
afterAll(() => {
  global.fetch = realFetch;
});

const get = (query: string, host = 'localhost:3000') => GET(new Request(`http://${host}/api/collection${query}`, { headers: { host } }));
const handlesSent = () =>
  fetchMock.mock.calls
    .map(([, init]) => JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> })
    .filter((b) => b.operationName === 'CollectionByHandle')
    .map((b) => b.variables.handle);

describe('GET /api/collection: input', () => {
  it.each([
    ['', 'handle is required'],
    ['?handle=bad%20handle', "handle may only contain letters, digits, '-' and '_'"],
    ['?handle=all&sort=Cheapest', 'sort must be one of: none, HighToLow, LowToHigh, Newest, AscOrder, DescOrder'],
    ['?handle=all&locale=de', 'locale must be one of: en, fr'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const body = await expectFailure(collectionContract, await get(query), 400, 'invalid');
    expect(body.message).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses slices past what a collection can hold', async () => {
    await expectFailure(collectionContract, await get('?handle=all&limit=251'), 400, 'invalid');
    await expectFailure(collectionContract, await get('?handle=all&offset=-5'), 400, 'invalid');
  });
});

describe('GET /api/collection: slices', () => {
  it('answers the next page of the collection, its cards ready to show, and may be kept by shared caches', async () => {
    const response = await get('?handle=all&offset=5&limit=5');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const reply = await expectReply(collectionContract, response);
    expect(reply.total).toBe(12);
    expect(reply.cards.map((c) => c.title)).toEqual(['Product 06', 'Product 07', 'Product 08', 'Product 09', 'Product 10']);
    expect(reply.cards[0]).toMatchObject({ href: '/products/product-6', price: '$6.50', item: { handle: 'product-6', price: { amount: '6.50', currencyCode: 'USD' } } });
  });

  it('sorts and filters the whole collection before cutting the slice', async () => {
    const sorted = await expectReply(collectionContract, await get('?handle=all&sort=HighToLow&offset=0&limit=3'));
    expect(sorted.cards.map((c) => c.title)).toEqual(['Product 12', 'Product 11', 'Product 10']);
    const outdoor = await expectReply(collectionContract, await get('?handle=all&brands=Outdoor&limit=10'));
    expect(outdoor.total).toBe(4);
    expect(outdoor.cards.map((c) => c.title)).toEqual(['Product 01', 'Product 04', 'Product 07', 'Product 10']);
  });

  it("reads the Host's tenant: a reseller's own collection, its prices in the site's currency and French words", async () => {
    const acme = await expectReply(collectionContract, await get('?handle=labels&limit=1', 'acme.resellers.localhost:3000'));
    expect(handlesSent()).toEqual(['acme-labels']);
    expect(acme.cards[0]?.href).toBe('/products/product-1');
    const canada = await expectReply(collectionContract, await get('?handle=all&limit=1&locale=fr', 'ca.localhost:3000'));
    expect(canada.cards[0]?.price).toMatch(/^1,53\s?\$/);
  });

  it('answers 404 for a collection the host does not have, 502 when the store cannot be reached', async () => {
    collection = () => ({ collection: null });
    await expectFailure(collectionContract, await get('?handle=nothing'), 404, 'not_found');
    collection = () => new Response('down', { status: 503 });
    await expectFailure(collectionContract, await get('?handle=broken'), 502, 'upstream');
  });
});
