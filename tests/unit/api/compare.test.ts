/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { GET } from '@/app/api/compare/route';
import { compareContract } from '@/lib/api/contracts/compare';

type Handler = (variables: Record<string, unknown>) => unknown;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let handler: Handler = () => ({ product: null });
let errorLog: jest.SpyInstance;

beforeEach(() => {
  handler = () => ({ product: null });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    if (body.operationName === 'OptionalExtras') return Response.json({ data: { products: { nodes: [] } } });
    if (body.operationName === 'MarketRates') return Response.json({ data: { shop: { metafield: { value: '{"CA":{"currency":"CAD","rate":"1.023"}}' } } } });
    // A product read in French is read again by id in the store's language, for its options' identity.
    if (body.operationName === 'ProductById') {
      const handle = String(body.variables.id).replace('gid://shopify/Product/', '');
      return Response.json({ data: { product: gqlProduct(handle) } });
    }
    if (body.operationName !== 'ProductByHandle') return new Response('no handler', { status: 500 });
    const result = handler(body.variables);
    return result instanceof Response ? result : Response.json({ data: result });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());
afterAll(() => {
  global.fetch = realFetch;
});

const get = (query: string, host = 'localhost:3000') => GET(new Request(`http://${host}/api/compare${query}`, { headers: { host } }));

/** A product without a pricing file: one unit at its variant price. */
const gqlProduct = (handle: string) => ({
  id: `gid://shopify/Product/${handle}`,
  handle,
  title: handle,
  tags: [],
  options: [
    { name: 'Size', optionValues: [{ name: '2" x 2"' }, { name: '3" x 3"' }] },
    { name: 'Material', optionValues: [{ name: 'White BOPP' }] },
  ],
  variants: { nodes: [{ id: `gid://shopify/ProductVariant/${handle}`, sku: 'RL-1', availableForSale: true, price: { amount: '12.50', currencyCode: 'USD' } }] },
});

describe('GET /api/compare', () => {
  it.each([
    ['', 'handles must be 1 to 20 product handles separated by commas'],
    ['?handles=', 'handles must be 1 to 20 product handles separated by commas'],
    ['?handles=a,,b', 'handles must be 1 to 20 product handles separated by commas'],
    ['?handles=..%2Fetc', 'handles must be 1 to 20 product handles separated by commas'],
    [`?handles=${Array.from({ length: 21 }, (_, i) => `p${i}`).join(',')}`, 'handles must be 1 to 20 product handles separated by commas'],
    ['?handles=a&locale=de', 'locale must be one of: en, fr'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid', message });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers sizes, materials and the price per unit in the display currency, leaving out unknown products', async () => {
    handler = (v) => ({ product: v.handle === 'ca-vinyl' ? gqlProduct('ca-vinyl') : null });
    const response = await get('?handles=vinyl,nothing&locale=fr', 'ca.localhost:3000');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body: unknown = await response.json();
    expect(compareContract.reply.safeParse(body).success).toBe(true);
    // 12.50 USD × 1.023 = 12.7875, shown to the cent as unit prices are.
    expect(body).toEqual({
      products: [{ handle: 'vinyl', sizes: ['2" x 2"', '3" x 3"'], materials: ['White BOPP'], unitPrice: { amount: '12.79', currencyCode: 'CAD', quantity: 1 } }],
    });
  });

  it('answers 502 (never 500) when the store cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await get('?handles=vinyl');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'upstream', message: 'The store could not be reached. Please try again.' });
  });
});
