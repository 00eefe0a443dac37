import { priceLine } from '../pricing/price';
import type { CountedLine } from '../pricing/quantity';
import { configuratorModel, CUSTOM_SIZE, derive, initialState, type ConfiguratorState } from './derive';
import { CUSTOM_QUANTITY } from './quantity';
import { GRID, makeProduct, makeProps, makeVariants } from './test-fixtures';
import { findVariant, initialSelection, isPurchasable, sizeOptionName, visibleOptions } from './variants';

const props = makeProps();
const model = configuratorModel(props);
const start = initialState(props);
const run = (patch: Partial<ConfiguratorState>, cart: CountedLine[] = [], p = props) => derive(p, configuratorModel(p), { ...start, ...patch }, cart);
const select = (values: Record<string, string>) => ({ selection: { ...start.selection, ...values } });

describe('variant selection', () => {
  const variants = makeVariants();
  const names = ['Size', 'Material', 'Sides'];

  it('finds the variant matching every option', () => {
    expect(findVariant(variants, { Size: '3" x 3"', Material: 'White BOPP', Sides: 'Single Sided' }, names)?.sku).toBe('RL-2-BOPP-S-2');
    expect(findVariant(variants, { Size: '2" x 4"', Material: 'White BOPP', Sides: 'Single Sided' }, names)).toBeUndefined();
  });

  it('opens on the first variant for sale', () => {
    const soldOutFirst = variants.map((v, i) => (i === 0 ? { ...v, availableForSale: false } : v));
    expect(initialSelection(soldOutFirst, makeProduct().options)).toEqual({ Size: '2" x 2"', Material: 'White BOPP', Sides: 'Single Sided' });
    expect(initialSelection([], [{ name: 'Size', values: ['A', 'B'] }])).toEqual({ Size: 'A' });
  });

  it('hides the platform default Title option and finds the Size option', () => {
    expect(visibleOptions([{ name: 'Title', values: ['Default Title'] }])).toEqual([]);
    expect(sizeOptionName([{ name: 'size', values: [] }])).toBe('size');
    expect(sizeOptionName([{ name: 'Material', values: [] }])).toBeNull();
  });

  it('is purchasable only when the variant exists and is for sale', () => {
    expect(isPurchasable(undefined)).toBe(false);
    expect(isPurchasable({ ...variants[0]!, availableForSale: false })).toBe(false);
    expect(isPurchasable(variants[0])).toBe(true);
  });
});

describe('derive', () => {
  it('opens on the first variant at the first break, priced from the grid', () => {
    const d = derive(props, model, start, []);
    expect(start).toMatchObject({ quantitySelect: '50', quantityText: '50', extras: [] });
    expect(d.variant?.sku).toBe('RL-1-WGP-S-1');
    expect(d.quantity).toBe(50);
    expect(d.blocker).toBeNull();
    // row 1 at break 0: 0.3 × 1.6 = 0.48 per unit → 24.00; list 0.5 × 50 = 25.00
    expect(d.price).toMatchObject({ total: 2400, savings: 100, breakIndex: 0 });
  });

  it('re-selects the variant and re-prices when an option changes', () => {
    const d = run(select({ Size: '4" x 6"' }));
    expect(d.variant?.sku).toBe('RL-4-WGP-S-4');
    expect(d.price?.total).toBe(7200); // 0.9 × 1.6 × 50
  });

  it('blocks a combination with no variant, without a price', () => {
    const d = run(select({ Size: '2" x 4"', Material: 'White BOPP' }));
    expect(d.variant).toBeUndefined();
    expect(d.price).toBeNull();
    expect(d.blocker).toBe('notAvailable');
  });

  it('blocks a variant that is not for sale', () => {
    const d = run(select({ Size: '4" x 6"', Material: 'White BOPP' }));
    expect(d.variant?.availableForSale).toBe(false);
    expect(d.blocker).toBe('notAvailable');
  });

  it('prices a custom size at the smallest standard size covering it', () => {
    const d = run({ ...select({ Size: CUSTOM_SIZE }), customWidth: '2.5', customHeight: '3' });
    expect(d.custom).toEqual({ width: 2.5, height: 3 });
    expect(d.variant?.selectedOptions[0]?.value).toBe('2" x 4"');
    // In BOPP there is no 2" x 4": the 3" x 3" makes it.
    const bopp = run({ ...select({ Size: CUSTOM_SIZE, Material: 'White BOPP' }), customWidth: '2.5', customHeight: '3' });
    expect(bopp.variant?.sku).toBe('RL-2-BOPP-S-2');
  });

  it('blocks an invalid custom size with its error', () => {
    expect(run({ ...select({ Size: CUSTOM_SIZE }), customWidth: '2.555', customHeight: '3' })).toMatchObject({ customError: 'decimals', blocker: 'customSize', price: null });
    expect(run({ ...select({ Size: CUSTOM_SIZE }), customWidth: '9', customHeight: '3' })).toMatchObject({ customError: 'range', blocker: 'customSize' });
  });

  it('ignores custom size on products without the tag', () => {
    const plain = makeProps({ customSize: false });
    expect(configuratorModel(plain).sizeName).toBeNull();
    expect(run({ ...select({ Size: CUSTOM_SIZE }), customWidth: '2.5', customHeight: '3' }, [], plain).blocker).toBe('notAvailable');
  });

  it('takes a custom quantity from the text field, parsed by the quantity rules', () => {
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: '120' })).toMatchObject({ showQuantityField: true, quantity: 120 });
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: 'abc' })).toMatchObject({ quantity: 0, blocker: 'quantity' });
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: '99999999' }).quantity).toBe(9_999_999);
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: '12.5' }).quantity).toBe(0);
  });

  it('applies the minimum rule with the cart', () => {
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: '10' })).toMatchObject({ blocker: 'minimum', minimum: { n: 50, m: 40 } });
    const inCart = (productId: string, quantity: number) => ({ productId, quantity });
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: '10' }, [inCart(props.product.id, 45)]).blocker).toBeNull();
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: '10' }, [inCart(props.product.id, 20), inCart(props.product.id, 20)]).blocker).toBeNull();
    expect(run({ quantitySelect: CUSTOM_QUANTITY, quantityText: '10' }, [inCart('gid://shopify/Product/other', 45)]).minimum).toEqual({ n: 50, m: 40 });
  });

  it('adds the chosen extras to the price', () => {
    const d = run({ extras: ['overlamination', 'white_halo'] });
    expect(d.extras).toEqual([
      { key: 'overlamination', basePrice: 4 },
      { key: 'white_halo', basePrice: 3 },
    ]);
    // (0.3 + 0.05) × 1.6 × 50 = 28; White Halo is free.
    expect(d.price?.total).toBe(2800);
  });

  it('prices at the variant price without a grid, quantity from the field', () => {
    const p = makeProps({ pricing: { status: 'no-tag' } });
    const s = initialState(p);
    expect(s).toMatchObject({ quantitySelect: CUSTOM_QUANTITY, quantityText: '1' });
    const d = derive(p, configuratorModel(p), { ...s, quantityText: '10', extras: ['overlamination'] }, []);
    expect(d.showQuantityField).toBe(true);
    expect(d.price).toEqual(priceLine({ grid: null, variant: { sku: 'RL-1-WGP-S-1', price: 50 }, quantity: 10, markup: 0, lot: false, extras: [{ key: 'overlamination', basePrice: 4 }] }));
    expect(d.price?.total).toBe(540);
    expect(d.blocker).toBeNull();
  });

  it('keeps lot-priced items on the breaks', () => {
    const p = makeProps({ lot: true, pricing: { status: 'ok', name: 'lot', grid: GRID } });
    expect(derive(p, configuratorModel(p), initialState(p), []).choices.allowCustom).toBe(false);
  });
});
