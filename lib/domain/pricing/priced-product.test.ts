/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { UNAVAILABLE } from '../../services/cache/read';
import type { OptionalExtra } from '../catalog/types';
import { siteTenant, tenantFromKey } from '../../ground/tenant';
import { loadConfig } from '../../ground/config';
import { offeredExtras } from './extras';
import { pricedProduct, readPricedProduct, readPricedProducts } from './priced-product';
import { storefrontProduct, storefrontStandIn } from '@/tests/fixtures/storefront-product';

/** The tenant of a route's key, as the pages hold it. */
const tenantOf = (key: string) => tenantFromKey(key, loadConfig({}))!;

const stand = storefrontStandIn();
let errorLog: jest.SpyInstance;

beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

const us = siteTenant('us', loadConfig({}));
const gqlProduct = (handle: string, tags: string[]) => storefrontProduct(handle, { tags });
const gqlExtra = (title: string, amount: string) => ({
  id: `gid://shopify/Product/${title}`,
  handle: title.toLowerCase(),
  title,
  description: `${title} help`,
  tags: ['Optional Extra'],
  priceRange: { minVariantPrice: { amount, currencyCode: 'USD' } },
});
const FILE = { quantity_breaks: [50, 100], msrp_markup_multiplier: [1.5, 1.4], net_row_1: [0.5, 0.4], net_overlam: [0.05, 0.04] };

describe('readPricedProduct', () => {
  it('reads the product (store cents), the state of its pricing file and the extras its tags offer, with their base prices', async () => {
    stand.operations.ProductByHandle = (v) => ({ product: v.handle === 'roll' ? gqlProduct('roll', ['$=roll', 'OE=Overlamination', 'OE=White Halo']) : null });
    stand.operations.OptionalExtras = () => ({ products: { nodes: [gqlExtra('Overlamination', '0.04')] } });
    stand.files.roll = FILE;
    const priced = await readPricedProduct(us, 'en', 'roll');
    expect(priced).toMatchObject({
      product: { handle: 'roll', tags: ['$=roll', 'OE=Overlamination', 'OE=White Halo'], variants: [{ sku: 'RL-1', price: 120 }] },
      pricing: { status: 'ok', name: 'roll', grid: { breaks: [50, 100], rows: { '1': [0.5, 0.4] } } },
      extras: [
        { key: 'overlamination', label: 'Overlamination', tooltip: 'Overlamination help', basePrice: 4 },
        { key: 'white_halo', label: 'White Halo', tooltip: '', basePrice: 0 },
      ],
    });
  });

  it('says what the pricing file is when it cannot price: no tag, missing, invalid', async () => {
    stand.operations.OptionalExtras = () => ({ products: { nodes: [] } });
    stand.operations.ProductByHandle = (v) => ({ product: gqlProduct(String(v.handle), v.handle === 'plain' ? [] : [`$=${String(v.handle)}`]) });
    stand.files.broken = { ...FILE, net_row_1: [0.5, 'x'] };
    expect((await readPricedProduct(us, 'en', 'plain'))).toMatchObject({ pricing: { status: 'no-tag' }, extras: [] });
    expect((await readPricedProduct(us, 'en', 'gone'))).toMatchObject({ pricing: { status: 'missing', name: 'gone' } });
    expect((await readPricedProduct(us, 'en', 'broken'))).toMatchObject({ pricing: { status: 'invalid', name: 'broken' } });
  });

  it('answers null for an unknown product and UNAVAILABLE when the store cannot be reached', async () => {
    stand.operations.OptionalExtras = () => ({ products: { nodes: [] } });
    stand.operations.ProductByHandle = () => ({ product: null });
    expect(await readPricedProduct(us, 'en', 'nothing')).toBeNull();
    stand.operations.ProductByHandle = () => new Response('down', { status: 503 });
    expect(await readPricedProduct(us, 'en', 'roll')).toBe(UNAVAILABLE);
  });

  it('answers null for an Optional Extra: it has no page, quick view or reorder of its own', async () => {
    stand.operations.OptionalExtras = () => ({ products: { nodes: [] } });
    stand.operations.ProductByHandle = ({ handle }) => ({ product: gqlProduct(String(handle), ['Optional Extra']) });
    expect(await readPricedProduct(us, 'en', 'overlamination')).toBeNull();
    stand.operations.ProductByHandle = ({ handle }) => ({ product: { ...gqlProduct(String(handle), []), productType: 'Optional Extra' } });
    expect(await readPricedProduct(us, 'en', 'white-halo')).toBeNull();
  });

  it('reads a product by its numeric id too', async () => {
    stand.operations.ProductById = () => ({ product: gqlProduct('roll', []) });
    stand.operations.OptionalExtras = () => ({ products: { nodes: [] } });
    expect(await readPricedProduct(us, 'en', '42')).toMatchObject({ product: { handle: 'roll' }, pricing: { status: 'no-tag' } });
  });
});

describe('readPricedProducts', () => {
  it('reads the Optional Extras once for every product, and each handle once', async () => {
    stand.operations.ProductByHandle = (v) => ({ product: v.handle === 'missing' ? null : gqlProduct(String(v.handle), ['OE=Overlamination']) });
    stand.operations.OptionalExtras = () => ({ products: { nodes: [gqlExtra('Overlamination', '0.10')] } });
    const priced = await readPricedProducts(us, 'en', ['a', 'b', 'a', 'missing']);
    expect([...priced.keys()]).toEqual(['a', 'b', 'missing']);
    expect(priced.get('b')).toMatchObject({ extras: [{ key: 'overlamination', basePrice: 10 }] });
    expect(priced.get('missing')).toBeNull();
    expect(stand.reads().filter((op) => op === 'OptionalExtras')).toHaveLength(1);
    expect(stand.reads().filter((op) => op === 'ProductByHandle')).toHaveLength(3);
  });
});

describe('pricedProduct: a product already read (the checkout)', () => {
  const product = { id: 'p', tags: ['$=roll', 'OE=Overlamination'], variants: [{ sku: 'RL-1', price: 120 }] };
  const extras: OptionalExtra[] = [{ id: 'x', handle: 'overlamination', title: 'Overlamination', description: '', tags: [], price: 4 }];

  it('prices it like the read does, with extras given or on their way', async () => {
    stand.files.roll = FILE;
    const given = await pricedProduct(tenantOf('us'), product, extras);
    expect(given).toMatchObject({ product, pricing: { status: 'ok' }, extras: [{ key: 'overlamination', basePrice: 4 }] });
    expect(await pricedProduct(tenantOf('us'), product, Promise.resolve(extras))).toEqual(given);
  });

  it('fails when the extras could not be read: a checkout never charges them at 0', async () => {
    stand.files.roll = FILE;
    await expect(pricedProduct(tenantOf('us'), product, Promise.reject(new Error('store down')))).rejects.toThrow('store down');
  });
});

describe('offeredExtras', () => {
  const extra = (title: string, handle: string, price: number, description = `${title} help`): OptionalExtra => ({
    id: `gid://shopify/Product/${handle}`,
    handle,
    title,
    description,
    tags: [],
    price,
  });
  const tags = ['OE=Overlamination', 'OE=Foil Stamping', 'OE=White Halo'];

  it('matches enabled extras by title, then by the handle of the tag text, else falls back to the tag', () => {
    const extras = offeredExtras(tags, [
      extra('overlamination', 'overlamination', 4, 'A clear film.'),
      extra('Marquage à chaud', 'foil-stamping', 9, 'Une feuille métallique.'),
    ]);
    expect(extras).toEqual([
      { key: 'overlamination', label: 'overlamination', tooltip: 'A clear film.', basePrice: 4 },
      { key: 'foil_stamping', label: 'Marquage à chaud', tooltip: 'Une feuille métallique.', basePrice: 9 },
      { key: 'white_halo', label: 'White Halo', tooltip: '', basePrice: 0 },
    ]);
  });

  it('looks at the first 15 Optional Extras only', () => {
    const pool = [...Array.from({ length: 15 }, (_, i) => extra(`Other ${i}`, `other-${i}`, 100)), extra('White Halo', 'white-halo', 3)];
    expect(offeredExtras(['OE=White Halo'], pool)).toEqual([{ key: 'white_halo', label: 'White Halo', tooltip: '', basePrice: 0 }]);
  });
});
