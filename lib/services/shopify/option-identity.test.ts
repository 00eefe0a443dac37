import type { Cents } from '../../ground/money/cents';
import type { Product } from '../../domain/catalog/types';
import { withStoreOptions } from './option-identity';

const variant = (id: string, options: [string, string][]) => ({
  id,
  title: options.map(([, v]) => v).join(' / '),
  price: 1200 as Cents,
  sku: `SL-${id}`,
  availableForSale: true,
  image: null,
  selectedOptions: options.map(([name, value]) => ({ name, value })),
});

const product = (title: string, names: [string, string], values: [string[], string[]], variants: Product['variants']): Product => ({
  id: 'gid://shopify/Product/1',
  handle: 'custom-sheet-labels',
  title,
  description: '',
  descriptionHtml: '',
  productType: 'Sheet Labels',
  vendor: 'PrintCo',
  createdAt: '2024-03-27',
  tags: [],
  images: [],
  variants,
  options: [
    { name: names[0], values: values[0] },
    { name: names[1], values: values[1] },
  ],
  seo: { title: null, description: null },
  metafields: {},
});

const english = product('Custom Sheet Labels', ['Material', 'Sides'], [['White Gloss Paper', 'White Matte Paper'], ['Single Sided', 'Double Sided']], [
  variant('11', [['Material', 'White Gloss Paper'], ['Sides', 'Single Sided']]),
  variant('12', [['Material', 'White Matte Paper'], ['Sides', 'Double Sided']]),
]);
const french = product('Étiquettes sur planches personnalisées', ['Matière', 'Faces'], [['Papier blanc brillant', 'Papier blanc mat'], ['Recto', 'Recto verso']], [
  variant('11', [['Matière', 'Papier blanc brillant'], ['Faces', 'Recto']]),
  variant('12', [['Matière', 'Papier blanc mat'], ['Faces', 'Recto verso']]),
]);

describe('withStoreOptions', () => {
  it("keys options and variants by the store's words and labels them in the shopper's", () => {
    const merged = withStoreOptions(french, english);
    expect(merged.title).toBe('Étiquettes sur planches personnalisées');
    expect(merged.options).toEqual([
      { name: 'Material', values: ['White Gloss Paper', 'White Matte Paper'], label: 'Matière', valueLabels: ['Papier blanc brillant', 'Papier blanc mat'] },
      { name: 'Sides', values: ['Single Sided', 'Double Sided'], label: 'Faces', valueLabels: ['Recto', 'Recto verso'] },
    ]);
    expect(merged.variants.map((v) => v.selectedOptions)).toEqual(english.variants.map((v) => v.selectedOptions));
    expect(merged.variants.map((v) => v.id)).toEqual(['11', '12']);
  });

  it('keeps the read as it is when the store read is missing or another product', () => {
    expect(withStoreOptions(french, null)).toBe(french);
    expect(withStoreOptions(french, { ...english, id: 'gid://shopify/Product/2' })).toBe(french);
  });
});
