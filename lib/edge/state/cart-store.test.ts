import { makeLine, pricedLine } from '@/lib/domain/cart/test-fixtures';
import { DEFAULT_ORDER_OPTIONS } from '@/lib/domain/cart/order-options';
import { CART_STORAGE_KEY, readStoredCartLineCount } from './cart-count';
import { CART_STORAGE_VERSION } from './cart-persistence';
import { CHECKOUT_COMPLETE_KEY, CHECKOUT_STARTED_KEY } from './checkout-markers';

type StoreModule = typeof import('./cart-store') & { cartCountStore: (typeof import('./cart-count'))['cartCountStore'] };

/** Fresh store modules: hydration happens once per module, as once per page load. */
async function loadStore(): Promise<StoreModule> {
  let mod: StoreModule | undefined;
  await jest.isolateModulesAsync(async () => {
    const [store, count] = await Promise.all([import('./cart-store'), import('./cart-count')]);
    mod = { ...store, cartCountStore: count.cartCountStore };
  });
  return mod!;
}

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('adds (merging or appending), persists under `cart` version 4, and keeps the header count right', async () => {
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    const s = () => useCartStore.getState();
    s().add(makeLine({ lineItemId: 'a', quantity: 50 }));
    s().add(makeLine({ lineItemId: 'b', quantity: 50 }));
    s().add(makeLine({ lineItemId: 'c', quantity: 10, id: 'gid://shopify/ProductVariant/99' }));
    expect(s().lines.map((l) => [l.lineItemId, l.quantity, l.total])).toEqual([
      ['a', 100, 6000],
      ['c', 10, 800],
    ]);
    expect(stored()).toMatchObject({ version: 4, state: { lines: [{ lineItemId: 'a' }, { lineItemId: 'c' }], orderOptions: DEFAULT_ORDER_OPTIONS } });
    expect(readStoredCartLineCount()).toBe(2);
  });

  it('decrements, removes, sets quantities, flags, updates and clears', async () => {
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    const s = () => useCartStore.getState();
    s().update([pricedLine({ lineItemId: 'a', quantity: 2 }), pricedLine({ lineItemId: 'b', quantity: 50 })]);
    s().decrement('a');
    s().decrement('a');
    expect(s().lines[0]!.quantity).toBe(1);
    s().setQuantity('b', 250);
    expect(s().lines[1]).toMatchObject({ quantity: 250, total: 10500, properties: { 'Item Price': '105.00' } });
    s().flagUnavailable(['b']);
    expect(s().lines[1]!.unavailable).toBe(true);
    s().remove('a');
    expect(s().lines.map((l) => l.lineItemId)).toEqual(['b']);
    s().setOrderOptions({ showTextBox: true, orderNotes: 'Hi', alternateReturnAddr: { country: 'Canada' } });
    expect(s().orderOptions).toMatchObject({ showTextBox: true, orderNotes: 'Hi', alternateReturnAddr: { country: 'Canada', state: 'Alberta' } });
    expect(stored().state.orderOptions.orderNotes).toBe('Hi');
    s().clear();
    expect(s().lines).toEqual([]);
    expect(s().orderOptions).toEqual(DEFAULT_ORDER_OPTIONS);
    expect(readStoredCartLineCount()).toBe(0);
  });

  it("keeps the header's count in step with each change", async () => {
    const { useCartStore, ensureCartHydrated, cartCountStore } = await loadStore();
    ensureCartHydrated();
    const counts: number[] = [];
    const unsubscribe = cartCountStore.subscribe((state) => counts.push(state.count));
    useCartStore.getState().add(makeLine());
    useCartStore.getState().add(makeLine({ lineItemId: 'b', id: 'gid://shopify/ProductVariant/77' }));
    useCartStore.getState().clear();
    unsubscribe();
    expect(counts).toEqual([1, 2, 0]);
  });

  it('restores the stored cart on hydration', async () => {
    const line = pricedLine({ lineItemId: 'kept' });
    const orderOptions = { ...DEFAULT_ORDER_OPTIONS, showTextBox: true, orderNotes: 'Fragile' };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [line], orderOptions }, version: CART_STORAGE_VERSION }));
    const { useCartStore, ensureCartHydrated } = await loadStore();
    expect(useCartStore.getState().lines).toEqual([]);
    ensureCartHydrated();
    expect(useCartStore.persist.hasHydrated()).toBe(true);
    expect(useCartStore.getState().lines).toEqual([line]);
    expect(useCartStore.getState().orderOptions).toEqual(orderOptions);
  });

  it('follows changes another tab makes to the stored cart', async () => {
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    useCartStore.getState().add(makeLine({ lineItemId: 'a' }));
    const other = pricedLine({ lineItemId: 'b', id: 'gid://shopify/ProductVariant/12' });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [useCartStore.getState().lines[0], other] }, version: CART_STORAGE_VERSION }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(useCartStore.getState().lines.map((l) => l.lineItemId)).toEqual(['a', 'b']);
  });

  /** The line as versions 1 to 3 stored it (amounts aside): the legacy names, the exact unit price in currency units. */
  const legacy = (line: ReturnType<typeof pricedLine>) => {
    const { quantity, exactUnitPrice, listPrice, total, pricingRow, lotPriced, pricingGrid, whiteHalo, ...rest } = line;
    return { ...rest, qty: quantity, price: exactUnitPrice / 100, productPrice: listPrice, sum: total, barcode: pricingRow, lot_pricing: lotPriced, priceObject: pricingGrid, white_halo: whiteHalo };
  };

  it('migrates version 1: lines without the new shape are dropped', async () => {
    const full = pricedLine({ lineItemId: 'full' });
    const v1 = { lineItemId: 'old', id: 'v1', qty: 2, properties: {} };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [v1, legacy(full)] }, version: 1 }));
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    expect(useCartStore.getState().lines.map((l) => l.lineItemId)).toEqual(['full']);
    expect(useCartStore.getState().orderOptions).toEqual(DEFAULT_ORDER_OPTIONS);
    expect(stored()).toMatchObject({ version: 4 });
  });

  it('migrates version 2: amounts in currency units become cents, under the current names', async () => {
    const line = pricedLine({ lineItemId: 'v2', quantity: 100 });
    const old = { ...legacy(line), sum: 60, discount: 40, productPrice: 1, selectedVariant: { ...line.selectedVariant, price: 1 }, productData: { ...line.productData, variants: [{ ...line.selectedVariant, price: 1 }] } };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [old] }, version: 2 }));
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    expect(useCartStore.getState().lines).toEqual([line]);
    expect(stored()).toMatchObject({ version: 4, state: { lines: [{ quantity: 100, total: 6000 }] } });
  });

  it('migrates version 3: the legacy names become the current ones', async () => {
    const line = pricedLine({ lineItemId: 'v3', quantity: 250 });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [legacy(line)] }, version: 3 }));
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    expect(useCartStore.getState().lines).toEqual([{ ...line, exactUnitPrice: expect.closeTo(line.exactUnitPrice, 9) }]);
    useCartStore.getState().setQuantity('v3', 100);
    expect(useCartStore.getState().lines[0]).toMatchObject({ quantity: 100, total: 6000 });
    expect(stored().state.lines[0]).not.toHaveProperty('qty');
  });

  it('repairs a corrupted entry', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: 'nope', orderOptions: { showTextBox: 1 } }, version: CART_STORAGE_VERSION }));
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(useCartStore.getState().orderOptions).toEqual(DEFAULT_ORDER_OPTIONS);
  });

  it('empties the cart when both checkout markers are present at startup', async () => {
    const orderOptions = { ...DEFAULT_ORDER_OPTIONS, showTextBox: true, orderNotes: 'Fragile' };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [pricedLine()], orderOptions }, version: CART_STORAGE_VERSION }));
    localStorage.setItem(CHECKOUT_STARTED_KEY, '1');
    document.cookie = `${CHECKOUT_COMPLETE_KEY}=1; Path=/`;
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(useCartStore.getState().orderOptions).toEqual(DEFAULT_ORDER_OPTIONS);
    expect(readStoredCartLineCount()).toBe(0);
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toBeNull();
    expect(document.cookie).not.toContain(CHECKOUT_COMPLETE_KEY);
  });

  it('keeps the cart when only the started marker is present (checkout abandoned)', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [pricedLine()] }, version: CART_STORAGE_VERSION }));
    localStorage.setItem(CHECKOUT_STARTED_KEY, '1');
    const { useCartStore, ensureCartHydrated } = await loadStore();
    ensureCartHydrated();
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(localStorage.getItem(CHECKOUT_STARTED_KEY)).toBe('1');
  });
});
