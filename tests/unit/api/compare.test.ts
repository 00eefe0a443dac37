/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { GET } from '@/app/api/compare/route';
import { compareContract } from '@/lib/edge/api/contracts/compare';
import { storefrontProduct, storefrontStandIn } from '@/tests/fixtures/storefront-product';

const stand = storefrontStandIn();
let errorLog: jest.SpyInstance;

beforeEach(() => {
  stand.operations.ProductByHandle = () => ({ product: null });
  stand.operations.OptionalExtras = () => ({ products: { nodes: [] } });
  stand.operations.MarketRates = () => ({ shop: { metafield: { value: '{"CA":{"currency":"CAD","rate":"1.023"}}' } } });
  // A product read in French is read again by id in the store's language, for its options' identity.
  stand.operations.ProductById = (v) => ({ product: gqlProduct(String(v.id).replace('gid://shopify/Product/', '')) });
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

const get = (query: string, host = 'localhost:3000') => GET(new Request(`http://${host}/api/compare${query}`, { headers: { host } }));

/** A product without a pricing file: one unit at its variant price. */
const gqlProduct = (handle: string) =>
  storefrontProduct(handle, {
    price: '12.50',
    options: [
      { name: 'Size', optionValues: [{ name: '2" x 2"' }, { name: '3" x 3"' }] },
      { name: 'Material', optionValues: [{ name: 'White BOPP' }] },
    ],
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
    expect(stand.fetch).not.toHaveBeenCalled();
  });

  it('answers sizes, materials and the price per unit in the display currency, leaving out unknown products', async () => {
    stand.operations.ProductByHandle = (v) => ({ product: v.handle === 'ca-vinyl' ? gqlProduct('ca-vinyl') : null });
    const response = await get('?handles=vinyl,nothing&locale=fr', 'ca.localhost:3000');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const body: unknown = await response.json();
    expect(compareContract.reply.safeParse(body).success).toBe(true);
    // 12.50 USD × 1.023 = 12.7875, shown to the cent as unit prices are.
    expect(body).toEqual({
      products: [{ handle: 'vinyl', sizes: ['2" x 2"', '3" x 3"'], materials: ['White BOPP'], unitPrice: { amount: '12.79', currencyCode: 'CAD', quantity: 1 } }],
    });
  });

  it('answers 502 (never 500) when the store cannot be reached', async () => {
    stand.fetch.mockRejectedValue(new TypeError('fetch failed'));
    const response = await get('?handles=vinyl');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'upstream', message: 'The store could not be reached. Please try again.' });
  });
});
