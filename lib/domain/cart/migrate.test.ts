import { migrateCartState } from './migrate';
import { isCartLine } from './shape';
import { pricedLine } from './test-fixtures';
import type { CartLine } from './types';

/** A current line as version 3 stored it: the legacy names, the exact unit price in currency units. */
function asVersion3(line: CartLine) {
  const { quantity, exactUnitPrice, listPrice, total, pricingRow, lotPriced, pricingGrid, whiteHalo, ...rest } = line;
  return {
    ...rest,
    qty: quantity,
    price: exactUnitPrice / 100,
    productPrice: listPrice,
    sum: total,
    barcode: pricingRow,
    lot_pricing: lotPriced,
    priceObject: pricingGrid,
    white_halo: whiteHalo,
  };
}

/** A current line as version 2 stored it: version 3's names, every amount in currency units. */
function asVersion2(line: CartLine) {
  const v3 = asVersion3(line);
  const units = (cents: number) => cents / 100;
  return {
    ...v3,
    productPrice: units(v3.productPrice),
    discount: units(v3.discount),
    sum: units(v3.sum),
    selectedVariant: { ...v3.selectedVariant, price: units(v3.selectedVariant.price) },
    productData: { ...v3.productData, variants: v3.productData.variants.map((v) => ({ ...v, price: units(v.price) })) },
    extras: v3.extras.map((e) => ({ ...e, basePrice: units(e.basePrice) })),
  };
}

const stored = (line: unknown) => JSON.parse(JSON.stringify(line));
type Migrated = { lines: CartLine[]; orderOptions: unknown };

describe('migrateCartState', () => {
  // 99 at a 0.8 unit price: 79.2 exactly, a fractional exact unit price in cents once converted (80 × 0.99 would not be).
  const line = pricedLine({ quantity: 99, whiteHalo: true, extras: [{ key: 'overlamination', basePrice: 4 }], properties: { overlamination: 'Yes' } });
  const lot = pricedLine({ lineItemId: 'lot', quantity: 250, lotPriced: true, pricingGrid: { ...line.pricingGrid!, breaks: [250, 500] } });

  it('gives a version 3 line its current names and its exact unit price in cents', () => {
    const old = stored(asVersion3(line));
    expect(old).toMatchObject({ qty: 99, sum: line.total, barcode: '1', lot_pricing: false, white_halo: true });
    const migrated = migrateCartState({ lines: [old, stored(asVersion3(lot))], orderOptions: { showTextBox: true } }, 3) as Migrated;
    expect(migrated.lines[0]).toEqual({ ...line, exactUnitPrice: expect.closeTo(line.exactUnitPrice, 9) });
    expect(migrated.lines[0]).not.toHaveProperty('qty');
    expect(migrated.lines[1]).toMatchObject({ quantity: 250, lotPriced: true, total: lot.total });
    expect(migrated.orderOptions).toEqual({ showTextBox: true });
    expect(migrated.lines.every(isCartLine)).toBe(true);
  });

  it('turns a version 2 line into the same line in cents with its current names', () => {
    const old = stored(asVersion2(line));
    expect(old.sum).toBe(line.total / 100);
    const migrated = migrateCartState({ lines: [old], orderOptions: { showTextBox: true } }, 2) as Migrated;
    expect(migrated.lines).toEqual([{ ...line, exactUnitPrice: expect.closeTo(line.exactUnitPrice, 9) }]);
    expect(isCartLine(migrated.lines[0])).toBe(true);
  });

  it('leaves current carts, broken entries and other shapes alone', () => {
    const current = { lines: [line] };
    expect(migrateCartState(current, 4)).toBe(current);
    expect(migrateCartState({ lines: [null, 'x'] }, 2)).toEqual({ lines: [null, 'x'] });
    const broken = migrateCartState({ lines: [{ qty: 1 }] }, 2) as Migrated;
    expect(isCartLine(broken.lines[0])).toBe(false);
    expect(migrateCartState({ lines: 'nope' }, 2)).toEqual({ lines: 'nope' });
    expect(migrateCartState(null, 1)).toBeNull();
  });
});
