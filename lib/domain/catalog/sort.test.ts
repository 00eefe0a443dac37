import { parseCents } from '../../ground/money/cents';
import { cardPrice, SORT_OPTIONS, sortProducts } from './sort';
import type { ProductCard } from './types';

const card = (title: string, prices: [string, boolean][], createdAt = '2024-01-01T00:00:00Z'): ProductCard => ({
  id: `gid://shopify/Product/${title}`,
  handle: title.toLowerCase(),
  title,
  productType: 'Labels',
  vendor: 'PrintCo',
  createdAt,
  image: null,
  variants: prices.map(([amount, availableForSale], i) => ({
    id: `${title}-${i}`,
    price: parseCents(amount)!,
    availableForSale,
  })),
});

const titles = (cards: ProductCard[]) => cards.map((c) => c.title);

describe('cardPrice', () => {
  it('uses the first available variant, else the first variant', () => {
    expect(cardPrice(card('A', [['9.00', false], ['5.00', true], ['1.00', true]]))).toBe(500);
    expect(cardPrice(card('B', [['9.00', false], ['5.00', false]]))).toBe(900);
    expect(cardPrice(card('C', []))).toBeNull();
  });
});

describe('sortProducts', () => {
  const a = card('Alpha', [['30.00', false], ['10.00', true]], '2024-03-01T00:00:00Z');
  const b = card('beta', [['20.00', true]], '2024-05-01T00:00:00Z');
  const c = card('Gamma', [['15.00', false]], '2023-01-01T00:00:00Z');
  const none = card('Delta', [], 'not a date');
  const list = [c, none, a, b];

  it('keeps the order for none and never mutates the input', () => {
    const copy = [...list];
    expect(sortProducts(list, 'none')).toEqual(list);
    expect(sortProducts(list, 'none')).not.toBe(list);
    sortProducts(list, 'AscOrder');
    expect(list).toEqual(copy);
  });

  it('sorts by the representative variant price, missing prices last', () => {
    expect(titles(sortProducts(list, 'LowToHigh'))).toEqual(['Alpha', 'Gamma', 'beta', 'Delta']);
    expect(titles(sortProducts(list, 'HighToLow'))).toEqual(['beta', 'Gamma', 'Alpha', 'Delta']);
  });

  it('sorts newest first by createdAt, undated last', () => {
    expect(titles(sortProducts(list, 'Newest'))).toEqual(['beta', 'Alpha', 'Gamma', 'Delta']);
  });

  it('sorts names locale-aware, case-insensitive and numeric', () => {
    expect(titles(sortProducts(list, 'AscOrder'))).toEqual(['Alpha', 'beta', 'Delta', 'Gamma']);
    expect(titles(sortProducts(list, 'DescOrder'))).toEqual(['Gamma', 'Delta', 'beta', 'Alpha']);
    const sized = [card('10 in', []), card('2 in', []), card('Étiquette', []), card('Zebra', []), card('Eagle', [])];
    expect(titles(sortProducts(sized, 'AscOrder', 'fr'))).toEqual(['2 in', '10 in', 'Eagle', 'Étiquette', 'Zebra']);
  });

  it('is stable for equal keys', () => {
    const x1 = card('X1', [['5.00', true]]);
    const x2 = card('X2', [['5.00', true]]);
    const x3 = card('X3', [['5.00', true]]);
    expect(titles(sortProducts([x2, x3, x1], 'LowToHigh'))).toEqual(['X2', 'X3', 'X1']);
  });
});

describe('sort options', () => {
  it('are exactly the six spec options', () => {
    expect(SORT_OPTIONS).toEqual(['none', 'HighToLow', 'LowToHigh', 'Newest', 'AscOrder', 'DescOrder']);
  });
});
