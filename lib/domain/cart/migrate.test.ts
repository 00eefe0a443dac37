import { migrateCartState } from './migrate';
import { isCartLine } from './shape';
import { pricedLine } from './test-fixtures';

/** A current line as version 2 stored it: amounts in currency units. */
function asVersion2(line: ReturnType<typeof pricedLine>) {
  const units = (cents: number) => cents / 100;
  return {
    ...line,
    productPrice: units(line.productPrice),
    discount: units(line.discount),
    sum: units(line.sum),
    selectedVariant: { ...line.selectedVariant, price: units(line.selectedVariant.price) },
    productData: { ...line.productData, variants: line.productData.variants.map((v) => ({ ...v, price: units(v.price) })) },
    extras: line.extras.map((e) => ({ ...e, basePrice: units(e.basePrice) })),
  };
}

describe('migrateCartState', () => {
  const line = pricedLine({ qty: 99, extras: [{ key: 'overlamination', basePrice: 4 }], properties: { overlamination: 'Yes' } });

  it('turns a version 2 line into the same line in cents', () => {
    const old = JSON.parse(JSON.stringify(asVersion2(line)));
    expect(old.sum).toBe(line.sum / 100);
    const migrated = migrateCartState({ lines: [old], orderOptions: { showTextBox: true } }, 2) as { lines: unknown[]; orderOptions: unknown };
    expect(migrated.lines).toEqual([line]);
    expect(migrated.orderOptions).toEqual({ showTextBox: true });
    expect(isCartLine(migrated.lines[0])).toBe(true);
  });

  it('leaves current carts, broken entries and other shapes alone', () => {
    const current = { lines: [line] };
    expect(migrateCartState(current, 3)).toBe(current);
    expect(migrateCartState({ lines: [null, 'x', { qty: 1 }] }, 2)).toEqual({ lines: [null, 'x', { qty: 1 }] });
    expect(migrateCartState({ lines: 'nope' }, 2)).toEqual({ lines: 'nope' });
    expect(migrateCartState(null, 1)).toBeNull();
  });
});
