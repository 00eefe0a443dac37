/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through, and the options it was given are recorded.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { unstable_cache } from 'next/cache';
import { GET } from '@/app/api/quick-view/route';
import { quickViewOf } from '@/app/api/quick-view/read';
import { quickViewContract } from '@/lib/edge/api/contracts/quick-view';
import { mapProduct } from '@/lib/services/shopify/map';

type Handler = (variables: Record<string, unknown>) => unknown;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
/** What the store answers to the product read (the product page's); the Optional Extras it reads alongside are none. */
let handler: Handler | null = null;
/** What the store answers to the quick view's stock read. */
let stockHandler: Handler;
const STOCK = { product: { variants: { nodes: [{ availableForSale: true, quantityAvailable: 4, currentlyNotInStock: false }] } } };
let errorLog: jest.SpyInstance;

beforeEach(() => {
  handler = null;
  stockHandler = () => STOCK;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    if (body.operationName === 'OptionalExtras') return Response.json({ data: { products: { nodes: [] } } });
    if (body.operationName === 'MarketRates') return Response.json({ data: { shop: { metafield: { value: '{"CA":{"currency":"CAD","rate":"1.023"}}' } } } });
    // A product read in French is read again by id in the store's words, for its options' identity.
    const byId = (v: Record<string, unknown>) => ({ product: gqlProduct(String(v.id).split('/').pop()!) });
    const answer = body.operationName === 'ProductStock' ? stockHandler : body.operationName === 'ProductByHandle' ? handler : body.operationName === 'ProductById' ? byId : null;
    if (!answer) return new Response('no handler', { status: 500 });
    const result = answer(body.variables);
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

/** The variables of each product read sent to the store. */
const sent = (operation = 'ProductByHandle') =>
  fetchMock.mock.calls
    .map(([, init]) => JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> })
    .filter((body) => body.operationName === operation)
    .map((body) => body.variables);

function get(query: string, host = 'localhost:3000') {
  return GET(new Request(`http://${host}/api/quick-view${query}`, { headers: { host } }));
}

/** Every failure is `{ error, message }` (lib/edge/api/server.ts), never cached. */
async function expectFailure(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toEqual({ error, message: expect.any(String) });
  return body as { error: string; message: string };
}

const gqlProduct = (handle: string, variants: object[] = [{ id: 'gid://shopify/ProductVariant/1', availableForSale: true, price: { amount: '12.5', currencyCode: 'USD' } }]) => ({
  id: `gid://shopify/Product/${handle}`,
  handle,
  title: `Title of ${handle}`,
  productType: 'Labels',
  images: { nodes: [{ url: 'http://localhost:4000/cdn/p.png', altText: null, width: 800, height: 800 }, { url: 'http://localhost:4000/cdn/q.png' }] },
  variants: { nodes: variants },
});

describe('GET /api/quick-view: input', () => {
  it.each([
    ['', 'handle is required'],
    ['?handle=', 'handle is required'],
    ['?handle=%20%20', 'handle is required'],
    ['?handle=bad%20handle', "handle may only contain letters, digits, '-' and '_'"],
    ['?handle=..%2Fetc', "handle may only contain letters, digits, '-' and '_'"],
    [`?handle=${'a'.repeat(256)}`, 'handle must be at most 255 characters'],
    ['?handle=labels&locale=de', 'locale must be one of: en, fr'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const body = await expectFailure(await get(query), 400, 'invalid');
    expect(body.message).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GET /api/quick-view: reads', () => {
  it('answers the product with its first variant stock, in the Host tenant context, through the data cache', async () => {
    handler = (v) => ({ product: v.handle === 'ca-vinyl' ? gqlProduct('ca-vinyl') : null });
    const response = await get('?handle=vinyl&locale=fr', 'ca.localhost:3000');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const body: unknown = await response.json();
    // The typed client's promise: the reply is the contract's.
    expect(quickViewContract.reply.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      product: {
        id: 'gid://shopify/Product/ca-vinyl',
        handle: 'ca-vinyl',
        title: 'Title of ca-vinyl',
        productType: 'Labels',
        image: { url: 'http://localhost:4000/cdn/p.png', altText: null, width: 800, height: 800 },
        // The Canada site shows CAD, converted by 1.023.
        price: { amount: '12.79', currencyCode: 'CAD' },
        stock: { availableForSale: true, quantityAvailable: 4, currentlyNotInStock: false },
      },
    });
    expect(sent()).toEqual([{ handle: 'ca-vinyl', country: 'US', language: 'FR' }]);
    expect(sent('ProductStock')).toEqual([{ id: 'gid://shopify/Product/ca-vinyl', country: 'US', language: 'FR' }]);
    // The product page's cached read, tagged with every handle it may have tried.
    const read = jest.mocked(unstable_cache).mock.calls.find(([, keyParts]) => keyParts?.[0] === 'catalog.product');
    expect(read?.[1]).toEqual(['catalog.product', 'ca']);
    expect(read?.[2]).toMatchObject({ tags: ['tenant:ca', 'product:ca-vinyl', 'product:vinyl'] });
  });

  it("falls back to the bare handle and to the tenant's language", async () => {
    handler = (v) => ({ product: v.handle === 'vinyl' ? gqlProduct('vinyl') : null });
    const response = await get('?handle=vinyl', 'fr.localhost:3000');
    expect(response.status).toBe(200);
    expect(sent()).toEqual([
      { handle: 'fr-vinyl', country: 'US', language: 'FR' },
      { handle: 'vinyl', country: 'US', language: 'FR' },
    ]);
  });

  it('resolves a reseller host like the middleware', async () => {
    handler = () => ({ product: gqlProduct('acme-vinyl') });
    await get('?handle=vinyl', 'acme.resellers.localhost:3000');
    expect(sent()[0]).toEqual({ handle: 'acme-vinyl', country: 'US', language: 'EN' });
  });

  it('still answers, without a stock limit, when the store will not tell the stock (a token without the inventory scope)', async () => {
    handler = () => ({ product: gqlProduct('vinyl') });
    stockHandler = () =>
      new Response(JSON.stringify({ errors: [{ message: 'Access denied for quantityAvailable field.', extensions: { code: 'ACCESS_DENIED' } }] }), { status: 200 });
    const response = await get('?handle=vinyl');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { product: { stock: unknown } }).product.stock).toBeNull();
    const events = errorLog.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(events).toEqual([expect.objectContaining({ event: 'quickview.stock.failed', operation: 'ProductStock', handle: 'vinyl' })]);
  });

  it('answers 404 JSON for an unknown product', async () => {
    handler = () => ({ product: null });
    const body = await expectFailure(await get('?handle=nothing-here'), 404, 'not_found');
    expect(body.message).toBe('No product with handle "nothing-here"');
  });

  it.each([
    ['an HTTP error', () => new Response('upstream down', { status: 503 })],
    ['a GraphQL error', () => new Response(JSON.stringify({ errors: [{ message: 'Throttled' }] }), { status: 200 })],
    ['a malformed body', () => new Response('<html>', { status: 200 })],
  ])('answers 502 JSON (never 500) on %s, logged with context', async (_name, failure) => {
    handler = failure;
    const body = await expectFailure(await get('?handle=vinyl'), 502, 'upstream');
    expect(body.message).toBe('The store could not be reached. Please try again.');
    const events = errorLog.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(events).toEqual([expect.objectContaining({ event: 'catalog.product.failed', tenantKey: 'us', operation: 'ProductByHandle', handle: 'vinyl' })]);
  });

  it('answers 502 when the store cannot be reached at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expectFailure(await get('?handle=vinyl'), 502, 'upstream');
  });
});

describe('quickViewOf', () => {
  it('prices like the cards (first available variant, store cents) and passes the stock on', () => {
    const product = mapProduct(
      gqlProduct('x', [
        { id: 'v1', availableForSale: false, price: { amount: '9.00', currencyCode: 'USD' } },
        { id: 'v2', availableForSale: true, price: { amount: '4.00', currencyCode: 'USD' } },
      ]),
    )!;
    const stock = { availableForSale: false, quantityAvailable: 0, currentlyNotInStock: false };
    const view = quickViewOf(product, stock);
    expect(view.price).toBe(400);
    expect(view.image).toEqual({ url: 'http://localhost:4000/cdn/p.png', altText: null, width: 800, height: 800 });
    expect(view.stock).toBe(stock);
  });

  it('copes with missing fields', () => {
    expect(quickViewOf(mapProduct({ id: 'x', handle: 'x', variants: { nodes: [null, { id: 'v' }] } })!, null)).toEqual({
      id: 'x',
      handle: 'x',
      title: '',
      productType: '',
      image: null,
      price: 0,
      stock: null,
    });
    expect(quickViewOf(mapProduct({ id: 'x', handle: 'x' })!, null)).toMatchObject({ price: null, stock: null });
  });
});
