import { cartQuantities, CUSTOM_QUANTITY, defaultQuantity, minimumViolation, quantityChoices, showsQuantityField } from './quantity';
import { GRID } from './test-fixtures';

describe('quantity', () => {
  it('offers the breaks and Custom Quantity, except for lot-priced items', () => {
    expect(quantityChoices(GRID, false)).toEqual({ breaks: [50, 100, 250], allowCustom: true });
    expect(quantityChoices(GRID, true)).toEqual({ breaks: [50, 100, 250], allowCustom: false });
    expect(quantityChoices(null, false)).toEqual({ breaks: [], allowCustom: false });
  });

  it('opens on the first break, or 1 without a grid', () => {
    expect(defaultQuantity(GRID)).toBe(50);
    expect(defaultQuantity(null)).toBe(1);
  });

  it('shows the text field for Custom Quantity or without breaks', () => {
    const choices = quantityChoices(GRID, false);
    expect(showsQuantityField(choices, '50')).toBe(false);
    expect(showsQuantityField(choices, CUSTOM_QUANTITY)).toBe(true);
    expect(showsQuantityField(quantityChoices(null, false), '1')).toBe(true);
  });

  it('counts the cart lines of the same product only', () => {
    const lines = [
      { productId: 'p1', qty: 20 },
      { productId: 'p2', qty: 500 },
      { productId: 'p1', qty: 5 },
    ];
    expect(cartQuantities(lines, 'p1')).toEqual([20, 5]);
  });

  it('applies the minimum rule to what the cart holds plus the current quantity', () => {
    expect(minimumViolation(GRID, [], 10)).toEqual({ n: 50, m: 40 });
    expect(minimumViolation(GRID, [20], 10)).toEqual({ n: 50, m: 20 });
    expect(minimumViolation(GRID, [40], 10)).toBeNull();
    expect(minimumViolation(GRID, [], 50)).toBeNull();
    expect(minimumViolation(null, [], 1)).toBeNull();
  });
});
