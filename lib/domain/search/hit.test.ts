import type { ProductCard } from '../catalog/types';
import { cardOfHit, cardsByHit, parseHits, productGidOfHit } from './hit';

const raw = {
  objectID: '1001',
  product_handle: 'custom-roll-labels',
  title: 'Custom Roll Labels',
  product_type: 'Roll Labels',
  vendor: 'Print Co',
  tags: ['Brand_Acme'],
  image: 'https://cdn.example/roll.png',
  price: 12.5,
  reseller: '',
};

describe('parseHits', () => {
  it('reads hits in order, prices in store cents', () => {
    expect(parseHits([raw, { ...raw, objectID: '1002', product_handle: 'b', title: 'B', price: 0.185 }])).toEqual([
      { id: '1001', handle: 'custom-roll-labels', title: 'Custom Roll Labels', productType: 'Roll Labels', vendor: 'Print Co', image: 'https://cdn.example/roll.png', price: 1250 },
      { id: '1002', handle: 'b', title: 'B', productType: 'Roll Labels', vendor: 'Print Co', image: 'https://cdn.example/roll.png', price: 19 },
    ]);
  });

  it('leaves out hits it cannot link or show, and Optional Extras', () => {
    const hits = parseHits([{ ...raw, product_handle: '' }, { ...raw, title: undefined }, null, 'x', { ...raw, product_type: 'Optional Extra' }, raw]);
    expect(hits.map((h) => h.id)).toEqual(['1001']);
  });

  it('reads the other fields leniently', () => {
    const [hit] = parseHits([{ objectID: '7', product_handle: 'h', title: 'T', price: 'free', image: 42, tags: 'x' }]);
    expect(hit).toEqual({ id: '7', handle: 'h', title: 'T', productType: '', vendor: '', image: null, price: null });
  });
});

describe('cardOfHit', () => {
  it('gives the card its image and its price as the variant it prices by', () => {
    const [hit] = parseHits([raw]);
    expect(cardOfHit(hit!)).toMatchObject({
      handle: 'custom-roll-labels',
      image: { url: 'https://cdn.example/roll.png', altText: null },
      variants: [{ price: 1250, availableForSale: true }],
    });
    expect(cardOfHit({ ...hit!, price: null, image: null })).toMatchObject({ image: null, variants: [] });
  });
});

describe('productGidOfHit', () => {
  it('makes the Storefront GID of a numeric objectID, and nothing of another id', () => {
    expect(productGidOfHit({ id: '1001' })).toBe('gid://shopify/Product/1001');
    expect(productGidOfHit({ id: 'gid://shopify/Product/1001' })).toBeNull();
    expect(productGidOfHit({ id: 'r1' })).toBeNull();
  });
});

describe('cardsByHit', () => {
  const [hit] = parseHits([raw]);
  const french: ProductCard = {
    id: 'gid://shopify/Product/1001', handle: 'custom-roll-labels', title: 'Étiquettes en rouleau personnalisées', productType: 'Roll Labels',
    vendor: 'Print Co', createdAt: '2024-02-12', image: null, variants: [{ id: 'v1', price: 1100, availableForSale: true }],
  };

  it('gives each hit the catalog card of its product', () => {
    expect(cardsByHit([hit!], [french]).get('1001')?.title).toBe('Étiquettes en rouleau personnalisées');
  });

  it('keeps no card for a hit the catalog did not return, or whose card is another product (a stale index)', () => {
    expect(cardsByHit([hit!], []).size).toBe(0);
    expect(cardsByHit([hit!], [{ ...french, handle: 'kraft-paper-roll-labels' }]).size).toBe(0);
    expect(cardsByHit([{ ...hit!, id: 'r1' }], [french]).size).toBe(0);
  });
});
