import { DESCRIPTION_MAX, resellerOfHandle, toSearchRecord, type IndexedProductNode } from './record';
import { resellersSelling } from './resellers';

const node = (over: Partial<IndexedProductNode> = {}): IndexedProductNode => ({
  id: 'gid://shopify/Product/1001',
  handle: 'custom-roll-labels',
  title: 'Custom Roll Labels',
  description: 'Durable labels on a roll.',
  productType: 'Roll Labels',
  vendor: 'Print Co',
  tags: ['Brand_Acme', '$=roll'],
  images: { nodes: [{ url: 'https://cdn.example/roll.png' }, { url: 'https://cdn.example/2.png' }] },
  priceRange: { minVariantPrice: { amount: '12.5' } },
  ...over,
});

const RESELLERS = ['acme', 'northwind'];

describe('toSearchRecord', () => {
  it("records a company product with its first image, cheapest price as a number and an empty reseller", () => {
    expect(toSearchRecord(node(), RESELLERS)).toEqual({
      objectID: '1001',
      product_handle: 'custom-roll-labels',
      title: 'Custom Roll Labels',
      title_fr: '',
      description: 'Durable labels on a roll.',
      description_fr: '',
      product_type: 'Roll Labels',
      vendor: 'Print Co',
      tags: ['Brand_Acme', '$=roll'],
      image: 'https://cdn.example/roll.png',
      price: 12.5,
      reseller: '',
      resellers: [],
    });
  });

  it('holds the French title and description of the French read, the description cut alike', () => {
    const record = toSearchRecord(node(), RESELLERS, { title: 'Étiquettes en rouleau', description: 'mot '.repeat(400) });
    expect(record?.title_fr).toBe('Étiquettes en rouleau');
    expect(record?.description_fr.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(record?.description_fr.startsWith('mot mot')).toBe(true);
  });

  it("names the reseller whose prefix the handle carries", () => {
    expect(toSearchRecord(node({ handle: 'acme-die-cut-stickers' }), RESELLERS)?.reseller).toBe('acme');
    // A region's product is the company's.
    expect(toSearchRecord(node({ handle: 'ca-bilingual-labels' }), RESELLERS)?.reseller).toBe('');
  });

  it('cuts a long description at a word, near 1000 characters', () => {
    const record = toSearchRecord(node({ description: 'word '.repeat(400) }), RESELLERS);
    expect(record!.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(record!.description.length).toBeGreaterThan(DESCRIPTION_MAX - 10);
    expect(record!.description).toMatch(/word…$/);
  });

  it('leaves the Optional Extras out, by type or by tag', () => {
    expect(toSearchRecord(node({ productType: 'Optional Extra' }), RESELLERS)).toBeNull();
    expect(toSearchRecord(node({ productType: '', tags: ['optional extra'] }), RESELLERS)).toBeNull();
  });

  it('records a product without images or a readable price with nulls', () => {
    const record = toSearchRecord(node({ images: { nodes: [] }, priceRange: { minVariantPrice: { amount: 'n/a' } } }), RESELLERS);
    expect(record).toMatchObject({ image: null, price: null });
  });
});

describe('the resellers selling a product', () => {
  it("lists the resellers whose collections carry a company product, and only its owner for a reseller's own", () => {
    const collections = ['acme-featured', 'acme-labels', 'northwind-eco-labels', 'roll-labels', 'ca-roll-labels'];
    expect(toSearchRecord(node({ handle: 'custom-roll-labels' }), RESELLERS, undefined, collections)?.resellers).toEqual(['acme', 'northwind']);
    expect(toSearchRecord(node({ handle: 'custom-roll-labels' }), RESELLERS, undefined, ['roll-labels'])?.resellers).toEqual([]);
    expect(toSearchRecord(node({ handle: 'acme-die-cut-stickers' }), RESELLERS, undefined, ['northwind-popular'])?.resellers).toEqual(['acme']);
  });

  it('reads a collection under a longer reseller id as that reseller\'s', () => {
    expect(resellersSelling('custom-roll-labels', ['acme-west-featured'], ['acme', 'acme-west'])).toEqual(['acme-west']);
  });
});

describe('resellerOfHandle', () => {
  it('takes the longest reseller id the handle is prefixed with', () => {
    expect(resellerOfHandle('acme-west-labels', ['acme', 'acme-west'])).toBe('acme-west');
    expect(resellerOfHandle('acmelabels', ['acme'])).toBe('');
  });
});
