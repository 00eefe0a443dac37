import { serializeList, type ProductSnapshot } from './list';
import { createPersistedList } from './persisted-list';

const item = (n: number): ProductSnapshot => ({
  id: `gid://shopify/Product/${n}`,
  handle: `product-${n}`,
  title: `Product ${n}`,
  imageUrl: null,
  price: { amount: '1.00', currencyCode: 'USD' },
  productType: 'Labels',
});

beforeEach(() => localStorage.clear());

describe('createPersistedList', () => {
  it('persists adds and removals under its key', () => {
    const list = createPersistedList('wishlist');
    list.add(item(1));
    list.add(item(2));
    list.add(item(1));
    expect(JSON.parse(localStorage.getItem('wishlist')!).state.items.map((i: ProductSnapshot) => i.id)).toEqual([item(1).id, item(2).id]);
    list.remove(item(1).id);
    expect(list.read()).toEqual([item(2)]);
  });

  it('toggles and says whether it added', () => {
    const list = createPersistedList('compare');
    expect(list.toggle(item(1))).toBe(true);
    expect(list.read()).toEqual([item(1)]);
    expect(list.toggle(item(1))).toBe(false);
    expect(list.read()).toEqual([]);
  });

  it('returns the same array until the stored text changes (useSyncExternalStore snapshot)', () => {
    const list = createPersistedList('wishlist');
    list.add(item(1));
    const first = list.read();
    expect(list.read()).toBe(first);
    list.add(item(2));
    expect(list.read()).not.toBe(first);
  });

  it('notifies subscribers after its own writes and on storage events from other tabs', () => {
    const list = createPersistedList('wishlist');
    const onChange = jest.fn(() => list.read());
    const unsubscribe = list.subscribe(onChange);
    list.add(item(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.results[0]!.value).toEqual([item(1)]);

    localStorage.setItem('wishlist', serializeList([item(3)]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(list.read()).toEqual([item(3)]);

    unsubscribe();
    list.add(item(4));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the lists apart', () => {
    const wishlist = createPersistedList('wishlist');
    const compare = createPersistedList('compare');
    wishlist.add(item(1));
    expect(compare.read()).toEqual([]);
  });

  it('survives storage that throws', () => {
    const list = createPersistedList('wishlist');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => list.add(item(1))).not.toThrow();
    setItem.mockRestore();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(list.read()).toEqual([]);
    getItem.mockRestore();
  });
});
