import { memoryStore } from '../../ground/kv/memory';
import { approveShare, createShare, linkShareRef, ownerShares, readShare, SHARE_TTL_MS, type NewShare } from './proof-share';
import { sharedLineTotal } from './proof-share-price';
import { shareRef } from './proof-share-ref';

const NOW = 1_000_000;
const input: NewShare = {
  tenantKey: 'us',
  productTitle: 'Custom Roll Labels',
  productHandle: 'custom-roll-labels',
  size: '2" x 2"',
  quantity: 250,
  total: 12_345,
  display: { currency: 'USD', factor: 1 },
  proof: 'http://127.0.0.1:4000/designer/proof.png',
  allowApproval: true,
  owner: '42',
  ref: 'state-1',
};

describe('proof shares', () => {
  it('is read back on its own tenant only, and expires with its link', async () => {
    let clock = NOW;
    const store = memoryStore(100, () => clock);
    const share = await createShare(store, input, NOW, 'abcdefghijklmnopqrstuvwx');
    expect(share.expiresAt).toBe(NOW + SHARE_TTL_MS);
    expect(await readShare(store, share.id, 'us')).toEqual(share);
    expect(await readShare(store, share.id, 'r-acme')).toBeNull();
    clock = NOW + SHARE_TTL_MS + 1;
    expect(await readShare(store, share.id, 'us')).toBeNull();
  });

  it('records the first approval once and answers it again', async () => {
    const store = memoryStore();
    const share = await createShare(store, input, NOW);
    const first = await approveShare(store, share.id, 'us', { name: 'Sam' }, NOW + 10);
    const again = await approveShare(store, share.id, 'us', { name: 'Someone else' }, NOW + 20);
    expect(first).toEqual({ kind: 'approved', share: expect.objectContaining({ approval: { at: NOW + 10, name: 'Sam' } }) });
    expect(again).toEqual(first);
    expect(await approveShare(store, share.id, 'r-acme', {}, NOW + 30)).toEqual({ kind: 'not-found' });
  });

  it('refuses approval of a share made without it', async () => {
    const store = memoryStore();
    const share = await createShare(store, { ...input, allowApproval: false }, NOW);
    expect(await approveShare(store, share.id, 'us', {}, NOW)).toEqual({ kind: 'not-allowed' });
    expect((await readShare(store, share.id, 'us'))?.approval).toBeNull();
  });

  it('files a share under a second reference too, for its owner only', async () => {
    const store = memoryStore();
    const share = await createShare(store, input, NOW);
    expect(await linkShareRef(store, 'us', '42', 'state-1', 'state-saved')).toBe(true);
    expect(await linkShareRef(store, 'us', '43', 'state-1', 'state-x')).toBe(false);
    expect(await linkShareRef(store, 'us', '42', 'state-none', 'state-y')).toBe(false);
    expect((await ownerShares(store, 'us', '42')).map((s) => s.ref)).toEqual(['state-1', 'state-saved']);
    expect((await ownerShares(store, 'us', '42'))[1]).toEqual({ ref: 'state-saved', expiresAt: share.expiresAt, approval: null });
  });

  it("lists an owner's shares by project, the newest standing for a project", async () => {
    const store = memoryStore();
    await createShare(store, input, NOW);
    const newer = await createShare(store, input, NOW + 1);
    await createShare(store, { ...input, ref: 'state-2', owner: '43' }, NOW);
    await approveShare(store, newer.id, 'us', {}, NOW + 2);
    expect(await ownerShares(store, 'us', '42')).toEqual([{ ref: 'state-1', expiresAt: newer.expiresAt, approval: { at: NOW + 2 } }]);
    expect(await ownerShares(store, 'r-acme', '42')).toEqual([]);
  });
});

describe('the price of a shared proof', () => {
  const variant = (size: string, material: string, price: number) => ({ id: `${size}/${material}`, sku: null, price, selectedOptions: [{ name: 'Size', value: size }, { name: 'Material', value: material }] });
  const priced = { product: { tags: [], variants: [variant('2" x 2"', 'Paper', 10), variant('2" x 2"', 'Vinyl', 20)] }, pricing: { status: 'no-tag' as const } };

  it('prices the variant the size and material name at the quantity', () => {
    expect(sharedLineTotal(priced, { size: '2" x 2"', material: 'Vinyl', quantity: 3 })).toBe(60);
    expect(sharedLineTotal(priced, { size: '2" x 2"', quantity: 3 })).toBe(30);
  });

  it('prices the variant named, when it is one of the product', () => {
    expect(sharedLineTotal(priced, { variantId: '2" x 2"/Vinyl', size: '3" x 1"', quantity: 2 })).toBe(40);
    expect(sharedLineTotal(priced, { variantId: 'gid://shopify/ProductVariant/999', size: '2" x 2"', quantity: 2 })).toBeNull();
  });

  it('adds the chosen extras the product offers, and only those', () => {
    const withExtras = { ...priced, extras: [{ key: 'overlamination' as const, basePrice: 5 }] };
    expect(sharedLineTotal(withExtras, { size: '2" x 2"', material: 'Paper', quantity: 3, extras: ['overlamination'] })).toBe(45);
    expect(sharedLineTotal(withExtras, { size: '2" x 2"', material: 'Paper', quantity: 3, extras: ['foil_stamping'] })).toBe(30);
    expect(sharedLineTotal(withExtras, { size: '2" x 2"', material: 'Paper', quantity: 3 })).toBe(30);
  });

  it('has no price for a size no variant has', () => {
    expect(sharedLineTotal(priced, { size: '3.5" x 1.25"', quantity: 3 })).toBeNull();
  });

  describe('a custom size, as a saved project names it', () => {
    const sizes = { product: { tags: ['Custom Size'], variants: [variant('2" x 2"', 'Paper', 10), variant('2" x 3"', 'Paper', 14), variant('3" x 3"', 'Paper', 18), variant('3" x 3"', 'Vinyl', 25)] }, pricing: { status: 'no-tag' as const } };

    it('is priced on the smallest standard size that covers it, in the material chosen', () => {
      expect(sharedLineTotal(sizes, { size: '2.5" x 2.5"', material: 'Paper', quantity: 2 })).toBe(36);
      expect(sharedLineTotal(sizes, { size: '2" x 2.5"', material: 'Paper', quantity: 2 })).toBe(28);
      // Vinyl is made in 3" x 3" only.
      expect(sharedLineTotal(sizes, { size: '2" x 2.5"', material: 'Vinyl', quantity: 2 })).toBe(50);
    });

    it('has no price outside the custom range, or on a product without custom sizes', () => {
      expect(sharedLineTotal(sizes, { size: '12" x 12"', material: 'Paper', quantity: 2 })).toBeNull();
      // Smaller than the smallest standard size.
      expect(sharedLineTotal(sizes, { size: '2" x 1.5"', material: 'Paper', quantity: 2 })).toBeNull();
      expect(sharedLineTotal({ ...sizes, product: { ...sizes.product, tags: [] } }, { size: '2.5" x 2.5"', material: 'Paper', quantity: 2 })).toBeNull();
    });
  });
});

describe('the reference a project finds its share by', () => {
  it('is the design state, else the project', () => {
    expect(shareRef({ stateId: 'state-new', id: 7 })).toBe('state-new');
    expect(shareRef({ stateId: null, id: 7 })).toBe('project:7');
  });
});
