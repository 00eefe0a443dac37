import {
  mapCollection,
  mapCollectionSummary,
  mapList,
  mapOptionalExtra,
  mapPage,
  mapProduct,
  mapProductCard,
  mapSeoOverrides,
  nodesOf,
} from './map';
import type { ProductReply } from './types';

const gqlProduct: ProductReply = {
  id: 'gid://shopify/Product/1',
  handle: 'roll-labels',
  title: 'Roll Labels',
  description: 'Durable labels.',
  descriptionHtml: '<p>Durable labels.</p>',
  productType: 'Roll Labels',
  vendor: 'PrintCo',
  createdAt: '2024-01-02T03:04:05Z',
  tags: ['$=roll-labels', null, 'markup=20'],
  seo: { title: '', description: 'SEO description' },
  images: { nodes: [{ url: 'https://cdn/a.png', altText: 'A', width: 100, height: 50 }, null, { url: null }] },
  variants: {
    nodes: [
      {
        id: 'gid://shopify/ProductVariant/11',
        title: '2" x 2" / Vinyl',
        sku: 'RL-2x2-V-1',
        availableForSale: true,
        price: { amount: '0.25', currencyCode: 'USD' },
        image: null,
        selectedOptions: [{ name: 'Size', value: '2" x 2"' }, null, { name: '', value: 'x' }],
      },
      { id: null, title: 'broken' },
      { id: 'gid://shopify/ProductVariant/12', availableForSale: null, price: null, sku: '' },
    ],
  },
  options: [{ name: 'Size', optionValues: [{ name: '2" x 2"' }, null, { name: '' }] }, { name: null }],
  metafields: [
    { namespace: 'global', key: 'title_tag', value: ' Custom Roll Labels ' },
    null,
    { namespace: 'global', key: 'description', value: '   ' },
    { namespace: 'custom', key: 'title', value: 'wrong namespace' },
    { namespace: 'global', key: 'other', value: 'ignored' },
  ],
};

describe('mapProduct', () => {
  it('flattens connections and normalises nulls', () => {
    const p = mapProduct(gqlProduct)!;
    expect(p.tags).toEqual(['$=roll-labels', 'markup=20']);
    expect(p.images).toEqual([{ url: 'https://cdn/a.png', altText: 'A', width: 100, height: 50 }]);
    expect(p.variants).toHaveLength(2);
    expect(p.variants[0]).toEqual({
      id: 'gid://shopify/ProductVariant/11',
      title: '2" x 2" / Vinyl',
      sku: 'RL-2x2-V-1',
      availableForSale: true,
      // Store cents (lib/ground/money), parsed from the platform's decimal string.
      price: 25,
      image: null,
      selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
    });
    // Stock the store does not state: no count, not sold out of stock.
    expect(p.variants[1]).toMatchObject({ availableForSale: false, sku: null, price: 0, title: '' });
    expect(p.options).toEqual([{ name: 'Size', values: ['2" x 2"'] }]);
    expect(p.seo).toEqual({ title: null, description: 'SEO description' });
    expect(p.metafields).toEqual({ title_tag: 'Custom Roll Labels' });
  });

  it('returns null for a missing product or one without id or handle', () => {
    expect(mapProduct(null)).toBeNull();
    expect(mapProduct({ id: 'x' })).toBeNull();
    expect(mapProduct({ handle: 'x' })).toBeNull();
  });

  it('survives a product with every list missing', () => {
    expect(mapProduct({ id: 'x', handle: 'h' })).toMatchObject({ images: [], variants: [], options: [], tags: [], metafields: {}, title: '' });
  });
});

describe('mapSeoOverrides', () => {
  it('reads the four global keys and ignores anything else', () => {
    expect(
      mapSeoOverrides([
        { namespace: 'global', key: 'title', value: 'T' },
        { namespace: 'global', key: 'title_tag', value: 'TT' },
        { namespace: 'global', key: 'description', value: 'D' },
        { namespace: 'global', key: 'description_tag', value: 'DT' },
        { namespace: 'global', key: '__proto__', value: 'x' },
      ]),
    ).toEqual({ title: 'T', title_tag: 'TT', description: 'D', description_tag: 'DT' });
    expect(mapSeoOverrides(null)).toEqual({});
  });
});

describe('cards, collections and pages', () => {
  it('maps a card with its first image and card variants', () => {
    expect(
      mapProductCard({
        id: 'p',
        handle: 'h',
        title: 'T',
        images: { nodes: [null, { url: 'u2' }] },
        variants: { nodes: [{ id: 'v', availableForSale: true, price: { amount: '1.50', currencyCode: 'CAD' } }] },
      }),
    ).toEqual({
      id: 'p',
      handle: 'h',
      title: 'T',
      productType: '',
      vendor: '',
      createdAt: '',
      tags: [],
      image: { url: 'u2', altText: null, width: null, height: null },
      variants: [{ id: 'v', availableForSale: true, price: 150 }],
    });
  });

  it('maps a collection with its products, skipping broken ones', () => {
    const c = mapCollection({
      id: 'c',
      handle: 'acme-labels',
      title: 'Labels',
      description: 'D',
      descriptionHtml: '<p>D</p>',
      seo: null,
      image: null,
      products: { nodes: [{ id: 'p', handle: 'h' }, { id: 'no-handle' }, null] },
    })!;
    expect(c).toMatchObject({ id: 'c', handle: 'acme-labels', title: 'Labels', image: null, seo: { title: null, description: null } });
    expect(c.products.map((p) => p.handle)).toEqual(['h']);
    expect(mapCollection(null)).toBeNull();
  });

  it('maps collection summaries from nodes(ids:), which may hold nulls and other types', () => {
    expect(mapList([null, {}, { id: 'c', handle: 'h', title: 'T' }], mapCollectionSummary)).toEqual([
      { id: 'c', handle: 'h', title: 'T', image: null },
    ]);
    expect(mapList(undefined, mapCollectionSummary)).toEqual([]);
  });

  it('maps a page and an optional extra', () => {
    expect(mapPage({ id: 'g', handle: 'faq', title: 'FAQ', body: '<p>x</p>', updatedAt: 'u' })).toEqual({
      id: 'g',
      handle: 'faq',
      title: 'FAQ',
      body: '<p>x</p>',
      bodySummary: '',
      createdAt: '',
      updatedAt: 'u',
      seo: { title: null, description: null },
    });
    expect(mapOptionalExtra({ id: 'e', handle: 'overlamination', title: 'Overlamination', description: 'Protects', tags: null })).toEqual({
      id: 'e',
      handle: 'overlamination',
      title: 'Overlamination',
      description: 'Protects',
      tags: [],
      price: 0,
    });
    const priced = { id: 'e', handle: 'foil', title: 'Foil', priceRange: { minVariantPrice: { amount: '0.09', currencyCode: 'USD' as const } } };
    expect(mapOptionalExtra(priced)?.price).toBe(9);
  });

  it('nodesOf tolerates a missing or malformed connection', () => {
    expect(nodesOf(null)).toEqual([]);
    expect(nodesOf({ nodes: null })).toEqual([]);
    expect(nodesOf({ nodes: [1, null, 2] })).toEqual([1, 2]);
  });
});
