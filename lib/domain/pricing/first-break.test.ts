import type { PricingGrid } from './grid';
import { firstBreakPrice } from './first-break';
import { priceLine } from './price';

const grid: PricingGrid = { breaks: [250, 500, 1000], msrp: [2, 1.8, 1.5], rows: { '1': [50, 80, 120], '2': [60, 96, 144] }, extras: {} };
const variant = (sku: string, price: number, availableForSale = true) => ({ sku, price, availableForSale });

describe('the price per unit at the first break', () => {
  it('prices the available variant at the first break with the markup, as the product page does', () => {
    const product = { tags: ['markup=10'], variants: [variant('RL-2', 100, false), variant('RL-1', 90)] };
    const found = firstBreakPrice(product, { status: 'ok', name: 'rl', grid });
    expect(found?.quantity).toBe(250);
    expect(found?.unitPrice).toBeCloseTo(50 * 2 * 1.1);
    expect(found?.unitPrice).toBe(priceLine({ grid, variant: { sku: 'RL-1', price: 90 }, quantity: 250, markup: 10, lot: false, extras: [] }).unitPrice);
  });

  it('divides a lot-priced file by the lot', () => {
    const found = firstBreakPrice({ tags: ['Lot Pricing'], variants: [variant('RL-1', 90)] }, { status: 'ok', name: 'rl', grid });
    expect(found?.unitPrice).toBeCloseTo((50 / 250) * 2);
  });

  it('is the variant price for one unit without a pricing file, and nothing without a variant', () => {
    expect(firstBreakPrice({ tags: [], variants: [variant('RL-1', 1234)] }, { status: 'no-tag' })).toEqual({ quantity: 1, unitPrice: 12.34 });
    expect(firstBreakPrice({ tags: [], variants: [] }, { status: 'no-tag' })).toBeNull();
  });
});
