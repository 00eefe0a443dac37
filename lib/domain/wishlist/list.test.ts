import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import {
  addItem,
  hasItem,
  MAX_LIST_ITEMS,
  removeItem,
  sanitizeList,
  toggleItem,
  type ProductSnapshot,
} from './list';
import { snapshotOf } from './snapshot';

const item = (n: number, overrides: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  id: `gid://shopify/Product/${n}`,
  handle: `product-${n}`,
  title: `Product ${n}`,
  imageUrl: `https://cdn.example/p${n}.png`,
  price: { amount: `${n}.50`, currencyCode: 'USD' },
  productType: 'Labels',
  ...overrides,
});

describe('product list ops', () => {
  it('adds a new product at the end', () => {
    expect(addItem([item(1)], item(2)).map((i) => i.id)).toEqual([item(1).id, item(2).id]);
  });

  it('keeps one entry when the id is already present, in place, with the fresher snapshot', () => {
    const list = [item(1), item(2), item(3)];
    const next = addItem(list, item(2, { title: 'Renamed' }));
    expect(next).toHaveLength(3);
    expect(next.map((i) => i.id)).toEqual(list.map((i) => i.id));
    expect(next[1]!.title).toBe('Renamed');
    expect(addItem(addItem([], item(1)), item(1))).toHaveLength(1);
  });

  it('removal filters the list and leaves other entries alone', () => {
    expect(removeItem([item(1), item(2), item(3)], item(2).id).map((i) => i.title)).toEqual(['Product 1', 'Product 3']);
    expect(removeItem([item(1)], 'unknown')).toEqual([item(1)]);
    expect(removeItem([], item(1).id)).toEqual([]);
  });

  it('does not mutate its input', () => {
    const list = Object.freeze([item(1)]) as readonly ProductSnapshot[];
    expect(() => addItem(list, item(2))).not.toThrow();
    expect(() => removeItem(list, item(1).id)).not.toThrow();
    expect(list).toHaveLength(1);
  });

  it('toggles: adds when absent, removes when present', () => {
    const added = toggleItem([], item(1));
    expect(added).toEqual({ list: [item(1)], added: true });
    expect(toggleItem(added.list, item(1))).toEqual({ list: [], added: false });
    expect(hasItem(added.list, item(1).id)).toBe(true);
    expect(hasItem([], item(1).id)).toBe(false);
  });

  it('caps the list, dropping the oldest entries', () => {
    let list: ProductSnapshot[] = [];
    for (let n = 1; n <= MAX_LIST_ITEMS + 2; n++) list = addItem(list, item(n));
    expect(list).toHaveLength(MAX_LIST_ITEMS);
    expect(list[0]!.id).toBe(item(3).id);
  });
});

describe('stored entries', () => {
  it('reads anything but a list as an empty list', () => {
    for (const items of [null, undefined, '', 'x', 42, {}]) expect(sanitizeList(items)).toEqual([]);
  });

  it('drops invalid entries and duplicate ids, normalising optional fields', () => {
    const items = [
      item(1),
      null,
      { id: '', handle: 'x', title: 'x' },
      { id: 'gid://shopify/Product/9', handle: 'nine', title: 'Nine', price: { amount: 5 }, imageUrl: 7 },
      item(1, { title: 'duplicate' }),
    ];
    expect(sanitizeList(items)).toEqual([
      item(1),
      { id: 'gid://shopify/Product/9', handle: 'nine', title: 'Nine', imageUrl: null, price: null, productType: '' },
    ]);
  });
});

describe('snapshotOf', () => {
  it('takes the card fields and the card price (first available variant)', () => {
    const card = makeCard(4, {
      variants: [
        { id: 'v1', price: 900, availableForSale: false },
        { id: 'v2', price: 425, availableForSale: true },
      ],
    });
    expect(snapshotOf(card, US_DISPLAY)).toEqual({
      id: card.id,
      handle: 'product-4',
      title: 'Product 04',
      imageUrl: card.image!.url,
      price: { amount: '4.25', currencyCode: 'USD' },
      productType: 'Labels',
    });
  });

  it('keeps the price as the card shows it: in the display currency', () => {
    const card = makeCard(4, { variants: [{ id: 'v', price: 1250, availableForSale: true }] });
    expect(snapshotOf(card, { currency: 'CAD', factor: 1.023 }).price).toEqual({ amount: '12.79', currencyCode: 'CAD' });
    expect(snapshotOf(card, { currency: 'EUR', factor: 1 }).price).toEqual({ amount: '12.50', currencyCode: 'EUR' });
  });

  it('has no image or price when the card has none', () => {
    expect(snapshotOf(makeCard(1, { image: null, variants: [] }), US_DISPLAY)).toMatchObject({ imageUrl: null, price: null });
  });
});
