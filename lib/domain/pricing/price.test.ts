import { inUnits, roundTo, toCents, toThousandths } from '../../ground/money/cents';
import type { PricingGrid } from './file';
import { breakIndexFor, priceLine, type PriceBreakdown, type PriceInput, type SelectedExtra } from './price';
import { minimumOrderViolation, parseQuantity, QUANTITY_CAP, quantityFieldText } from './quantity';
import type { ExtraKey } from './tags';

// The cases are written in dollars, as the pricing rules' examples are; priceLine takes and
// gives store amounts in cents, so prices go in through toCents and results come
// back in dollars, with the per-unit display rounded to 3 decimals (lib/ground/money).
const usd = toCents;
const inDollars = (r: PriceBreakdown) => ({
  ...r,
  displayUnitPrice: toThousandths(r.unitPrice) / 1000,
  total: inUnits(r.total),
  listTotal: inUnits(r.listTotal),
  savings: inUnits(r.savings),
});
const priceInDollars = (input: PriceInput) => inDollars(priceLine(input));

const GRID: PricingGrid = {
  breaks: [50, 100, 250, 500, 1000],
  msrp: [1.6, 1.5, 1.4, 1.3, 1.2],
  rows: {
    '1': [0.5, 0.4, 0.3, 0.25, 0.2],
    '2': [0.7, 0.6, 0, 0.45, 0.4],
  },
  extras: {
    overlamination: [0.05, 0.04, 0.03, 0.02, 0.01],
    foil_stamping: [0.1, 0.09, 0.08, 0.07, 0.06],
    matte: [0.04, 0.03, 0.02, 0.015, 0.01],
    tape: [0.09, 0.08, 0.07, 0.06, 0.05],
    imprint: [0.06, 0.05, 0.04, 0.03, 0.02],
    numbering: [0.03, 0.02, 0, 0.01, 0.01],
  },
};
const A = { sku: 'RL-2X2-W-S-1', price: usd(1.2) };
const B = { sku: 'RL-3X3-W-S-2', price: usd(1.5) };
const NO_ROW = { sku: 'RL-9X9-W-S-9', price: usd(1.0) };

const BASE: Record<ExtraKey, number> = {
  overlamination: 0.04, foil_stamping: 0.09, matte: 0.03, tape: 0.06, imprint: 0.05, numbering: 0.02, white_halo: 0.03,
};
const extras = (...keys: ExtraKey[]): SelectedExtra[] => keys.map((key) => ({ key, basePrice: usd(BASE[key]) }));

const price = (over: Partial<PriceInput>) =>
  priceInDollars({ grid: GRID, variant: A, quantity: 50, markup: 0, lot: false, extras: [], ...over });

describe('priceLine: tier price × msrp × markup, breaks at and around each boundary', () => {
  it.each([
    // quantity, break index, total, list, savings
    [49, 0, 39.2, 58.8, 19.6], // below the first break: priced at the first break
    [50, 0, 40, 60, 20],
    [51, 0, 40.8, 61.2, 20.4],
    [99, 0, 79.2, 118.8, 39.6],
    [100, 1, 60, 120, 60],
    [101, 1, 60.6, 121.2, 60.6],
    [249, 1, 149.4, 298.8, 149.4],
    [250, 2, 105, 300, 195],
    [499, 2, 209.58, 598.8, 389.22],
    [500, 3, 162.5, 600, 437.5],
    [999, 3, 324.68, 1198.8, 874.12], // 324.675 rounds half up
    [1000, 4, 240, 1200, 960],
    [5000, 4, 1200, 6000, 4800],
  ])('quantity %i → break %i, total %d', (quantity, index, total, list, savings) => {
    const r = price({ quantity });
    expect(r.breakIndex).toBe(index);
    expect(r.total).toBe(total);
    expect(r.listTotal).toBe(list);
    expect(r.savings).toBe(savings);
  });

  it.each([
    // markup %, quantity, unit shown (3 decimals), total
    [10, 100, 0.66, 66],
    [12.5, 250, 0.473, 118.13],
    [0, 500, 0.325, 162.5],
    [100, 50, 1.6, 80],
  ])('markup %d%% at quantity %i', (markup, quantity, unit, total) => {
    const r = price({ markup, quantity });
    expect(r.displayUnitPrice).toBe(unit);
    expect(r.total).toBe(total);
  });

  it('falls back to the variant price when the tier price is 0 (no markup, no msrp on it)', () => {
    const r = price({ variant: B, quantity: 250, markup: 20 });
    expect(r.unitPrice).toBe(1.5);
    expect(r.total).toBe(375);
    expect(r.savings).toBe(0);
  });

  it('prices other breaks of the same row normally', () => {
    expect(price({ variant: B, quantity: 100 })).toMatchObject({ total: 90, listTotal: 150, savings: 60 });
  });

  it('uses row 1 for a variant whose row is missing', () => {
    expect(price({ variant: NO_ROW, quantity: 100 })).toMatchObject({ total: 60, listTotal: 100, savings: 40 });
  });

  it.each([
    [137, 1, 82.2],
    [1234, 4, 296.16],
    [QUANTITY_CAP, 4, 2399999.76],
  ])('custom quantity %i → break %i, total %d', (quantity, index, total) => {
    const r = price({ quantity });
    expect(r.breakIndex).toBe(index);
    expect(r.total).toBe(total);
  });

  it('costs nothing at quantity 0', () => {
    expect(price({ quantity: 0 })).toMatchObject({ total: 0, listTotal: 0, savings: 0 });
  });
});

describe('priceLine: extras', () => {
  it.each<[ExtraKey, number, number]>([
    // extra, unit price at 100 ((0.4 + table) × 1.5), total
    ['overlamination', 0.66, 66],
    ['foil_stamping', 0.735, 73.5],
    ['matte', 0.645, 64.5],
    ['tape', 0.72, 72],
    ['imprint', 0.675, 67.5],
    ['numbering', 0.63, 63],
  ])('%s adds its tiered price', (key, unit, total) => {
    const r = price({ quantity: 100, extras: extras(key) });
    expect(r.displayUnitPrice).toBe(unit);
    expect(r.total).toBe(total);
    expect(r.listTotal).toBe(roundTo((1.2 + BASE[key]) * 100, 2));
  });

  it('White Halo is a free outline option: no price, not in the list price', () => {
    const r = price({ quantity: 100, extras: extras('white_halo') });
    expect(r.total).toBe(60);
    expect(r.listTotal).toBe(120);
    expect(r.extraUnitPrices.white_halo).toBe(0);
  });

  it('adds every selected extra at the same break, with markup', () => {
    const r = price({ quantity: 1000, markup: 10, extras: extras('overlamination', 'foil_stamping', 'matte', 'tape', 'imprint', 'numbering') });
    // (0.2 + 0.01 + 0.06 + 0.01 + 0.05 + 0.02 + 0.01) × 1.2 × 1.1 = 0.36 × 1.32 = 0.4752
    expect(r.displayUnitPrice).toBe(0.475);
    expect(r.total).toBe(475.2);
    expect(r.listTotal).toBe(roundTo((1.2 + 0.04 + 0.09 + 0.03 + 0.06 + 0.05 + 0.02) * 1000, 2));
  });

  it('charges an extra its base price when its tier price is 0', () => {
    const r = price({ quantity: 250, extras: extras('numbering') });
    expect(r.extraUnitPrices.numbering).toBe(0.02);
    expect(r.total).toBe(roundTo((0.3 * 1.4 + 0.02) * 250, 2));
  });

  it('charges an extra its base price when the file has no table for it', () => {
    const grid: PricingGrid = { ...GRID, extras: {} };
    const r = price({ grid, quantity: 100, extras: extras('tape') });
    expect(r.extraUnitPrices.tape).toBe(0.06);
    expect(r.total).toBe(66);
  });
});

describe('priceLine: lot pricing', () => {
  // Lot files quote the whole lot below 500 and each block of 500 from 500 up.
  const LOT: PricingGrid = {
    breaks: [250, 500, 1000, 2500],
    msrp: [1.5, 1.45, 1.4, 1.35],
    rows: { '1': [50, 80, 70, 65] },
    extras: {},
  };
  const lot = (quantity: number) => priceInDollars({ grid: LOT, variant: A, quantity, markup: 0, lot: true, extras: [] });

  it.each([
    // quantity, unit (net / min(break, 500) × msrp), total
    [250, 0.3, 75],
    [500, 0.232, 116],
    [1000, 0.196, 196],
    [2500, 0.1755, 438.75],
    [750, 0.232, 174], // between breaks: the 500 break's per-unit price
  ])('quantity %i', (quantity, unit, total) => {
    const r = lot(quantity);
    expect(r.unitPrice).toBeCloseTo(unit, 10);
    expect(r.total).toBe(total);
  });

  it('without the Lot Pricing flag the same file would be read as per-unit prices', () => {
    expect(priceInDollars({ grid: LOT, variant: { sku: 'X-1', price: usd(100) }, quantity: 250, markup: 0, lot: false, extras: [] }).total).toBe(18750);
  });
});

describe('priceLine: no pricing object', () => {
  it('prices at the variant price plus extras base prices, with no savings', () => {
    const r = priceInDollars({ grid: null, variant: A, quantity: 100, markup: 15, lot: false, extras: extras('overlamination', 'white_halo') });
    expect(r.breakIndex).toBeNull();
    expect(r.total).toBe(124);
    expect(r.listTotal).toBe(124);
    expect(r.savings).toBe(0);
  });
});

describe('breakIndexFor', () => {
  it.each([
    [0, 0], [1, 0], [50, 0], [99, 0], [100, 1], [999, 3], [1000, 4], [10 ** 7, 4],
  ])('quantity %i → %i', (q, i) => expect(breakIndexFor(GRID.breaks, q)).toBe(i));
});

describe('quantity rules', () => {
  it.each([
    ['', 0], ['abc', 0], ['12.5', 0], ['-3', 0], [' 42 ', 42], ['0', 0], ['10000000', QUANTITY_CAP], ['9999999', 9999999],
  ])('parseQuantity(%j) is %i', (raw, q) => expect(parseQuantity(raw)).toBe(q));

  it.each([
    ['123456789', '9999999'], [' 10000000 ', '9999999'], ['9999999', '9999999'], ['', ''], ['12', '12'], ['007', '007'], ['12a', '12a'],
  ])('a quantity field typed %j shows %j', (typed, shown) => expect(quantityFieldText(typed)).toBe(shown));


  describe('the minimum order, counted per product', () => {
    const P = 'gid://shopify/Product/1';
    const line = (quantity: number, productId = P) => ({ productId, quantity });

    it('adds two lines of one product that reach the first break together', () => {
      expect(minimumOrderViolation(50, [line(30), line(20)], P)).toBeNull();
    });

    it('refuses each of those lines alone', () => {
      expect(minimumOrderViolation(50, [line(30)], P)).toEqual({ n: 50, m: 20 });
      expect(minimumOrderViolation(50, [line(20)], P)).toEqual({ n: 50, m: 30 });
    });

    it('does not count lines of other products', () => {
      expect(minimumOrderViolation(50, [line(30), line(500, 'gid://shopify/Product/2')], P)).toEqual({ n: 50, m: 20 });
    });

    it('is met at the break, and does not apply without a break above 1', () => {
      expect(minimumOrderViolation(50, [line(50)], P)).toBeNull();
      expect(minimumOrderViolation(undefined, [line(0)], P)).toBeNull();
      expect(minimumOrderViolation(1, [line(0)], P)).toBeNull();
    });
  });
});
