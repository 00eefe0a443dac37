import { toCents } from '../../ground/money/cents';
import type { PricingGrid } from './grid';
import { priceLine, type PriceInput } from './price';
import { priceTable } from './price-table';

const GRID: PricingGrid = {
  breaks: [50, 100, 250, 500, 1000],
  msrp: [1.6, 1.5, 1.4, 1.3, 1.2],
  rows: { '1': [0.5, 0.4, 0.3, 0.25, 0.2], '2': [0.7, 0.6, 0, 0.45, 0.4] },
  extras: { overlamination: [0.05, 0.04, 0.03, 0.02, 0.01] },
};
const LOT_GRID: PricingGrid = {
  breaks: [100, 250, 500, 1000, 2500],
  msrp: [1.5, 1.5, 1.4, 1.3, 1.2],
  rows: { '1': [40, 80, 120, 110, 100] },
  extras: { overlamination: [5, 10, 15, 14, 13] },
};
const input = (over: Partial<PriceInput> = {}): PriceInput => ({
  grid: GRID,
  variant: { sku: 'RL-2X2-W-S-1', price: toCents(1.2) },
  quantity: 50,
  markup: 0,
  lot: false,
  extras: [],
  ...over,
});
const OVERLAMINATION = { key: 'overlamination' as const, basePrice: toCents(0.04) };
const WHITE_HALO = { key: 'white_halo' as const, basePrice: toCents(0.03) };

describe('priceTable', () => {
  it.each([
    ['a plain item', input()],
    ['extras', input({ extras: [OVERLAMINATION, WHITE_HALO] })],
    ['a markup', input({ markup: 25, extras: [OVERLAMINATION] })],
    ['a variant row with a tier price of 0', input({ variant: { sku: 'RL-3X3-W-S-2', price: toCents(1.5) } })],
    ['a lot-priced item', input({ grid: LOT_GRID, lot: true, quantity: 250, extras: [OVERLAMINATION] })],
  ])('prices every break as priceLine does, for %s', (_, given) => {
    const table = priceTable(given)!;
    expect(table.rows.map((r) => r.quantity)).toEqual(given.grid!.breaks);
    for (const row of table.rows) {
      const line = priceLine({ ...given, quantity: row.quantity });
      expect(row).toEqual({
        quantity: row.quantity,
        total: line.total,
        unitPrice: line.unitPrice,
        savings: line.savings,
        savingsPercent: Math.round((line.savings / line.listTotal) * 100),
      });
    }
  });

  it('gives the saving against list in whole percent', () => {
    // 50 at 0.5 × 1.6 = 0.80 against 1.20: a third off; 1000 at 0.2 × 1.2 = 0.24: 80 % off.
    const rows = priceTable(input())!.rows;
    expect(rows[0]).toMatchObject({ total: toCents(40), savings: toCents(20), savingsPercent: 33 });
    expect(rows[4]).toMatchObject({ total: toCents(240), savings: toCents(960), savingsPercent: 80 });
  });

  it('marks the break that prices the current quantity', () => {
    expect(priceTable(input({ quantity: 50 }))!.current).toBe(0);
    expect(priceTable(input({ quantity: 499 }))!.current).toBe(2);
    expect(priceTable(input({ quantity: 500 }))!.current).toBe(3);
    expect(priceTable(input({ quantity: 20 }))!.current).toBe(0);
    expect(priceTable(input({ quantity: 5000 }))!.current).toBe(4);
    expect(priceTable(input({ quantity: 0 }))!.current).toBeNull();
  });

  it('is null without a grid, or without a row of it for the variant', () => {
    expect(priceTable(input({ grid: null }))).toBeNull();
    expect(priceTable(input({ grid: { ...GRID, rows: {} } }))).toBeNull();
  });
});
