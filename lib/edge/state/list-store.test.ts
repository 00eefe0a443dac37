import type { ProductSnapshot } from '../../domain/wishlist/list';
import { createListStore, LIST_STORAGE_VERSION } from './list-store';

const item = (n: number): ProductSnapshot => ({
  id: `gid://shopify/Product/${n}`,
  handle: `product-${n}`,
  title: `Product ${n}`,
  imageUrl: null,
  price: { amount: '1.00', currencyCode: 'USD' },
  productType: 'Labels',
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { state: { items: ProductSnapshot[] }; version: number } | null;

beforeEach(() => localStorage.clear());

describe('product list stores (wishlist, compare)', () => {
  it('persists adds and removals under its key, in the envelope earlier releases wrote', () => {
    const list = createListStore('wishlist-a');
    list.getState().add(item(1));
    list.getState().add(item(2));
    list.getState().add(item(1));
    expect(stored('wishlist-a')).toEqual({ state: { items: [item(1), item(2)] }, version: LIST_STORAGE_VERSION });
    list.getState().remove(item(1).id);
    expect(list.getState().items).toEqual([item(2)]);
  });

  it('toggles and says whether it added', () => {
    const list = createListStore('compare-a');
    expect(list.getState().toggle(item(1))).toBe(true);
    expect(list.getState().items).toEqual([item(1)]);
    expect(list.getState().toggle(item(1))).toBe(false);
    expect(list.getState().items).toEqual([]);
  });

  it('restores a stored list, dropping what is not an entry, and follows other tabs', async () => {
    localStorage.setItem('wishlist-b', JSON.stringify({ state: { items: [item(1), { id: 7 }, item(1)] }, version: 1 }));
    const list = createListStore('wishlist-b');
    expect(list.persist.hasHydrated()).toBe(false);
    await list.persist.rehydrate();
    expect(list.getState().items).toEqual([item(1)]);

    localStorage.setItem('wishlist-b', JSON.stringify({ state: { items: [item(3)] }, version: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(list.getState().items).toEqual([item(1)]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist-b' }));
    expect(list.getState().items).toEqual([item(3)]);
  });

  it('reads unreadable or foreign stored text as an empty list', async () => {
    for (const raw of ['not json', '42', '{"state":{"items":"x"}}', '{"items":[]}']) {
      localStorage.setItem('wishlist-c', raw);
      const list = createListStore('wishlist-c');
      await list.persist.rehydrate();
      expect(list.getState().items).toEqual([]);
    }
  });

  it('keeps working in memory when storage throws', () => {
    const list = createListStore('wishlist-d');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => list.getState().add(item(1))).not.toThrow();
    setItem.mockRestore();
    expect(list.getState().items).toEqual([item(1)]);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => list.persist.rehydrate()).not.toThrow();
    getItem.mockRestore();
  });
});
